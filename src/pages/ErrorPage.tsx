import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { BarePage } from '../bare/BarePage.js';

export type ErrorKind = '404' | '419' | '500' | 'not-authorized';

const texts: Record<ErrorKind, { title: string; text: string }> = {
  '404': { title: 'app.page.error_404', text: 'app.error.not_found_text' },
  '419': { title: 'app.page.error_419', text: 'app.error.expired_text' },
  '500': { title: 'app.page.error_500', text: 'app.error.server_text' },
  'not-authorized': { title: 'app.page.not_authorized', text: 'app.error.not_authorized_text' },
};

/** The error pages of spec section 2, each with a way back ("/" leads to sign-in or the dashboard). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const translate = useTranslate();
  const { title, text } = texts[kind];
  return (
    <BarePage title={translate(title)}>
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
