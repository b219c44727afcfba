import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { staffTypes, userRoles } from '../../../contract/values';
import { AccountIdentityInputs, AccountPasswordInput, AccountStatusInput, CurrentPasswordInput } from '../shared/people/AccountInputs';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { withoutBlank } from '../shared/people/FormParts';
import { pickFields } from '../shared/people/validation';
import { useStaffProtection } from './useStaffProtection';

const STAFF_FIELDS = ['displayName', 'email', 'phone', 'status', 'userType', 'userRole', 'password', 'currentPassword'] as const;

/** The body of /admin/register (staff) and POST /admin/user/{id}: known fields, no blank password. */
export const toStaffBody = (data: RaRecord) => withoutBlank(pickFields(data, STAFF_FIELDS), ['password', 'currentPassword', 'status']);

export function AdminFormFields({ isCreate }: { isCreate: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; userType: string; status: string }>();
  const { isSelf, isLastSuperAdmin, isLocked } = useStaffProtection(isCreate ? undefined : record);
  const lockedHelp = isSelf
    ? translate('resources.admin-management.help.self')
    : isLastSuperAdmin
      ? translate('resources.admin-management.help.lastSuperAdmin')
      : undefined;
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
  return (
    <>
      <FormDraftKeeper />
      <AccountIdentityInputs />
      <SelectInput
        source="userType"
        choices={choices(staffTypes, 'app.people.userType')}
        validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
        disabled={isLocked}
        helperText={lockedHelp ?? false}
      />
      <SelectInput
        source="userRole"
        choices={choices(userRoles, 'app.people.userRole')}
        disabled={isSelf}
        helperText="resources.admin-management.help.userRole"
      />
      <AccountStatusInput disabled={isLocked} helperText={lockedHelp} />
      {isSelf ? (
        <CurrentPasswordInput helperKey="resources.admin-management.help.currentPassword" />
      ) : (
        <AccountPasswordInput
          helperKey={isCreate ? 'resources.admin-management.help.passwordCreate' : 'resources.admin-management.help.passwordEdit'}
        />
      )}
    </>
  );
}
