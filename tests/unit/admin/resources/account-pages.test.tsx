import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { passwordStrength } from '../../../../src/pages/change-password/passwordStrength';
import { apiError, renderAdmin } from './renderAdmin';

const auth = vi.hoisted(() => ({ changePassword: vi.fn(), updateStoredUser: vi.fn() }));
vi.mock('../../../../src/authProvider', () => auth);

const { ChangePasswordPage } = await import('../../../../src/pages/change-password/ChangePasswordPage');
const { ProfilePage } = await import('../../../../src/pages/profile/ProfilePage');
const { SuccessPage } = await import('../../../../src/pages/success/SuccessPage');

beforeEach(() => {
  auth.changePassword.mockReset();
  auth.updateStoredUser.mockReset();
});

describe('change password', () => {
  const renderPage = (authProvider?: AuthProvider) =>
    renderAdmin(<ChangePasswordPage />, { dataProvider: {}, authProvider, path: '/change-password', route: '/change-password' });

  /** Types the current password and the new one twice, as an admin would. */
  async function typePasswords(current: string, next: string) {
    await userEvent.click(screen.getByLabelText(/Current password/));
    await userEvent.paste(current);
    await userEvent.click(screen.getByLabelText(/^New password/));
    await userEvent.paste(next);
    await userEvent.click(screen.getByLabelText(/Confirm the new password/));
    await userEvent.paste(next);
  }

  it('checks the confirmation and hints at strength before sending', async () => {
    renderPage();
    await userEvent.click(screen.getByLabelText(/Current password/));
    await userEvent.paste('old-password-1');
    await userEvent.click(screen.getByLabelText(/^New password/));
    await userEvent.paste('Tr0ub4dor&3-horse');
    expect(screen.getByText('Strength: strong')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Confirm the new password/));
    await userEvent.paste('something else');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure and goes to /success on success", async () => {
    auth.changePassword.mockRejectedValueOnce(apiError(400, 'Your current password is not right')).mockResolvedValueOnce('Password changed');
    renderPage();
    await typePasswords('wrong-password', 'a-much-better-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right');
    expect(auth.changePassword).toHaveBeenCalledWith('wrong-password', 'a-much-better-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('goes to sign-in when the session has ended (the token refresh answered 401), as other calls do', async () => {
    auth.changePassword.mockRejectedValueOnce(apiError(401, 'Your session has ended. Sign in again.'));
    const logout = vi.fn().mockResolvedValue(undefined);
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout,
      checkAuth: async () => undefined,
      checkError: async (error: { status?: number }) => {
        if (error.status === 401) throw error;
      },
    };
    renderPage(authProvider);
    await typePasswords('old-password-1', 'a-much-better-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('rates passwords', () => {
    expect(passwordStrength('short').strength).toBe('weak');
    expect(passwordStrength('abcdefghijkl').strength).toBe('weak');
    expect(passwordStrength('abcdefghijklmnop').strength).toBe('fair');
    expect(passwordStrength('Abcdefgh1jklmnop').strength).toBe('good');
  });
});

describe('profile', () => {
  const me = { id: 5, email: 'ada@tutor-admin.test', displayName: 'Ada Admin', phone: null, photoURL: null };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: vi.fn().mockResolvedValue({ id: 5, fullName: 'Ada Admin' }),
  };
  const provider = () => ({
    getOne: vi.fn().mockResolvedValue({ data: me }),
    update: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { ...me, displayName: data.displayName, photoURL: '/uploads/new.png' } })),
  });

  it('refuses a photo over 2 MB or of the wrong type before sending', async () => {
    const dataProvider = provider();
    renderAdmin(<ProfilePage />, { dataProvider, authProvider, path: '/profile' });
    await screen.findByDisplayValue('Ada Admin');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big, { applyAccept: false });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    // nothing was taken: no preview, the form is still clean (Save stays disabled), nothing sent
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves name and photo, then updates the stored user for the app bar', async () => {
    const dataProvider = provider();
    renderAdmin(<ProfilePage />, { dataProvider, authProvider, path: '/profile' });
    const name = await screen.findByDisplayValue('Ada Admin');
    expect(screen.getByDisplayValue('ada@tutor-admin.test')).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('Ada Lovelace');
    const photo = new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo);
    const identityCalls = vi.mocked(authProvider.getIdentity!).mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0]!;
    expect(params.id).toBe(5);
    expect(params.data.displayName).toBe('Ada Lovelace');
    expect(params.data.photo.rawFile).toBe(photo);
    await waitFor(() => expect(auth.updateStoredUser).toHaveBeenCalledWith({ displayName: 'Ada Lovelace', photoURL: '/uploads/new.png' }));
    // the identity is fetched again, so the app bar shows the new name and photo
    await waitFor(() => expect(vi.mocked(authProvider.getIdentity!).mock.calls.length).toBeGreaterThan(identityCalls));
  });
});

describe('success page', () => {
  it('confirms and offers a way back', () => {
    renderAdmin(<SuccessPage />, { dataProvider: {}, path: '/success' });
    expect(screen.getByRole('status')).toHaveTextContent('Done! Your change has been saved.');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
