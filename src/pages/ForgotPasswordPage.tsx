import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { forgotPassword } from '../authProvider/index.js';
import { BarePage } from '../layout/BarePage.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type Outcome = { ok: true } | { ok: false; message: string } | null;

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: { email?: string }) => {
    setSending(true);
    try {
      await forgotPassword(values.email ?? '');
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, translate('ra.notification.http_error')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <BarePage title={translate('app.page.forgot_password')}>
      {outcome?.ok ? (
        <Alert severity="success" role="status">
          {translate('app.auth.forgot_sent')}
        </Alert>
      ) : (
        <>
          <p style={{ margin: 0 }}>{translate('app.auth.forgot_intro')}</p>
          {outcome && !outcome.ok && (
            <Alert severity="error" role="alert">
              {outcome.message}
            </Alert>
          )}
          <Form onSubmit={submit} defaultValues={{ email: '' }} noValidate>
            <Stack>
              <TextInput
                source="email"
                type="email"
                label="app.auth.email"
                autoComplete="email"
                autoFocus
                validate={[required('app.auth.required'), email('app.auth.invalid_email')]}
              />
              <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 1 }}>
                {translate(sending ? 'app.auth.sending' : 'app.auth.send_link')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <BareLink to="/admin/login">{translate('app.auth.back_to_sign_in')}</BareLink>
    </BarePage>
  );
}
