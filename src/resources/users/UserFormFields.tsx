import { usePermissions, type RaRecord } from 'react-admin';
import { AccountIdentityInputs, AccountPasswordInput, AccountStatusInput } from '../shared/people/AccountInputs';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { withoutBlank } from '../shared/people/FormParts';
import { pickFields } from '../shared/people/validation';

/** The fields POST /admin/user/{id} and /admin/register accept for a student (contract/users.ts). */
const USER_FIELDS = ['displayName', 'email', 'phone', 'status', 'password'] as const;

export const toUserBody = (data: RaRecord) => withoutBlank(pickFields(data, USER_FIELDS), ['password', 'status']);

/** Setting an existing student's password is a super admin's action (the server refuses it otherwise). */
export function UserFormFields({ isCreate }: { isCreate: boolean }) {
  const { permissions } = usePermissions<{ userType?: string } | null>();
  const maySetPassword = isCreate || permissions?.userType === 'superAdmin';
  return (
    <>
      <FormDraftKeeper />
      <AccountIdentityInputs />
      <AccountStatusInput />
      {maySetPassword && (
        <AccountPasswordInput
          helperKey={isCreate ? 'resources.users.help.passwordCreate' : 'resources.users.help.passwordEdit'}
        />
      )}
    </>
  );
}
