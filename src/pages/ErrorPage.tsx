import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BarePage } from '../layout/BarePage.js';

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
      <p style={{ margin: 0 }}>{translate(text)}</p>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {kind === '419' && (
          <Button component={Link} to="/admin/forgot-password" variant="contained">
            {translate('app.error.request_new_link')}
          </Button>
        )}
        {kind === '500' && (
          <Button onClick={() => window.location.reload()} variant="outlined">
            {translate('app.error.try_again')}
          </Button>
        )}
        <Button component={Link} to="/" variant={kind === '419' ? 'outlined' : 'contained'}>
          {translate('app.error.back_home')}
        </Button>
      </Stack>
    </BarePage>
  );
}
