import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkForValidToken, resetPassword } from '../authProvider/index.js';
import type { PasswordLink } from '../authProvider/accountCalls.js';
import { isTransient } from '../authProvider/httpClient.js';
import { BareAlert } from '../bare/BareAlert.js';
import { BareField } from '../bare/BareField.js';
import { BarePage } from '../bare/BarePage.js';
import { useBareForm } from '../bare/useBareForm.js';
import { atLeast, required } from '../bare/validators.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type TokenState = { kind: 'checking' } | { kind: 'valid'; purpose: PasswordLink } | { kind: 'invalid' | 'unchecked'; error: unknown };

/** The page's words: a reset, or the first password of an account created without one (its emailed link leads here too). */
const wording = {
  reset_password: { title: 'app.page.reset_password', intro: 'app.auth.reset_intro', submit: 'app.auth.reset_submit', done: 'app.auth.reset_done' },
  set_password: { title: 'app.page.set_password', intro: 'app.auth.set_intro', submit: 'app.auth.set_submit', done: 'app.auth.set_done' },
} as const;

/** Offline, a busy or failing server: the link may be fine, so the visitor may check it again. */
const couldNotCheck = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && isTransient(status);
};

type ResetValues = { password: string; confirmPassword: string };

const sameAsPassword = (value: string, values: ResetValues) =>
  value && value !== values.password ? 'app.auth.passwords_mismatch' : undefined;

const checks = {
  password: [required, atLeast(10, 'app.auth.password_too_short')],
  confirmPassword: [required, sameAsPassword],
};

/**
 * The token is checked first; an invalid or expired one sends the visitor to error-419 with the
 * server's message (spec sections 2 and 8). A check that could not be made is said so here, with a
 * way to try again.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [tokenState, setTokenState] = useState<TokenState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { field, handleSubmit } = useBareForm<ResetValues>({ password: '', confirmPassword: '' }, checks);

  useEffect(() => {
    let current = true;
    checkForValidToken(token).then(
      (purpose) => current && setTokenState({ kind: 'valid', purpose }),
      (error: unknown) => current && setTokenState({ kind: couldNotCheck(error) ? 'unchecked' : 'invalid', error }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const checkAgain = () => {
    setTokenState({ kind: 'checking' });
    setAttempt((count) => count + 1);
  };
  const failedCheck = 'error' in tokenState ? errorMessage(tokenState.error, translate('ra.notification.http_error'), translate) : '';
  if (tokenState.kind === 'invalid') return <Navigate to="/pages/error-419" replace state={{ message: failedCheck }} />;
  const words = wording[tokenState.kind === 'valid' ? tokenState.purpose : 'reset_password'];

  const submit = async (values: ResetValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await resetPassword(token, values.password);
      navigate('/admin/login', { replace: true, state: { notice: words.done } });
    } catch (error) {
      setFailure(errorMessage(error, translate('ra.notification.http_error'), translate));
      setSaving(false);
    }
  };

  return (
    <BarePage title={translate(words.title)}>
      {tokenState.kind === 'checking' ? (
        <p role="status">
          {translate('app.auth.checking_link')}
        </p>
      ) : tokenState.kind === 'unchecked' ? (
        <>
          <BareAlert severity="error">{failedCheck}</BareAlert>
          <div className="bare-actions">
            <button type="button" className="bare-button" onClick={checkAgain}>
              {translate('app.error.try_again')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{translate(words.intro)}</p>
          {failure && (
            <BareAlert severity="error">{failure}</BareAlert>
          )}
          <form className="bare-form" onSubmit={handleSubmit(submit)} noValidate>
            <BareField {...field('password')} type="password" revealable label={translate('app.auth.new_password')} autoComplete="new-password" autoFocus />
            <BareField {...field('confirmPassword')} type="password" revealable label={translate('app.auth.confirm_password')} autoComplete="new-password" />
            <button type="submit" className="bare-button" disabled={saving}>
              {translate(words.submit)}
            </button>
          </form>
        </>
      )}
      <BareLink to="/admin/login">{translate('app.auth.back_to_sign_in')}</BareLink>
    </BarePage>
  );
}
