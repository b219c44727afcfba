import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BareProviders } from '../../../src/bare/BareProviders.js';
import { i18nProvider } from '../../../src/i18n/index.js';

/** react-admin context (English, fresh memory store) inside a memory router at `path`. */
export function ShellTestApp({
  children,
  path = '/admin/dashboard',
  routePattern = '*',
  authProvider,
  beside,
}: {
  children: ReactNode;
  /** Rendered outside the route, e.g. a probe of the current location. */
  beside?: ReactNode;
  path?: string;
  routePattern?: string;
  authProvider?: AuthProvider;
}) {
  return (
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext basename="/admin" i18nProvider={i18nProvider} store={memoryStore()} authProvider={authProvider}>
        <Routes>
          <Route path={routePattern} element={children} />
        </Routes>
        {beside}
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** The bare pages' providers (no react-admin, no Material UI) inside a memory router at `path`. */
export function BareTestApp({ children, path, routePattern = '*', beside }: { children: ReactNode; path: string; routePattern?: string; beside?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <BareProviders>
        <Routes>
          <Route path={routePattern} element={children} />
        </Routes>
        {beside}
      </BareProviders>
    </MemoryRouter>
  );
}
