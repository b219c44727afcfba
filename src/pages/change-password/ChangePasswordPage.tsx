import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  Form,
  PasswordInput,
  SaveButton,
  maxLength,
  minLength,
  required,
  useLogoutIfAccessDenied,
  useRedirect,
  useTranslate,
  type Validator,
} from 'react-admin';
import { changePassword } from '../../authProvider';
import { errorText, formErrorsFromServer } from '../../resources/shared/catalogue/serverError';
import { MAX_PASSWORD, MIN_PASSWORD, passwordStrength } from './passwordStrength';

const sameAsNew: Validator = (value, values) =>
  value && value !== values?.newPassword ? 'app.password.mismatch' : undefined;
const differentFromOld: Validator = (value, values) =>
  value && value === values?.oldPassword ? 'app.password.sameAsOld' : undefined;

/** Mirrors contract/auth.ts (changePasswordBody). */
const validate = {
  oldPassword: [required(), maxLength(1024)],
  newPassword: [required(), minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD), differentFromOld],
  confirmPassword: [required(), sameAsNew],
};

const colours = { empty: 'inherit', weak: 'error', fair: 'warning', good: 'info', strong: 'success' } as const;

function StrengthHint() {
  const translate = useTranslate();
  const password = (useWatch({ name: 'newPassword' }) as string | undefined) ?? '';
  const { strength, score } = passwordStrength(password);
  if (strength === 'empty') return null;
  return (
    <Box sx={{ mb: 2, maxWidth: 400 }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(score, 1) * 25}
        color={colours[strength]}
        aria-hidden
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 0.5 }}>
        {translate('app.password.strength', { level: translate(`app.password.levels.${strength}`) })}
      </Typography>
    </Box>
  );
}

/** Calls `onEdit` whenever the person changes a password after a refusal: the refusal no longer applies. */
function WatchPasswords({ onEdit }: { onEdit: () => void }) {
  const [oldPassword, newPassword] = useWatch({ name: ['oldPassword', 'newPassword'] }) as [unknown, unknown];
  useEffect(onEdit, [oldPassword, newPassword, onEdit]);
  return null;
}

/**
 * /admin/change-password: old and new password; success goes to /admin/success. A refusal shows the
 * server's message once (spec section 9), beside the field it names, until that is edited.
 */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [failure, setFailure] = useState<string | null>(null);
  const forgetFailure = useCallback(() => setFailure(null), []);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await changePassword(String(values.oldPassword), String(values.newPassword));
    } catch (error) {
      // An ended session (the refresh answered 401) goes to sign-in, as every other call's does.
      if (await logoutIfAccessDenied(error)) return undefined;
      setFailure(errorText(error, translate));
      return formErrorsFromServer(error, ['oldPassword', 'newPassword'], 'oldPassword', translate);
    }
    redirect(() => '/success');
    return undefined;
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.password.intro', { min: MIN_PASSWORD })}</Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {/* No FormDraftKeeper here on purpose: passwords are never written to storage. */}
        <Form onSubmit={submit} disableInvalidFormNotification noValidate>
          <WatchPasswords onEdit={forgetFailure} />
          <PasswordInput source="oldPassword" label="app.password.old" validate={validate.oldPassword} autoComplete="current-password" fullWidth />
          <PasswordInput source="newPassword" label="app.password.new" validate={validate.newPassword} autoComplete="new-password" fullWidth />
          <StrengthHint />
          <PasswordInput source="confirmPassword" label="app.password.confirm" validate={validate.confirmPassword} autoComplete="new-password" fullWidth />
          <SaveButton label="app.password.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
