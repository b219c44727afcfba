import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../src/authProvider/ApiRequestError.js';
import { withErrorsInLanguage } from '../../../src/dataProvider/errorsInLanguage.js';
import { i18nProvider } from '../../../src/i18n/index.js';
import { DeclaredInlineList } from '../../../src/resources/kit/inline/DeclaredInlineList.js';
import { jsonResponse } from './providerTestKit.js';
import { BareTestApp } from './shellTestKit.js';

/*
 * A German admin meets the server's refusals in German: each failure below is the error the HTTP
 * client makes of the body the API answers (tests/api/error-reasons.test.ts checks those bodies).
 */

const calls = vi.hoisted(() => ({
  checkForValidToken: vi.fn(),
  resetPassword: vi.fn(),
  forgotPassword: vi.fn(),
  verifyAccount: vi.fn(),
  changePassword: vi.fn(),
  updateStoredUser: vi.fn(),
  authProvider: { login: vi.fn() },
}));
vi.mock('../../../src/authProvider/index.js', async (original) => ({ ...(await original<object>()), ...calls }));

const { LoginPage } = await import('../../../src/pages/LoginPage.js');
const { VerifyPage } = await import('../../../src/pages/VerifyPage.js');
const { ChangePasswordPage } = await import('../../../src/pages/change-password/ChangePasswordPage.js');

/** The error the HTTP client throws for this answer of the API. */
const refusal = (status: number, body: Record<string, unknown>) => errorFromResponse(jsonResponse(body, status));

beforeEach(() => {
  for (const call of [calls.verifyAccount, calls.changePassword, calls.authProvider.login]) call.mockReset();
  localStorage.clear();
  localStorage.setItem('RaStoretutorAdmin.locale', '"de"');
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('on the bare pages', () => {
  it('a failed sign-in says so in German', async () => {
    calls.authProvider.login.mockRejectedValue(
      await refusal(401, { message: 'The email address or password is not correct.', code: 'INVALID_CREDENTIALS', reason: 'SIGN_IN_FAILED', params: {} }),
    );
    render(
      <BareTestApp path="/admin/login" routePattern="/admin/login">
        <LoginPage />
      </BareTestApp>,
    );
    fireEvent.change(await screen.findByLabelText(/^E-Mail/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Passwort\*?$/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('not correct');
  });

  it('too many attempts: German, with the wait in German', async () => {
    calls.authProvider.login.mockRejectedValue(
      await refusal(429, { message: 'Too many attempts. Try again in 45 seconds.', code: 'RATE_LIMITED', reason: 'TOO_MANY_ATTEMPTS', params: { seconds: 45 } }),
    );
    render(
      <BareTestApp path="/admin/login" routePattern="/admin/login">
        <LoginPage />
      </BareTestApp>,
    );
    fireEvent.change(await screen.findByLabelText(/^E-Mail/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Passwort\*?$/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Versuchen Sie es in 45 Sekunden erneut.');
  });

  it('a verification link that is not valid: the whole sentence is German', async () => {
    calls.verifyAccount.mockRejectedValue(
      await refusal(404, {
        message: 'This link is not valid. Check that you opened the whole link, or ask for a new one.',
        code: 'NOT_FOUND',
        reason: 'LINK_INVALID',
        params: {},
      }),
    );
    render(
      <BareTestApp path="/verify/abc" routePattern="/verify/:token">
        <VerifyPage />
      </BareTestApp>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wir konnten Ihre E-Mail-Adresse nicht bestätigen. Dieser Link ist ungültig. Prüfen Sie, ob Sie den vollständigen Link geöffnet haben, oder fordern Sie einen neuen an.',
    );
  });
});

/** react-admin in German with the admin's dataProvider decoration (src/AppProviders.tsx), at `path`. */
function renderGermanAdmin(ui: ReactNode, dataProvider: Record<string, unknown>, { path = '/', resource }: { path?: string; resource?: string } = {}) {
  const content = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={withErrorsInLanguage(dataProvider as unknown as DataProvider, i18nProvider.translate)}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'de' })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        <Routes>
          <Route path="*" element={content} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const english = { id: 1, name: 'English', code: 'en', usageCount: 12, sortOrder: 0, updatedAt: '2026-01-02T10:00:00.000Z' };

function languages(overrides: Record<string, unknown>) {
  return {
    getList: vi.fn().mockResolvedValue({ data: [english], total: 1 }),
    getMany: vi.fn().mockResolvedValue({ data: [] }),
    ...overrides,
  };
}

describe('in the admin', () => {
  it('removing a language that tutors use: the refusal is German, with the name and how many use it', async () => {
    const inUse = await refusal(409, {
      message: 'English is used by 12 tutors, so it cannot be removed',
      code: 'CONFLICT',
      reason: 'IN_USE',
      params: { label: 'English', uses: { tutors: 12 } },
    });
    const dataProvider = languages({ delete: vi.fn().mockRejectedValue(inUse) });
    renderGermanAdmin(<DeclaredInlineList />, dataProvider, { resource: 'languages', path: '/languages' });
    await userEvent.click(await screen.findByRole('button', { name: 'English entfernen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /bestätigen/i }));
    expect(await screen.findByText('„English“ wird noch verwendet (Tutoren: 12) und kann deshalb nicht entfernt werden.')).toBeInTheDocument();
    expect(screen.queryByText(/is used by/)).not.toBeInTheDocument();
  });

  it('adding a language that exists: the refusal beside the name is German', async () => {
    const duplicate = await refusal(409, {
      message: 'A language called "English" already exists',
      code: 'CONFLICT',
      reason: 'DUPLICATE_NAME',
      params: { resource: 'languages', value: 'English' },
      errors: { name: 'A language called "English" already exists' },
      fieldReasons: { name: { reason: 'DUPLICATE_NAME', params: { resource: 'languages', value: 'English' } } },
    });
    const create = vi.fn().mockRejectedValue(duplicate);
    renderGermanAdmin(<DeclaredInlineList />, languages({ create }), { resource: 'languages', path: '/languages' });
    await screen.findByRole('textbox', { name: 'Suchen' }); // the filter bar, which arrives after the rows
    const form = screen.getByRole('region', { name: 'Sprache hinzufügen' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'English');
    await userEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(form).findByText('„English“ gibt es bereits.')).toBeInTheDocument();
    expect(create).toHaveBeenCalled();
  });

  it('changing the password with a wrong current one: German above the form and beside the field', async () => {
    const why = { reason: 'PASSWORD_WRONG', params: {} };
    calls.changePassword.mockRejectedValue(
      await refusal(400, {
        message: 'Your current password is not correct.',
        code: 'VALIDATION_FAILED',
        ...why,
        errors: { oldPassword: 'This is not your current password' },
        fieldReasons: { oldPassword: why },
      }),
    );
    renderGermanAdmin(<ChangePasswordPage />, {});
    await userEvent.click(await screen.findByLabelText(/Aktuelles Passwort/));
    await userEvent.paste('wrong-password');
    await userEvent.click(screen.getByLabelText(/^Neues Passwort\s*\*?$/));
    await userEvent.paste('a-much-better-passphrase');
    await userEvent.click(screen.getByLabelText(/Neues Passwort bestätigen/));
    await userEvent.paste('a-much-better-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr aktuelles Passwort ist nicht korrekt.');
    await waitFor(() => expect(screen.getByLabelText(/Aktuelles Passwort/)).toHaveAccessibleDescription('Ihr aktuelles Passwort ist nicht korrekt.'));
  });
});
