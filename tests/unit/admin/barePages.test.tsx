import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellTestApp } from './shellTestKit.js';

const calls = vi.hoisted(() => ({
  checkForValidToken: vi.fn(),
  resetPassword: vi.fn(),
  forgotPassword: vi.fn(),
  verifyAccount: vi.fn(),
}));
vi.mock('../../../src/authProvider/index.js', () => calls);

const { ResetPasswordPage } = await import('../../../src/pages/ResetPasswordPage.js');
const { ForgotPasswordPage } = await import('../../../src/pages/ForgotPasswordPage.js');
const { VerifyPage } = await import('../../../src/pages/VerifyPage.js');
const { LoginPage, afterLoginPath } = await import('../../../src/pages/LoginPage.js');

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}

function renderReset(token = 'tok') {
  render(
    <ShellTestApp path={`/reset-password/${token}`} routePattern="/reset-password/:token" beside={<Where />}>
      <ResetPasswordPage />
    </ShellTestApp>,
  );
}

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
});

describe('reset password', () => {
  it('sends an invalid or expired link to error-419', async () => {
    calls.checkForValidToken.mockRejectedValue(new Error('This link has expired. Ask for a new one.'));
    renderReset('old');
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/pages/error-419'));
    expect(calls.checkForValidToken).toHaveBeenCalledWith('old');
  });

  it('checks that both passwords match, shows the server message, and signs in after success', async () => {
    calls.checkForValidToken.mockResolvedValue(undefined);
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
});

describe('forgot password', () => {
  it("shows the server's message when the call fails", async () => {
    calls.forgotPassword.mockRejectedValue(new Error('Too many requests. Try again in a minute.'));
    render(<ShellTestApp path="/admin/forgot-password"><ForgotPasswordPage /></ShellTestApp>);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(calls.forgotPassword).toHaveBeenCalledWith('ada@example.test');
  });
});

describe('verify', () => {
  it('says plainly that it worked', async () => {
    calls.verifyAccount.mockResolvedValue(undefined);
    render(<ShellTestApp path="/verify/abc" routePattern="/verify/:token"><VerifyPage /></ShellTestApp>);
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeInTheDocument();
    expect(calls.verifyAccount).toHaveBeenCalledWith('abc');
  });
});

describe('sign in', () => {
  it('goes back to the screen that asked for it, else to the dashboard', () => {
    expect(afterLoginPath({ nextPathname: '/admin/tutors/edit/3', nextSearch: '?x=1' })).toBe('/admin/tutors/edit/3?x=1');
    expect(afterLoginPath({ nextPathname: '/admin/tutors' })).toBe('/admin/tutors');
    expect(afterLoginPath({ nextPathname: 'https://evil.example/' })).toBe('/admin/dashboard');
    expect(afterLoginPath(null)).toBe('/admin/dashboard');
  });

  it("shows the server's message when signing in fails", async () => {
    const authProvider = {
      login: vi.fn().mockRejectedValue(new Error('The email address or password is not correct.')),
      logout: vi.fn().mockResolvedValue(undefined),
      checkAuth: vi.fn().mockResolvedValue(undefined),
      checkError: vi.fn().mockResolvedValue(undefined),
    };
    render(<ShellTestApp path="/admin/login" authProvider={authProvider}><LoginPage /></ShellTestApp>);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is not correct.');
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'ada@example.test', password: 'wrong', rememberMe: false });
  });
});
