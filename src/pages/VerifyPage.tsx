import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { verifyAccount } from '../authProvider/index.js';
import { currentGuardSession, dashboardPath, guardRoute, loginPath } from '../authProvider/routeGuard.js';
import { BareAlert } from '../bare/BareAlert.js';
import { BarePage } from '../bare/BarePage.js';
import { BareLink } from './BareLinks.js';
import { errorMessage } from './errorMessage.js';

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; error: unknown };

export function VerifyPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // Staff already signed in go on to the dashboard (the sign-in page would send them there anyway).
  const signedIn = guardRoute(loginPath, currentGuardSession()) === dashboardPath;

  useEffect(() => {
    let current = true;
    verifyAccount(token).then(
      () => current && setOutcome({ state: 'verified' }),
      (error: unknown) => current && setOutcome({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <BarePage title={translate('app.page.verify')}>
      {outcome.state === 'checking' && (
        <p role="status">
          {translate('app.auth.verify_checking')}
        </p>
      )}
      {outcome.state === 'verified' && (
        <BareAlert severity="success">{translate('app.auth.verify_success')}</BareAlert>
      )}
      {outcome.state === 'failed' && (
        <BareAlert severity="error">{translate('app.auth.verify_failed')} {errorMessage(outcome.error, '', translate)}</BareAlert>
      )}
      {signedIn ? (
        <BareLink to={dashboardPath}>{translate('app.auth.to_dashboard')}</BareLink>
      ) : (
        <BareLink to={loginPath}>{translate('app.auth.back_to_sign_in')}</BareLink>
      )}
    </BarePage>
  );
}
