import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { createDataProvider } from '../../../../src/dataProvider';
import { withErrorsInLanguage } from '../../../../src/dataProvider/errorsInLanguage';
import { i18nProvider } from '../../../../src/i18n';
import { clientWith, type SentRequest } from '../providerTestKit';

export interface OverHttpOptions {
  /** Who is signed in, as react-admin asks (none: everything is allowed). */
  authProvider?: AuthProvider;
  /** The server's refusals said in the chosen language, as the admin's own dataProvider says them (AppProviders.tsx). */
  errorsInLanguage?: boolean;
}

/**
 * Renders `ui` at `path` inside react-admin over the admin's real dataProvider and i18n, its HTTP
 * answered by `answer`, with no retries; answers the requests it sends, as they are sent.
 */
export function renderOverHttp(ui: ReactNode, path: string, answer: (request: SentRequest) => Response, options: OverHttpOptions = {}): SentRequest[] {
  const { client, sent } = clientWith(answer);
  const dataProvider = createDataProvider(client);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={options.errorsInLanguage ? withErrorsInLanguage(dataProvider, i18nProvider.translate) : dataProvider}
        authProvider={options.authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return sent;
}
