import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * An admin part whose code could not be loaded: says so, with a reload (never a blank page). The
 * part also loads again by itself once the network is back (lazyLoad.tsx): a toolbar lost in a
 * network drop returns without a reload that would lose what the form holds.
 */
export function LoadFailed({ timedOut }: { timedOut: boolean }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
          {translate('app.lazy.reload', { _: 'Reload' })}
        </Button>
      }
    >
      <AlertTitle>{translate('app.lazy.failed_title', { _: 'This screen could not be loaded' })}</AlertTitle>
      {translate(timedOut ? 'app.lazy.timeout_text' : 'app.lazy.failed_text')}
    </Alert>
  );
}
