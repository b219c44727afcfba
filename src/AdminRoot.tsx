import { AdminApp } from './AdminApp.js';
import { AppProviders } from './AppProviders.js';
import { preloadListFor } from './resources/preloadScreen.js';

preloadListFor(window.location.pathname);

/** Everything under /admin/* with react-admin's providers: one lazily loaded chunk, never needed by the sign-in page. */
export function AdminRoot() {
  return (
    <AppProviders>
      <AdminApp />
    </AppProviders>
  );
}
