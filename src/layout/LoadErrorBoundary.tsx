import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChunkLoadTimeoutError } from './loadTimeout.js';

interface State {
  error: Error | null;
}

/** Catches a screen whose code failed to load and offers a reload instead of a blank page. */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadFailed timedOut={this.state.error instanceof ChunkLoadTimeoutError} /> : this.props.children;
  }
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
