import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWhenBackOnline } from './useWhenBackOnline.js';

/**
 * An admin part whose code could not be loaded: says so, with a reload (never a blank page). When
 * the network comes back the part loads again by itself: a toolbar lost in a network drop returns
 * without the admin reloading the page (and losing what the form holds).
 */
export function LoadFailed({ timedOut, retry }: { timedOut: boolean; retry: () => void }) {
  const translate = useTranslate();
  useWhenBackOnline(retry);
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
