import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/authProvider/ApiRequestError.js';
import { clearSession, saveSession } from '../../../src/authProvider/storage.js';
import { BareTestApp } from './shellTestKit.js';

const calls = vi.hoisted(() => ({
  checkForValidToken: vi.fn(),
  resetPassword: vi.fn(),
  forgotPassword: vi.fn(),
  verifyAccount: vi.fn(),
  authProvider: { login: vi.fn() },
}));
vi.mock('../../../src/authProvider/index.js', () => calls);

const { ResetPasswordPage } = await import('../../../src/pages/ResetPasswordPage.js');
const { ForgotPasswordPage } = await import('../../../src/pages/ForgotPasswordPage.js');
const { VerifyPage } = await import('../../../src/pages/VerifyPage.js');
const { LoginPage, afterLoginPath } = await import('../../../src/pages/LoginPage.js');

function Where() {
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message ?? '';
  return (
    <>
      <output aria-label="where">{location.pathname}</output>
      <output aria-label="message passed on">{message}</output>
    </>
  );
}

function renderReset(token = 'tok') {
  render(
    <BareTestApp path={`/reset-password/${token}`} routePattern="/reset-password/:token" beside={<Where />}>
      <ResetPasswordPage />
    </BareTestApp>,
  );
}

beforeEach(() => {
  for (const call of [calls.checkForValidToken, calls.resetPassword, calls.forgotPassword, calls.verifyAccount, calls.authProvider.login]) call.mockReset();
  localStorage.clear();
});

describe('reset password', () => {
  it('sends an invalid or expired link to error-419', async () => {
    calls.checkForValidToken.mockRejectedValue(new Error('This link has expired. Ask for a new one.'));
    renderReset('old');
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/pages/error-419'));
    expect(screen.getByLabelText('message passed on')).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(calls.checkForValidToken).toHaveBeenCalledWith('old');
  });

  it('says so when the link could not be checked (offline, server error), and checks it again on request', async () => {
    calls.checkForValidToken
      .mockRejectedValueOnce(new ApiRequestError(503, { message: 'The service is busy. Try again in a moment.', code: 'UNAVAILABLE' }))
      .mockResolvedValueOnce('reset_password');
    renderReset('fine');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Try again in a moment.');
    expect(screen.getByLabelText('where')).toHaveTextContent('/reset-password/fine');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(calls.checkForValidToken).toHaveBeenCalledTimes(2);
  });

  it('checks that both passwords match, shows the server message, and signs in after success', async () => {
    calls.checkForValidToken.mockResolvedValue('reset_password');
    calls.resetPassword.mockRejectedValueOnce(new Error('Use at least 10 characters')).mockResolvedValueOnce(undefined);
    renderReset();
    const password = await screen.findByLabelText(/^New password/);
    fireEvent.change(password, { target: { value: 'a-long-new-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: 'something-else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls.resetPassword).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: 'a-long-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at least 10 characters');

    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/admin/login'));
    expect(calls.resetPassword).toHaveBeenLastCalledWith('tok', 'a-long-new-password');
  });

  it('welcomes an account created without a password: the link of its email chooses its first password', async () => {
    calls.checkForValidToken.mockResolvedValue('set_password');
    calls.resetPassword.mockResolvedValue(undefined);
    renderReset('first');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome! Choose the password you will sign in with/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'my-first-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: 'my-first-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/admin/login'));
    expect(calls.resetPassword).toHaveBeenLastCalledWith('first', 'my-first-password');
  });
});

describe('forgot password', () => {
  it("shows the server's message when the call fails", async () => {
    calls.forgotPassword.mockRejectedValue(new Error('Too many requests. Try again in a minute.'));
    render(<BareTestApp path="/admin/forgot-password"><ForgotPasswordPage /></BareTestApp>);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(calls.forgotPassword).toHaveBeenCalledWith('ada@example.test');
  });
});

describe('verify', () => {
  it('says plainly that it worked', async () => {
    calls.verifyAccount.mockResolvedValue(undefined);
    render(<BareTestApp path="/verify/abc" routePattern="/verify/:token"><VerifyPage /></BareTestApp>);
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeInTheDocument();
    expect(calls.verifyAccount).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login');
  });

  it('offers a signed-in admin the dashboard instead of the sign-in page', async () => {
    calls.verifyAccount.mockResolvedValue(undefined);
    saveSession({ accessToken: 'a', refreshToken: 'r', user: { id: 1, uid: 'u1', email: 'ada@example.test', displayName: 'Ada', photoURL: null, userType: 'admin' }, remembered: false, refreshTokenExpiresAt: Date.now() + 60_000 });
    try {
      render(<BareTestApp path="/verify/abc" routePattern="/verify/:token"><VerifyPage /></BareTestApp>);
      expect(await screen.findByText('Your email address is verified. Thank you!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    } finally {
      clearSession();
    }
  });
});

describe('sign in', () => {
  it('goes back to the screen that asked for it, else to the dashboard', () => {
    expect(afterLoginPath({ nextPathname: '/admin/tutors/edit/3', nextSearch: '?x=1' })).toBe('/admin/tutors/edit/3?x=1');
    expect(afterLoginPath({ nextPathname: '/admin/tutors' })).toBe('/admin/tutors');
    expect(afterLoginPath({ nextPathname: 'https://evil.example/' })).toBe('/admin/dashboard');
    expect(afterLoginPath(null)).toBe('/admin/dashboard');
  });

  function renderLogin() {
    render(
      <BareTestApp path="/admin/login" routePattern="/admin/login" beside={<Where />}>
        <LoginPage />
      </BareTestApp>,
    );
  }

  it("shows the server's message when signing in fails, and stays on the sign-in page", async () => {
    calls.authProvider.login.mockRejectedValue(new Error('The email address or password is not correct.'));
    renderLogin();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is not correct.');
    expect(calls.authProvider.login).toHaveBeenCalledWith({ email: 'ada@example.test', password: 'wrong', rememberMe: false });
    expect(screen.getByLabelText('where')).toHaveTextContent('/admin/login');
  });

  it('says what is missing beside each field, before calling the server', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(calls.authProvider.login).not.toHaveBeenCalled();
  });

  it('signs in with remember me and opens the dashboard', async () => {
    calls.authProvider.login.mockResolvedValue(undefined);
    renderLogin();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Ada@Example.test ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/admin/dashboard'));
    expect(calls.authProvider.login).toHaveBeenCalledWith({ email: 'Ada@Example.test', password: 'right-password', rememberMe: true });
  });

  it('follows the language and theme chosen in the admin', async () => {
    localStorage.setItem('RaStoretutorAdmin.locale', '"fr"');
    localStorage.setItem('RaStoretutorAdmin.theme', '"dark"');
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(document.querySelector('.bare')).toHaveAttribute('data-theme', 'dark');
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'de' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStoretutorAdmin.locale')).toBe('"de"');
    fireEvent.click(screen.getByRole('button', { name: 'Hell/Dunkel umschalten' }));
    expect(document.querySelector('.bare')).toHaveAttribute('data-theme', 'light');
  });
});
