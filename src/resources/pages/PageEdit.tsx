import { Edit, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useDeclaration } from '../kit/useDeclaration';
import { useEditConflict } from '../kit/useEditConflict';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { PageForm } from './PageForm';
import { PagePreview } from './PagePreview';
import { pageBody } from './pageValidation';

/**
 * /admin/pages/{id}: view and edit. Pessimistic, so the server's field errors (a taken slug)
 * appear beside the inputs and the preview shows what the server stored; a save refused because
 * someone else saved the page meanwhile keeps the form as typed, with the conflict panel.
 */
export function PageEdit() {
  const translate = useTranslate();
  const { mutationOptions, panel } = useEditConflict(useDeclaration().name);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect={false} transform={pageBody} title={translate('resources.pages.editTitle')}>
      <RecordHeading source="title" />
      <PageForm toolbar={<FormToolbar deletable />}>{panel}</PageForm>
      <PagePreview />
      <RecordHistory resource="pages" />
    </Edit>
  );
}

export default PageEdit;
