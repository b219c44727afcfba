import { Create, SimpleForm, useTranslate, type RaRecord } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { toUserBody, UserFormFields } from './UserFormFields';

/** Add a student (spec: /admin/users/add); without a password they set one through an emailed link. */
export function UserCreate() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('users');
  return (
    <Create
      resource="users"
      title={translate('resources.users.create.title')}
      transform={(data: RaRecord) => toUserBody(data)}
      redirect={redirect}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />} defaultValues={{ status: 'active' }}>
        <UserFormFields isCreate />
      </SimpleForm>
    </Create>
  );
}
