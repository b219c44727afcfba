import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { appEnglish } from '../../../../src/i18n/en';
import { en as audit } from '../../../../src/resources/audit/messages';
import { en as emailTemplates } from '../../../../src/resources/email-templates/messages';
import { en as languages } from '../../../../src/resources/languages/messages';
import { en as levels } from '../../../../src/resources/levels/messages';
import { en as pages } from '../../../../src/resources/pages/messages';
import { en as reportTitles } from '../../../../src/resources/report-titles/messages';
import { en as content } from '../../../../src/resources/shared/catalogue/messages';
import { en as siteSetting } from '../../../../src/resources/site-setting/messages';
import { en as subjects } from '../../../../src/resources/subjects/messages';
import { en as password } from '../../../../src/pages/change-password/messages';
import { en as profile } from '../../../../src/pages/profile/messages';
import { en as done } from '../../../../src/pages/success/messages';

/** English react-admin messages plus this area's catalogues, merged as the lead will merge them. */
export const testMessages = {
  ...englishMessages,
  resources: {
    audit,
    'email-templates': emailTemplates,
    languages,
    levels,
    pages,
    'report-titles': reportTitles,
    'site-setting': siteSetting,
    subjects,
  },
  app: { content, password, profile, done, form: { draft_restored: 'Your unsaved changes have been restored.' }, request: appEnglish.app.request },
};

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
