import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { checkForValidToken, resetPassword } from '../authProvider/index.js';
import { BareAlert } from '../bare/BareAlert.js';
import { BareField } from '../bare/BareField.js';
import { BarePage } from '../bare/BarePage.js';
import { useBareForm } from '../bare/useBareForm.js';
import { atLeast, required } from '../bare/validators.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type TokenState = 'checking' | 'valid' | 'invalid';

type ResetValues = { password: string; confirmPassword: string };

const sameAsPassword = (value: string, values: ResetValues) =>
  value && value !== values.password ? 'app.auth.passwords_mismatch' : undefined;

const checks = {
  password: [required, atLeast(10, 'app.auth.password_too_short')],
  confirmPassword: [required, sameAsPassword],
};

/** The token is checked first; an invalid or expired one sends the visitor to error-419 (spec section 2). */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { field, handleSubmit } = useBareForm<ResetValues>({ password: '', confirmPassword: '' }, checks);

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

  const submit = async (values: ResetValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await resetPassword(token, values.password);
      navigate('/admin/login', { replace: true, state: { notice: 'app.auth.reset_done' } });
    } catch (error) {
      setFailure(errorMessage(error, translate('ra.notification.http_error'), translate));
      setSaving(false);
    }
  };

  return (
    <BarePage title={translate('app.page.reset_password')}>
      {tokenState === 'checking' ? (
        <p role="status">
          {translate('app.auth.checking_link')}
        </p>
      ) : (
        <>
          <p>{translate('app.auth.reset_intro')}</p>
          {failure && (
            <BareAlert severity="error">{failure}</BareAlert>
          )}
          <form className="bare-form" onSubmit={handleSubmit(submit)} noValidate>
            <BareField {...field('password')} type="password" revealable label={translate('app.auth.new_password')} autoComplete="new-password" autoFocus />
            <BareField {...field('confirmPassword')} type="password" revealable label={translate('app.auth.confirm_password')} autoComplete="new-password" />
            <button type="submit" className="bare-button" disabled={saving}>
              {translate('app.auth.reset_submit')}
            </button>
          </form>
        </>
      )}
      <BareLink to="/admin/login">{translate('app.auth.back_to_sign_in')}</BareLink>
    </BarePage>
  );
}
