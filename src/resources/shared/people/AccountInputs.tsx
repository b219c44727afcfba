import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { newPassword } from '../../../../contract/auth';
import { accountStatuses } from '../../../../contract/values';
import { useDeclaredValidators } from '../../kit/useDeclaredValidators';
import { zodField } from './validation';

const validatePassword = zodField(newPassword);

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

/** A new password, never required: left blank, a new account's owner is emailed a link to choose one, and an existing account keeps its own. */
export function AccountPasswordInput({ helperKey }: { helperKey: string }) {
  return (
    <PasswordInput
      source="password"
      validate={validatePassword}
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
