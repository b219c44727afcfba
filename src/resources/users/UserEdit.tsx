import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { SaveOnlyToolbar } from '../shared/people/FormParts';
import { toUserBody, UserFormFields } from './UserFormFields';

/** Edit a student (spec: /admin/users/edit/{userId}). */
export function UserEdit() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('users');
  return (
    <Edit
      resource="users"
      title={translate('resources.users.edit.title')}
      mutationMode="pessimistic"
      transform={toUserBody}
      redirect={redirect}
      actions={false}
    >
      <RecordHeading source="displayName" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <UserFormFields isCreate={false} />
      </SimpleForm>
    </Edit>
  );
}
