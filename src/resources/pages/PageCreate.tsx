import { Create, useTranslate } from 'react-admin';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { saveNow } from '../shared/catalogue/saveNow';
import { PageForm } from './PageForm';
import { pageBody } from './pageValidation';

/** /admin/pages/add (extension call `POST /admin/page-management/add`). */
export function PageCreate() {
  const translate = useTranslate();
  return (
    <Create
      transform={pageBody}
      mutationOptions={saveNow}
      redirect="edit"
      title={translate('resources.pages.createTitle')}
    >
      <PageForm defaultValues={{ published: false, contentHtml: '' }} toolbar={<FormToolbar />} />
    </Create>
  );
}

export default PageCreate;
