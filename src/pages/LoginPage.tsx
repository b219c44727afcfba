import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { authProvider } from '../authProvider/index.js';
import { forgetSessionEnded, sessionEndedMark } from '../authProvider/sessionEnded.js';
import { BareAlert } from '../bare/BareAlert.js';
import { BareField } from '../bare/BareField.js';
import { BarePage } from '../bare/BarePage.js';
import { useBareForm } from '../bare/useBareForm.js';
import { required, validEmail } from '../bare/validators.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

interface LoginState {
  nextPathname?: string;
  nextSearch?: string;
  notice?: string;
}

/** Where to go after signing in: back to the screen that asked for it, else the dashboard (spec section 4). */
export function afterLoginPath(state: LoginState | null | undefined): string {
  return state?.nextPathname?.startsWith('/admin/') ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/admin/dashboard';
}

const checks = { email: [required, validEmail], password: [required] };

/** Sign-in (spec section 4): a bare page without react-admin, so that it loads fast. */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const [rememberMe, setRememberMe] = useState(false);
  const [sessionEnded] = useState(sessionEndedMark);
  useEffect(forgetSessionEnded, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { field, handleSubmit } = useBareForm({ email: '', password: '' }, checks);

  const submit = async (values: { email: string; password: string }) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await authProvider.login({ email: values.email.trim(), password: values.password, rememberMe });
      navigate(afterLoginPath(state), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, translate('app.auth.sign_in_failed'), translate));
      setSubmitting(false);
    }
  };

  return (
    <BarePage title={translate('app.page.login')}>
      <p>{translate('app.auth.welcome')}</p>
      {state?.notice && <BareAlert severity="success">{translate(state.notice)}</BareAlert>}
      {sessionEnded && !failure && <BareAlert severity="info">{translate('app.auth.session_ended')}</BareAlert>}
      {failure && <BareAlert severity="error">{failure}</BareAlert>}
      <form className="bare-form" onSubmit={handleSubmit(submit)} noValidate>
        <BareField {...field('email')} type="email" label={translate('app.auth.email')} autoComplete="username" autoFocus />
        <BareField {...field('password')} type="password" revealable label={translate('app.auth.password')} autoComplete="current-password" />
        <label className="bare-check">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          {translate('app.auth.remember_me')}
        </label>
        <button type="submit" className="bare-button" disabled={submitting}>
          {translate(submitting ? 'app.auth.signing_in' : 'app.auth.sign_in')}
        </button>
      </form>
      <BareLink to="/admin/forgot-password">{translate('app.auth.forgot_password_link')}</BareLink>
    </BarePage>
  );
}
