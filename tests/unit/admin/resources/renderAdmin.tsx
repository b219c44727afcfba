import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { englishCatalogue } from '../../../../src/i18n/catalogue';

/** The admin's own English catalogue, every screen's texts included (so tests read what a user reads). */
export const testMessages = englishCatalogue;

export const testI18n = () =>
  polyglotI18nProvider(() => testMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

type Fake = Partial<Record<keyof DataProvider, unknown>> & Record<string, unknown>;

export interface RenderOptions {
  dataProvider: Fake;
  authProvider?: AuthProvider;
  /** The URL the test starts at. */
  path?: string;
  /** Renders `ui` as the element of this route (for views reading `:id`). */
  route?: string;
  resource?: string;
}

/** Renders `ui` inside react-admin's context with a fake dataProvider, a fresh store and no retries. */
export function renderAdmin(ui: ReactNode, { dataProvider, authProvider, path = '/', route, resource }: RenderOptions) {
  const routed = route ? (
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  const content = resource ? <ResourceContextProvider value={resource}>{routed}</ResourceContextProvider> : routed;
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={testI18n()}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        {content}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** An error as C1's httpClient throws it (react-admin HttpError with the API's body). */
export function apiError(status: number, message: string, errors?: Record<string, string>) {
  return Object.assign(new Error(message), { status, body: { message, code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', errors } });
}
