import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { forgotPassword } from '../authProvider/index.js';
import { BareAlert } from '../bare/BareAlert.js';
import { BareField } from '../bare/BareField.js';
import { BarePage } from '../bare/BarePage.js';
import { useBareForm } from '../bare/useBareForm.js';
import { required, validEmail } from '../bare/validators.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type Outcome = { ok: true } | { ok: false; message: string } | null;

const checks = { email: [required, validEmail] };

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const { field, handleSubmit } = useBareForm({ email: '' }, checks);

  const submit = async (values: { email: string }) => {
    setSending(true);
    try {
      await forgotPassword(values.email.trim());
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, translate('ra.notification.http_error'), translate) });
    } finally {
      setSending(false);
    }
  };

  return (
    <BarePage title={translate('app.page.forgot_password')}>
      {outcome?.ok ? (
        <BareAlert severity="success">{translate('app.auth.forgot_sent')}</BareAlert>
      ) : (
        <>
          <p>{translate('app.auth.forgot_intro')}</p>
          {outcome && !outcome.ok && (
            <BareAlert severity="error">{outcome.message}</BareAlert>
          )}
          <form className="bare-form" onSubmit={handleSubmit(submit)} noValidate>
            <BareField {...field('email')} type="email" label={translate('app.auth.email')} autoComplete="email" autoFocus />
            <button type="submit" className="bare-button" disabled={sending}>
              {translate(sending ? 'app.auth.sending' : 'app.auth.send_link')}
            </button>
          </form>
        </>
      )}
      <BareLink to="/admin/login">{translate('app.auth.back_to_sign_in')}</BareLink>
    </BarePage>
  );
}
