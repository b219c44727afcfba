import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { createDataProvider } from '../../../../src/dataProvider';
import { i18nProvider } from '../../../../src/i18n';
import { clientWith, type SentRequest } from '../providerTestKit';

/**
 * Renders `ui` at `path` inside react-admin over the admin's real dataProvider and i18n, its HTTP
 * answered by `answer`, with no retries; answers the requests it sends, as they are sent.
 */
export function renderOverHttp(ui: ReactNode, path: string, answer: (request: SentRequest) => Response): SentRequest[] {
  const { client, sent } = clientWith(answer);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createDataProvider(client)}
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
