import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, Notification, useNotify, type ListControllerResult } from 'react-admin';
import { ApiRequestError, errorFromResponse, networkError } from '../../../src/authProvider/ApiRequestError.js';
import { i18nProvider } from '../../../src/i18n/index.js';
import { errorMessage } from '../../../src/pages/errorMessage.js';
import { errorText } from '../../../src/resources/shared/catalogue/serverError.js';
import { ListError } from '../../../src/resources/shared/people/ListError.js';

const GERMAN_OFFLINE = 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
const serverRefusal = new ApiRequestError(409, { message: 'Algebra is used by 12 tutors', code: 'UNEXPECTED_RESPONSE' });

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

function German({ children }: { children: React.ReactNode }) {
  return (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'de' })}>
      {children}
      <Notification />
    </AdminContext>
  );
}

describe('messages the HTTP client writes itself', () => {
  it('are translation keys; the server message is kept as it came', async () => {
    expect(networkError().message).toBe('app.request.network');
    expect((await errorFromResponse(new Response('<html>', { status: 503 }))).message).toBe('app.request.unavailable');
    expect((await errorFromResponse(new Response('<html>', { status: 502 }))).message).toBe('ra.notification.http_error');
    const json = new Response(JSON.stringify({ message: 'Taken', code: 'CONFLICT' }), { status: 409 });
    expect((await errorFromResponse(json)).message).toBe('Taken');
  });

  it('come out in the chosen language where a screen shows the error itself', async () => {
    await i18nProvider.changeLocale('de');
    const translate = i18nProvider.translate;
    expect(errorMessage(networkError(), 'fallback', translate)).toBe(GERMAN_OFFLINE);
    expect(errorMessage(serverRefusal, 'fallback', translate)).toBe('Algebra is used by 12 tutors');
    expect(errorMessage(new Error(''), 'fallback', translate)).toBe('fallback');
    expect(errorText(networkError(), translate)).toBe(GERMAN_OFFLINE);
    expect(errorText(undefined, translate)).toBe(translate('ra.notification.http_error'));
    expect(errorText(undefined, translate)).not.toBe('Server communication error');
  });

  it('a list that cannot load says so in German, with a retry', async () => {
    const refetch = vi.fn();
    const context = { error: networkError(), refetch } as unknown as ListControllerResult;
    render(
      <German>
        <ListContextProvider value={context}>
          <ListError />
        </ListContextProvider>
      </German>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(GERMAN_OFFLINE);
  });

  it('a notification of the failure (react-admin translates the key) is in German', async () => {
    function FailingSave() {
      const notify = useNotify();
      useEffect(() => notify(networkError().message, { type: 'error' }), [notify]);
      return null;
    }
    render(
      <German>
        <FailingSave />
      </German>,
    );
    expect(await screen.findByText(GERMAN_OFFLINE)).toBeInTheDocument();
  });
});
