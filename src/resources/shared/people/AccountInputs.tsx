import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { newPassword } from '../../../../contract/auth';
import { accountStatuses } from '../../../../contract/values';
import { useDeclaredValidators } from '../../kit/useDeclaredValidators';
import { zodField } from './validation';

const validateNewPassword = zodField(newPassword, { required: true });
const validateOptionalPassword = zodField(newPassword);

const identity = ['displayName', 'email', 'phone'] as const;

/** Name, email and phone of any account, validated by the rules its resource declares (the server's too). */
export function AccountIdentityInputs() {
  const validate = useDeclaredValidators(identity);
  return (
    <>
      <TextInput source="displayName" validate={validate.displayName} autoComplete="off" fullWidth />
      <TextInput source="email" validate={validate.email} autoComplete="off" inputProps={{ inputMode: 'email' }} fullWidth />
      <TextInput source="phone" type="tel" validate={validate.phone} autoComplete="off" fullWidth />
    </>
  );
}

/** A new password: required when creating staff, optional otherwise (blank keeps or skips it). */
export function AccountPasswordInput({ required, helperKey }: { required: boolean; helperKey: string }) {
  return (
    <PasswordInput
      source="password"
      validate={required ? validateNewPassword : validateOptionalPassword}
      autoComplete="new-password"
      helperText={helperKey}
      fullWidth
    />
  );
}

/** The signed-in person's current password, asked for before they change their own email. */
export function CurrentPasswordInput({ helperKey }: { helperKey: string }) {
  return <PasswordInput source="currentPassword" autoComplete="current-password" helperText={helperKey} fullWidth />;
}

/** Account status (active, pending, suspended) with translated names. */
export function AccountStatusInput({ disabled, helperText }: { disabled?: boolean; helperText?: string }) {
  const translate = useTranslate();
  const choices = accountStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return <SelectInput source="status" choices={choices} disabled={disabled} helperText={helperText} />;
}
