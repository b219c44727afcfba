import { Edit, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { saveNow } from '../shared/catalogue/saveNow';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { PageForm } from './PageForm';
import { PagePreview } from './PagePreview';
import { pageBody } from './pageValidation';

/**
 * /admin/pages/{id}: view and edit. Pessimistic, so the server's field errors (a taken slug)
 * appear beside the inputs and the preview shows what the server stored.
 */
export function PageEdit() {
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={saveNow}
      redirect={false}
      transform={pageBody}
      title={translate('resources.pages.editTitle')}
    >
      <RecordHeading source="title" />
      <PageForm toolbar={<FormToolbar deletable />} />
      <PagePreview />
      <RecordHistory resource="pages" />
    </Edit>
  );
}

export default PageEdit;
