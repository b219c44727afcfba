import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, minLength, PasswordInput, required, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkForValidToken, resetPassword } from '../authProvider/index.js';
import { BarePage } from '../layout/BarePage.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type TokenState = 'checking' | 'valid' | 'invalid';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const sameAsPassword = (value: string, values: Partial<ResetValues>) =>
  value && value !== values.password ? 'app.auth.passwords_mismatch' : undefined;

/** The token is checked first; an invalid or expired one sends the visitor to error-419 (spec section 2). */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    checkForValidToken(token).then(
      () => current && setTokenState('valid'),
      () => current && setTokenState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (tokenState === 'invalid') return <Navigate to="/pages/error-419" replace />;

  const submit = async (values: Partial<ResetValues>) => {
    setSaving(true);
    setFailure(null);
    try {
      await resetPassword(token, values.password ?? '');
      navigate('/admin/login', { replace: true, state: { notice: 'app.auth.reset_done' } });
    } catch (error) {
      setFailure(errorMessage(error, translate('ra.notification.http_error')));
      setSaving(false);
    }
  };

  return (
    <BarePage title={translate('app.page.reset_password')}>
      {tokenState === 'checking' ? (
        <p role="status" style={{ margin: 0 }}>
          {translate('app.auth.checking_link')}
        </p>
      ) : (
        <>
          <p style={{ margin: 0 }}>{translate('app.auth.reset_intro')}</p>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Form<ResetValues> onSubmit={submit} defaultValues={{ password: '', confirmPassword: '' }} noValidate>
            <Stack>
              <PasswordInput
                source="password"
                label="app.auth.new_password"
                autoComplete="new-password"
                autoFocus
                validate={[required('app.auth.required'), minLength(10, 'app.auth.password_too_short')]}
              />
              <PasswordInput
                source="confirmPassword"
                label="app.auth.confirm_password"
                autoComplete="new-password"
                validate={[required('app.auth.required'), sameAsPassword]}
              />
              <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 1 }}>
                {translate('app.auth.reset_submit')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <BareLink to="/admin/login">{translate('app.auth.back_to_sign_in')}</BareLink>
    </BarePage>
  );
}
