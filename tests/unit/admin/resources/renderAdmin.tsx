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
import { translatedCatalogue } from '../../../../src/i18n/translations';
import type { OtherLocale } from '../../../../src/i18n/baseTranslations';

/** The admin's own English catalogue, every screen's texts included (so tests read what a user reads). */
export const testMessages = englishCatalogue;

export const testI18n = () =>
  polyglotI18nProvider(() => testMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** The admin in another of its languages, as a user who chose it reads it. */
const translatedI18n = (locale: OtherLocale) =>
  polyglotI18nProvider(() => translatedCatalogue(locale), locale, [{ locale, name: locale }], { allowMissing: true });

type Fake = Partial<Record<keyof DataProvider, unknown>> & Record<string, unknown>;

export interface RenderOptions {
  dataProvider: Fake;
  authProvider?: AuthProvider;
  /** The URL the test starts at. */
  path?: string;
  /** Renders `ui` as the element of this route (for views reading `:id`). */
  route?: string;
  resource?: string;
  /** The admin's language (English unless given). */
  locale?: 'en' | OtherLocale;
  /** A query cache of the test's own (to hold what an earlier screen left in it). */
  queryClient?: QueryClient;
}

/** A query cache that never retries, as every test's. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` inside react-admin's context with a fake dataProvider, a fresh store and no retries. */
export function renderAdmin(ui: ReactNode, { dataProvider, authProvider, path = '/', route, resource, locale = 'en', queryClient = testQueryClient() }: RenderOptions) {
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
        i18nProvider={locale === 'en' ? testI18n() : translatedI18n(locale)}
        store={memoryStore(locale === 'en' ? {} : { locale })}
        queryClient={queryClient}
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
