import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { AdminFormFields, toStaffBody } from './AdminFormFields';
import { SuperAdminOnly } from './SuperAdminOnly';

/** Create an admin account (spec: /admin/admin-management/add). */
export function AdminCreate() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('admin-management');
  return (
    <SuperAdminOnly action="create">
      <Create
        resource="admin-management"
        title={translate('resources.admin-management.create.title')}
        transform={toStaffBody}
        redirect={redirect}
      >
        <SimpleForm
          warnWhenUnsavedChanges
          toolbar={<FormToolbar />}
          defaultValues={{ userType: 'admin', userRole: 'admin', status: 'active' }}
        >
          <AdminFormFields isCreate />
        </SimpleForm>
      </Create>
    </SuperAdminOnly>
  );
}
