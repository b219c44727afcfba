import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useEditConflict } from '../kit/useEditConflict';
import { useDetailRedirect } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { toUserBody, UserFormFields } from './UserFormFields';

/** Edit a student (spec: /admin/users/edit/{userId}). */
export function UserEdit() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('users');
  // Someone else's save in between is refused (409), and the panel offers to keep yours or load theirs.
  const { mutationOptions, panel } = useEditConflict('users');
  return (
    <Edit
      resource="users"
      title={translate('resources.users.edit.title')}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={toUserBody}
      redirect={redirect}
      actions={false}
    >
      <RecordHeading source="displayName" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
        {panel}
        <UserFormFields isCreate={false} />
      </SimpleForm>
    </Edit>
  );
}
