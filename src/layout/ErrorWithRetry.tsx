import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';

/** What could not be read, said in an alert with a Retry beside it: the one error state of every screen part that reads data. */
export function ErrorWithRetry({ children, onRetry, sx }: { children: ReactNode; onRetry: () => unknown; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('app.content.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
