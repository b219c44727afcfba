import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { displayName, phone } from '../../../../contract/accountFields';
import { email, newPassword } from '../../../../contract/auth';
import { accountStatuses } from '../../../../contract/values';
import { zodField } from './validation';

const validateName = zodField(displayName, { required: true });
const validateEmail = zodField(email, { required: true });
const validatePhone = zodField(phone);
const validateNewPassword = zodField(newPassword, { required: true });
const validateOptionalPassword = zodField(newPassword);

/** Name, email and phone of any account, validated with the contract's own rules. */
export function AccountIdentityInputs() {
  return (
    <>
      <TextInput source="displayName" validate={validateName} autoComplete="off" fullWidth />
      <TextInput source="email" validate={validateEmail} autoComplete="off" inputProps={{ inputMode: 'email' }} fullWidth />
      <TextInput source="phone" type="tel" validate={validatePhone} autoComplete="off" fullWidth />
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
