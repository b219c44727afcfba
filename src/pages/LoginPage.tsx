import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, email, Form, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BarePage } from '../layout/BarePage.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginState {
  nextPathname?: string;
  nextSearch?: string;
  notice?: string;
}

/** Where to go after signing in: back to the screen that asked for it, else the dashboard (spec section 4). */
export function afterLoginPath(state: LoginState | null | undefined): string {
  return state?.nextPathname?.startsWith('/admin/') ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/admin/dashboard';
}

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Partial<LoginValues>) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ email: values.email, password: values.password, rememberMe: Boolean(values.rememberMe) }, afterLoginPath(state));
    } catch (error) {
      setFailure(errorMessage(error, translate('app.auth.sign_in_failed')));
      setSubmitting(false);
    }
  };

  return (
    <BarePage title={translate('app.page.login')}>
      <p style={{ margin: 0 }}>{translate('app.auth.welcome')}</p>
      {state?.notice && (
        <Alert severity="success" role="status">
          {translate(state.notice)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Form<LoginValues> onSubmit={submit} defaultValues={{ email: '', password: '', rememberMe: false }} noValidate>
        <Stack>
          <TextInput
            source="email"
            type="email"
            label="app.auth.email"
            autoComplete="username"
            autoFocus
            validate={[required('app.auth.required'), email('app.auth.invalid_email')]}
          />
          <PasswordInput
            source="password"
            label="app.auth.password"
            autoComplete="current-password"
            validate={required('app.auth.required')}
          />
          <BooleanInput source="rememberMe" label="app.auth.remember_me" />
          <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ mt: 1 }}>
            {translate(submitting ? 'app.auth.signing_in' : 'app.auth.sign_in')}
          </Button>
        </Stack>
      </Form>
      <BareLink to="/admin/forgot-password">{translate('app.auth.forgot_password_link')}</BareLink>
    </BarePage>
  );
}
