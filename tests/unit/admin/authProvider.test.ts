import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountCalls } from '../../../src/authProvider/accountCalls';
import { allowedNow, createAuthProvider } from '../../../src/authProvider/authProvider';
import { createHttpClient } from '../../../src/authProvider/httpClient';
import { forgetSessionEnded, sessionEndedMark } from '../../../src/authProvider/sessionEnded';
import {
  clearSession,
  cookieNames,
  getStoredUser,
  hasAccessToken,
  readSession,
  saveSession,
  storageKeys,
  updateStoredUser,
  type StoredUser,
} from '../../../src/authProvider/storage';
import { fakeFetch, jsonResponse, type Responder } from './providerTestKit';

const serverUser = {
  id: 4,
  uid: 'acc_4',
  email: 'super@example.test',
  displayName: 'Sam Super',
  photoURL: '/uploads/sam.png',
  userType: 'superAdmin',
  userRole: null,
  status: 'active',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const storedUser: StoredUser = { id: 4, uid: 'acc_4', email: 'super@example.test', displayName: 'Sam Super', photoURL: '/uploads/sam.png', userType: 'superAdmin' };
const refreshSeconds = 30 * 24 * 3600;

const loginAnswer = () =>
  jsonResponse({ data: serverUser }, 200, { accesstoken: 'access-1', refreshtoken: 'refresh-1', refreshtokenexpiresin: String(refreshSeconds) });

function setup(responder: Responder = () => loginAnswer()) {
  const fake = fakeFetch(responder);
  const client = createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch });
  return { ...fake, authProvider: createAuthProvider(client), account: createAccountCalls(client) };
}

beforeEach(() => {
  clearSession();
  forgetSessionEnded();
});
afterEach(() => vi.restoreAllMocks());

describe('authProvider.login', () => {
  it('posts the login form to /admin/login and keeps the session in sessionStorage only (no remember-me)', async () => {
    const { authProvider, sent } = setup();
    await authProvider.login({ email: 'super@example.test', password: 'secret-pass' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/login',
      body: { email: 'super@example.test', password: 'secret-pass', rememberMe: false },
    });
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user)!)).toEqual(storedUser);
    // Nothing outlives the browser session: no localStorage, no cookies.
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(getStoredUser()).toEqual(storedUser);
    expect(hasAccessToken()).toBe(true);
  });

  it('with remember-me stores the flag and refresh token in Secure, SameSite=Strict, prefixed cookies expiring with the refresh token', async () => {
    const written: string[] = [];
    const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      cookieSetter.set!.call(this, value);
    });
    const { authProvider, sent } = setup();
    const before = Date.now();
    await authProvider.login({ email: 'super@example.test', password: 'secret-pass', rememberMe: true });
    expect(sent[0]!.body).toMatchObject({ rememberMe: true });

    const flag = written.find((cookie) => cookie.startsWith(`${cookieNames.rememberMe}=1`));
    const refresh = written.find((cookie) => cookie.startsWith(`${cookieNames.refreshToken}=refresh-1`));
    for (const cookie of [flag, refresh]) {
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; sameSite=strict/i);
      const expires = Date.parse(/; expires=([^;]+)/.exec(cookie!)![1]!);
      expect(expires).toBeGreaterThanOrEqual(Math.floor((before + refreshSeconds * 1000) / 1000) * 1000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + refreshSeconds * 1000);
    }
    expect(cookieNames.refreshToken.startsWith('tutorAdmin_')).toBe(true);
    expect(Cookies.get(cookieNames.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(readSession()).toMatchObject({ remembered: true, refreshToken: 'refresh-1', user: storedUser });
  });

  it('rejects with the server\'s message on 401 and stores nothing', async () => {
    const { authProvider } = setup(() => jsonResponse({ message: 'The email or password is not correct.', code: 'INVALID_CREDENTIALS' }, 401));
    await expect(authProvider.login({ email: 'a@b.test', password: 'nope' })).rejects.toThrow('The email or password is not correct.');
    expect(readSession()).toBeNull();
  });
});

describe('authProvider.logout', () => {
  it('tells the server (access token and refresh token) and forgets everything', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: true, refreshTokenExpiresAt: Date.now() + 60_000 });
    const { authProvider, sent } = setup(() => jsonResponse({ message: 'You are signed out.' }));
    await authProvider.logout({});
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: 'Bearer access-1' }, body: { refreshToken: 'refresh-1' } });
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { authProvider } = setup(() => Promise.reject(new TypeError('offline')));
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(readSession()).toBeNull();
  });

  it('calls nothing when nobody is signed in', async () => {
    const { authProvider, sent } = setup();
    await authProvider.logout({});
    expect(sent).toHaveLength(0);
  });
});

describe('authProvider checks', () => {
  it('checkAuth resolves with an access token, or with only a refresh token (cookie), and rejects without', async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: true, refreshTokenExpiresAt: Date.now() + 60_000 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    localStorage.removeItem(storageKeys.accessToken);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([
    ['no error at all', undefined],
    ['a validation error', { status: 400 }],
    ['a server error', { status: 500 }],
    ['a network error', { status: 0 }],
  ])('checkError lets %s through', async (_label, error) => {
    await expect(setup().authProvider.checkError(error)).resolves.toBeUndefined();
  });

  it('checkError logs out on 401 (react-admin remembers the page for after login), marking the session as ended for the sign-in page', async () => {
    const error = { status: 401, message: 'Your session has ended. Sign in again.' };
    expect(sessionEndedMark()).toBe(false);
    await expect(setup().authProvider.checkError(error)).rejects.toBe(error);
    expect(sessionEndedMark()).toBe(true);
  });

  it('a sign-out the person chose leaves no such mark, also when a request under way then fails; a later session can end again', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { authProvider } = setup(() => jsonResponse({ message: 'You are signed out.' }));
    await authProvider.logout({});
    const error = { status: 401, message: 'Your session has ended. Sign in again.' };
    await expect(authProvider.checkError(error)).rejects.toBe(error);
    expect(sessionEndedMark()).toBe(false);
    saveSession({ accessToken: 'access-2', refreshToken: 'refresh-2', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    await authProvider.checkAuth({});
    await expect(authProvider.checkError(error)).rejects.toBe(error);
    expect(sessionEndedMark()).toBe(true);
  });

  it('checkError sends a 403 (after the refresh and retry) to /pages/not-authorized without logging out', async () => {
    await expect(setup().authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false, redirectTo: '/pages/not-authorized', message: false });
  });

  it('getIdentity, getPermissions and canAccess read the stored user without the network', async () => {
    const { authProvider, sent } = setup();
    await expect(authProvider.getIdentity!()).rejects.toBeDefined();
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    // Signed out: the sign-in redirect applies (checkAuth), not "access denied".
    await expect(authProvider.canAccess!({ action: 'list', resource: 'admin-management' })).resolves.toBe(true);

    saveSession({ accessToken: 'a', refreshToken: 'r', user: { ...storedUser, userType: 'admin', userRole: 'editor' }, remembered: false, refreshTokenExpiresAt: 0 });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 4, fullName: 'Sam Super', avatar: '/uploads/sam.png' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual({ userType: 'admin', userRole: 'editor' });
    await expect(authProvider.canAccess!({ action: 'list', resource: 'tutors' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'admin-management' })).resolves.toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('checkAuth, canAccess, getPermissions and getIdentity wait for a token refresh in flight instead of refusing', async () => {
    let finishRefresh: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (finishRefresh = resolve));
    const fake = fakeFetch(async (request) => {
      if (request.url.endsWith('/auth/refreshToken')) {
        await refreshed;
        return jsonResponse({ data: serverUser }, 200, { accesstoken: 'access-2', refreshtoken: 'refresh-2', refreshtokenexpiresin: String(refreshSeconds) });
      }
      return request.headers.authorization === 'Bearer access-2' ? jsonResponse({ data: [] }) : jsonResponse({ message: 'expired' }, 403);
    });
    const client = createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch });
    const authProvider = createAuthProvider(client);
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });

    const listing = client('/admin/tutor');
    await vi.waitFor(() => expect(fake.sent.some((request) => request.url.endsWith('/auth/refreshToken'))).toBe(true));
    expect(getStoredUser()).toBeNull(); // cleared while the refresh runs (spec section 4)
    const signedIn = authProvider.checkAuth({});
    const access = authProvider.canAccess!({ action: 'list', resource: 'tutors' });
    const permissions = authProvider.getPermissions!({});
    const identity = authProvider.getIdentity!();
    finishRefresh();
    await expect(signedIn).resolves.toBeUndefined();
    await expect(access).resolves.toBe(true);
    await expect(permissions).resolves.toEqual({ userType: 'superAdmin', userRole: 'admin' });
    await expect(identity).resolves.toMatchObject({ id: 4, fullName: 'Sam Super' });
    await expect(listing).resolves.toMatchObject({ status: 200 });
  });

  it('allowedNow answers without waiting only when checkAuth and canAccess would both allow', async () => {
    expect(allowedNow('tutors', 'list')).toBe(false); // nobody signed in: ask checkAuth
    saveSession({ accessToken: 'a', refreshToken: 'r', user: { ...storedUser, userType: 'admin', userRole: 'editor' }, remembered: false, refreshTokenExpiresAt: 0 });
    expect(allowedNow('tutors', 'list')).toBe(true);
    expect(allowedNow('admin-management', 'list')).toBe(false);
    const { authProvider } = setup();
    await expect(authProvider.canAccess!({ action: 'list', resource: 'tutors' })).resolves.toBe(true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    sessionStorage.removeItem(storageKeys.user); // as while a token refresh runs: ask canAccess, which waits
    expect(allowedNow('tutors', 'list')).toBe(false);
  });

  it('getPermissions defaults the role to admin', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    await expect(setup().authProvider.getPermissions!({})).resolves.toEqual({ userType: 'superAdmin', userRole: 'admin' });
  });

  it('updateStoredUser merges profile changes into the stored user', () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    updateStoredUser({ displayName: 'Sam S.', photoURL: null });
    expect(getStoredUser()).toEqual({ ...storedUser, displayName: 'Sam S.', photoURL: null });
  });
});

describe('account calls of the bare pages', () => {
  const ok = (message: string) => () => jsonResponse({ message });

  it.each([
    ['forgotPassword', (calls: ReturnType<typeof setup>['account']) => calls.forgotPassword('a@b.test'), '/api/v1/auth/forgotPassword', { email: 'a@b.test' }],
    ['resetPassword', (calls: ReturnType<typeof setup>['account']) => calls.resetPassword('tok', 'new-password-1'), '/api/v1/auth/resetPassword', { password: 'new-password-1', token: 'tok' }],
    ['verifyAccount', (calls: ReturnType<typeof setup>['account']) => calls.verifyAccount('tok'), '/api/v1/user/verifyAccount', { token: 'tok' }],
  ])('%s posts without a token and answers the server message', async (_name, run, url, body) => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { account, sent } = setup(ok('Done.'));
    await expect(run(account)).resolves.toBe('Done.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url, body });
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('checkForValidToken posts without a token and answers what the link is for', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { account, sent } = setup(() => jsonResponse({ data: { valid: true, purpose: 'set_password' }, message: 'This link is valid.' }));
    await expect(account.checkForValidToken('tok')).resolves.toBe('set_password');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/checkForValidToken', body: { token: 'tok' } });
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('changePassword posts with the token and shows the server\'s field error on failure', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'r', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { account, sent } = setup(() =>
      jsonResponse({ message: 'Your current password is not correct.', code: 'VALIDATION_FAILED', errors: { oldPassword: 'This is not your current password' } }, 400),
    );
    const error = await account.changePassword('wrong', 'new-password-1').catch((e: unknown) => e);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/user/changePassword', headers: { authorization: 'Bearer access-1' }, body: { oldPassword: 'wrong', newPassword: 'new-password-1' } });
    expect(error).toMatchObject({ status: 400, message: 'Your current password is not correct.', errors: { oldPassword: 'This is not your current password' } });
  });

  it('changePassword keeps new tokens when the server hands some out', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: storedUser, remembered: false, refreshTokenExpiresAt: 0 });
    const { account } = setup(() => jsonResponse({ message: 'Changed.' }, 200, { accesstoken: 'access-2', refreshtoken: 'refresh-2', refreshtokenexpiresin: '60' }));
    await expect(account.changePassword('old-password', 'new-password-1')).resolves.toBe('Changed.');
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', user: storedUser });
  });

  it('a failed token check rejects with the server\'s message (the page then shows error-419)', async () => {
    const { account } = setup(() => jsonResponse({ message: 'This link has expired. Ask for a new one.', code: 'NOT_FOUND' }, 404));
    await expect(account.checkForValidToken('old')).rejects.toMatchObject({ status: 404, message: 'This link has expired. Ask for a new one.' });
  });
});
