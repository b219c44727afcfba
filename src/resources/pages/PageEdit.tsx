import { Edit, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
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
      redirect={false}
      transform={pageBody}
      title={translate('resources.pages.editTitle')}
    >
      <PageForm />
      <PagePreview />
      <RecordHistory resource="pages" />
    </Edit>
  );
}
