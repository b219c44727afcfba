import { Create, useTranslate } from 'react-admin';
import { PageForm } from './PageForm';
import { pageBody } from './pageValidation';

/** /admin/pages/add (extension call `POST /admin/page-management/add`). */
export function PageCreate() {
  const translate = useTranslate();
  return (
    <Create
      transform={pageBody}
      redirect="edit"
      title={translate('resources.pages.createTitle')}
    >
      <PageForm defaultValues={{ published: false, contentHtml: '' }} />
    </Create>
  );
}
