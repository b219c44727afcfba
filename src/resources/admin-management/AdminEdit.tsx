import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useEditConflict } from '../kit/useEditConflict';
import { useDetailRedirect } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { AdminFormFields, toStaffBody } from './AdminFormFields';
import { SuperAdminOnly } from './SuperAdminOnly';

/**
 * Edit an admin account (spec: /admin/admin-management/edit/{adminId}). Pessimistic, so the server's
 * refusals (last superAdmin, own account, duplicate email) show beside the inputs or as its message.
 */
export function AdminEdit() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('admin-management');
  // Someone else's save in between is refused (409), and the panel offers to keep yours or load theirs.
  const { mutationOptions, panel } = useEditConflict('admin-management');
  return (
    <SuperAdminOnly action="edit">
      <Edit
        resource="admin-management"
        title={translate('resources.admin-management.edit.title')}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
        transform={toStaffBody}
        redirect={redirect}
        actions={false}
      >
        <RecordHeading source="displayName" />
        <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
          {panel}
          <AdminFormFields isCreate={false} />
        </SimpleForm>
      </Edit>
    </SuperAdminOnly>
  );
}
