import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LoadBoundary } from './lazyLoad.js';

/** Catches an admin part whose code failed to load and offers a reload instead of a blank page. */
export function LoadErrorBoundary({ children }: { children: ReactNode }) {
  return <LoadBoundary Failed={LoadFailed}>{children}</LoadBoundary>;
}

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
