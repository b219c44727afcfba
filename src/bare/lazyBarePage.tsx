import type { ComponentType } from 'react';
import { useTranslate } from 'ra-core';
import { lazyWith, type LazyOptions, type LazyPart } from '../layout/lazyLoad.js';
import { BareAlert } from './BareAlert.js';

export function BareLoading() {
  const translate = useTranslate();
  // A whole page while it loads: its main landmark and heading say so (axe checks pages mid-load too).
  return (
    <main className="bare-loading">
      <span className="bare-spinner" aria-hidden="true" />
      <div role="status">
        <h1 className="bare-loading-title">{translate('app.lazy.loading')}</h1>
      </div>
    </main>
  );
}

function BareLoadFailed({ timedOut }: { timedOut: boolean }) {
  const translate = useTranslate();
  return (
    <div style={{ margin: 16 }}>
      <BareAlert severity="error">
        <strong>{translate('app.lazy.failed_title')}</strong>
        <p>{translate(timedOut ? 'app.lazy.timeout_text' : 'app.lazy.failed_text')}</p>
        <button type="button" className="bare-button outlined" onClick={() => window.location.reload()}>
          {translate('app.lazy.reload')}
        </button>
      </BareAlert>
    </div>
  );
}

/**
 * A bare page (or the admin itself) loaded on first use, drawn while loading without Material UI
 * (`Loading`: the loading page unless told otherwise).
 */
export function lazyBarePage<P extends object>(load: () => Promise<ComponentType<P>>, Loading: ComponentType = BareLoading, options?: LazyOptions): LazyPart<P> {
  return lazyWith({ Loading, Failed: BareLoadFailed }, load, options);
}
