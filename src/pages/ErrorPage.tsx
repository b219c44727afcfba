import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { BareAlert } from '../bare/BareAlert.js';
import { BarePage } from '../bare/BarePage.js';

export type ErrorKind = '404' | '419' | '500' | 'not-authorized';

const texts: Record<ErrorKind, { title: string; text: string }> = {
  '404': { title: 'app.page.error_404', text: 'app.error.not_found_text' },
  '419': { title: 'app.page.error_419', text: 'app.error.expired_text' },
  '500': { title: 'app.page.error_500', text: 'app.error.server_text' },
  'not-authorized': { title: 'app.page.not_authorized', text: 'app.error.not_authorized_text' },
};

/** The server's own words, when the page that sent the visitor here passed them on (error-419 after a token check). */
function useServerMessage(): string | null {
  const state: unknown = useLocation().state;
  const message = state && typeof state === 'object' ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** The error pages of spec section 2, each with a way back ("/" leads to sign-in or the dashboard). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const translate = useTranslate();
  const serverMessage = useServerMessage();
  const { title, text } = texts[kind];
  return (
    <BarePage title={translate(title)}>
      {serverMessage && <BareAlert severity="error">{serverMessage}</BareAlert>}
      <p>{translate(text)}</p>
      <div className="bare-actions">
        {kind === '419' && (
          <Link className="bare-button" to="/admin/forgot-password">
            {translate('app.error.request_new_link')}
          </Link>
        )}
        {kind === '500' && (
          <button type="button" className="bare-button outlined" onClick={() => window.location.reload()}>
            {translate('app.error.try_again')}
          </button>
        )}
        <Link className={kind === '419' ? 'bare-button outlined' : 'bare-button'} to="/">
          {translate('app.error.back_home')}
        </Link>
      </div>
    </BarePage>
  );
}
