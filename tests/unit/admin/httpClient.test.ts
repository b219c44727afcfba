import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/authProvider/ApiRequestError';
import { createHttpClient } from '../../../src/authProvider/httpClient';
import { onRefreshAnnouncement, onStorageEvent } from '../../../src/authProvider/otherTabs';
import { clearSession, cookieNames, readSession, saveSession, storageKeys, type Session, type StoredUser } from '../../../src/authProvider/storage';
import { fakeFetch, jsonResponse, type SentRequest } from './providerTestKit';

const user: StoredUser = { id: 1, uid: 'u1', email: 'admin@example.test', displayName: 'Ada Admin', photoURL: null, userType: 'admin' };

function signIn(overrides: Partial<Session> = {}) {
  saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user, remembered: false, refreshTokenExpiresAt: Date.now() + 3_600_000, ...overrides });
}

/** What the refresh call answers: new tokens in headers, the user in data. */
const refreshed = (n: number, expiresIn = 7200) =>
  jsonResponse({ data: { ...user, displayName: `Ada ${n}`, status: 'active' } }, 200, {
    accesstoken: `access-${n}`,
    refreshtoken: `refresh-${n}`,
    refreshtokenexpiresin: String(expiresIn),
  });

const isRefresh = (request: SentRequest) => request.url.endsWith('/auth/refreshToken');
const bearer = (request: SentRequest) => request.headers.authorization;

/** A promise resolved from outside, to hold a response back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => clearSession());

describe('httpClient: requests', () => {
  it('sends the access token, JSON and the query, and answers the parsed body', async () => {
    signIn();
    const { fetch, sent } = fakeFetch(() => jsonResponse({ data: { id: 1 } }));
    const client = createHttpClient({ baseUrl: '/api/v1', fetch });
    const answer = await client('/admin/languages/add', { method: 'POST', body: { name: 'Welsh' }, query: { a: 1, empty: '', none: undefined } });
    expect(answer.json).toEqual({ data: { id: 1 } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/languages/add?a=1',
      headers: { authorization: 'Bearer access-1', 'content-type': 'application/json', accept: 'application/json' },
      body: { name: 'Welsh' },
    });
  });

  it('sends no token on public calls and never refreshes for them', async () => {
    signIn();
    const { fetch, sent } = fakeFetch(() => jsonResponse({ message: 'No', code: 'FORBIDDEN' }, 403));
    const client = createHttpClient({ baseUrl: '/api/v1', fetch });
    await expect(client('/auth/forgotPassword', { method: 'POST', body: { email: 'a@b.test' }, auth: false })).rejects.toMatchObject({ status: 403 });
    expect(sent).toHaveLength(1);
    expect(bearer(sent[0]!)).toBeUndefined();
    expect(readSession()?.accessToken).toBe('access-1');
  });

  it('turns error bodies into ApiRequestError {status, code, message, errors}', async () => {
    signIn();
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'Check the form', code: 'VALIDATION_FAILED', errors: { name: 'Enter the name' } }, 400));
    const error = await createHttpClient({ baseUrl: '', fetch })('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form', errors: { name: 'Enter the name' } });
  });

  it('gives a plain message for a body that is not JSON, and for no connection at all', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).rejects.toMatchObject({ status: 502, message: 'ra.notification.http_error' });
    const offline = createHttpClient({ baseUrl: '', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'app.request.network' });
  });

  it('lets an aborted request reject with the AbortError (react-query cancels quietly)', async () => {
    signIn();
    const controller = new AbortController();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('Aborted', 'AbortError'));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      });
    const pending = createHttpClient({ baseUrl: '', fetch })('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('httpClient: 403 -> one shared refresh -> retry once', () => {
  it('clears the stored values, refreshes with the kept refresh token, stores the new session and retries', async () => {
    signIn();
    let storedDuringRefresh: unknown = 'not called';
    const { fetch, sent } = fakeFetch((request) => {
      if (isRefresh(request)) {
        storedDuringRefresh = readSession();
        return refreshed(2);
      }
      return bearer(request) === 'Bearer access-2' ? jsonResponse({ data: 'ok' }) : jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403);
    });
    const answer = await createHttpClient({ baseUrl: '/api/v1', fetch })('/admin/dashboard');
    expect(answer.json).toEqual({ data: 'ok' });
    expect(storedDuringRefresh).toBeNull();
    expect(sent.map((request) => [request.method, request.url, bearer(request), request.body])).toEqual([
      ['GET', '/api/v1/admin/dashboard', 'Bearer access-1', undefined],
      ['POST', '/api/v1/auth/refreshToken', undefined, { HasCredRemembered: false, refreshToken: 'refresh-1' }],
      ['GET', '/api/v1/admin/dashboard', 'Bearer access-2', undefined],
    ]);
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', remembered: false, user: { displayName: 'Ada 2' } });
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('runs ONE refresh for every request that failed meanwhile, and retries each once', async () => {
    signIn();
    const gate = deferred<void>();
    const { fetch, sent } = fakeFetch(async (request) => {
      if (isRefresh(request)) {
        await gate.promise;
        return refreshed(2);
      }
      return bearer(request) === 'Bearer access-2' ? jsonResponse({ data: request.url }) : jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403);
    });
    const client = createHttpClient({ baseUrl: '', fetch });
    const answers = Promise.all(['/a', '/b', '/c'].map((path) => client(path)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A request started while the refresh runs waits for it rather than going out without a token.
    const late = client('/d');
    gate.resolve();
    expect((await answers).map((answer) => answer.json)).toEqual([{ data: '/a' }, { data: '/b' }, { data: '/c' }]);
    expect((await late).json).toEqual({ data: '/d' });
    expect(sent.filter(isRefresh)).toHaveLength(1);
    expect(sent.filter((request) => !isRefresh(request)).map((request) => `${request.url} ${bearer(request)}`)).toEqual([
      '/a Bearer access-1',
      '/b Bearer access-1',
      '/c Bearer access-1',
      '/a Bearer access-2',
      '/b Bearer access-2',
      '/c Bearer access-2',
      '/d Bearer access-2',
    ]);
  });

  it('does not refresh again for a 403 that arrives after the refresh finished: it retries with the new token', async () => {
    signIn();
    const slow = deferred<void>();
    const { fetch, sent } = fakeFetch(async (request) => {
      if (isRefresh(request)) return refreshed(2);
      if (bearer(request) === 'Bearer access-2') return jsonResponse({ data: request.url });
      if (request.url === '/slow') await slow.promise;
      return jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403);
    });
    const client = createHttpClient({ baseUrl: '', fetch });
    const slowAnswer = client('/slow');
    await client('/fast');
    slow.resolve();
    expect((await slowAnswer).json).toEqual({ data: '/slow' });
    expect(sent.filter(isRefresh)).toHaveLength(1);
  });

  it('throws a second 403 to the caller (not authorized) without refreshing again or signing out', async () => {
    signIn();
    const { fetch, sent } = fakeFetch((request) => (isRefresh(request) ? refreshed(2) : jsonResponse({ message: 'Only a super admin may do this', code: 'FORBIDDEN' }, 403)));
    const error = await createHttpClient({ baseUrl: '', fetch })('/admin/user/delete/3', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Only a super admin may do this' });
    expect(sent.map((request) => request.url)).toEqual(['/admin/user/delete/3', '/auth/refreshToken', '/admin/user/delete/3']);
    expect(readSession()?.accessToken).toBe('access-2');
  });

  it('ends the session when the refresh is answered 401 (the caller gets the 401: checkError sends to login)', async () => {
    signIn();
    const { fetch } = fakeFetch((request) =>
      isRefresh(request) ? jsonResponse({ message: 'Your session has expired. Sign in again.', code: 'REFRESH_INVALID' }, 401) : jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403),
    );
    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).rejects.toMatchObject({ status: 401, code: 'REFRESH_INVALID', message: 'Your session has expired. Sign in again.' });
    expect(readSession()).toBeNull();
  });

  it('treats any other refusal of the refresh as the end of the session too (401)', async () => {
    signIn();
    const { fetch } = fakeFetch((request) =>
      isRefresh(request) ? jsonResponse({ message: 'refreshToken: Too big', code: 'VALIDATION_FAILED' }, 400) : jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403),
    );
    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the refresh fails for a passing reason (offline, 503, 429)', async () => {
    signIn();
    const { fetch } = fakeFetch((request) =>
      isRefresh(request) ? jsonResponse({ message: 'The database is unavailable. Try again in a moment.', code: 'UNAVAILABLE' }, 503) : jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403),
    );
    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).rejects.toMatchObject({ status: 503 });
    expect(readSession()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', user });

    const offline = createHttpClient({ baseUrl: '', fetch: (input) => (String(input).endsWith('/auth/refreshToken') ? Promise.reject(new TypeError('offline')) : fetch(input)) });
    await expect(offline('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(readSession()?.refreshToken).toBe('refresh-1');
  });

  it('with only a refresh token left, gets an access token before sending', async () => {
    signIn();
    sessionStorage.removeItem(storageKeys.accessToken);
    const { fetch, sent } = fakeFetch((request) => (isRefresh(request) ? refreshed(2) : jsonResponse({ data: 'ok' })));
    await createHttpClient({ baseUrl: '', fetch })('/x');
    expect(sent.map((request) => `${request.url} ${bearer(request) ?? '-'}`)).toEqual(['/auth/refreshToken -', '/x Bearer access-2']);
  });

  it('sends a request without a session as it is (the server answers 401)', async () => {
    const { fetch, sent } = fakeFetch(() => jsonResponse({ message: 'Sign in to continue', code: 'UNAUTHENTICATED' }, 401));
    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
  });
});

describe('httpClient: remember-me and other tabs', () => {
  it('refreshes a remembered session with HasCredRemembered and keeps it in localStorage and the cookies', async () => {
    signIn({ remembered: true });
    expect(Cookies.get(cookieNames.refreshToken)).toBe('refresh-1');
    const { fetch, sent } = fakeFetch((request) => (isRefresh(request) ? refreshed(2) : bearer(request) === 'Bearer access-2' ? jsonResponse({}) : jsonResponse({}, 403)));
    await createHttpClient({ baseUrl: '', fetch })('/x');
    expect(sent[1]?.body).toEqual({ HasCredRemembered: true, refreshToken: 'refresh-1' });
    expect(Cookies.get(cookieNames.rememberMe)).toBe('1');
    expect(Cookies.get(cookieNames.refreshToken)).toBe('refresh-2');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshing)).toBeNull();
  });

  it('marks a remembered refresh in localStorage while it runs, so other tabs wait', async () => {
    signIn({ remembered: true });
    let mark: string | null = null;
    const { fetch } = fakeFetch((request) => {
      if (isRefresh(request)) {
        mark = localStorage.getItem(storageKeys.refreshing);
        return refreshed(2);
      }
      return bearer(request) === 'Bearer access-2' ? jsonResponse({}) : jsonResponse({}, 403);
    });
    await createHttpClient({ baseUrl: '', fetch })('/x');
    expect(Number(mark)).toBeGreaterThan(0);
  });

  it('waits while another tab refreshes, then uses the tokens that tab stored', async () => {
    signIn({ remembered: true });
    const { fetch, sent } = fakeFetch(() => jsonResponse({ data: 'ok' }));
    const client = createHttpClient({ baseUrl: '', fetch });
    // The other tab marks its refresh and clears the shared storage...
    onStorageEvent({ key: storageKeys.refreshing, newValue: String(Date.now()) });
    clearSession();
    const pending = client('/x');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(0);
    // ...then stores the new session.
    saveSession({ accessToken: 'access-9', refreshToken: 'refresh-9', user, remembered: true, refreshTokenExpiresAt: Date.now() + 60_000 });
    onStorageEvent({ key: storageKeys.accessToken, newValue: 'access-9' });
    await pending;
    expect(sent.map(bearer)).toEqual(['Bearer access-9']);
  });

  it('two tabs whose requests fail together refresh once: the second waits for the first, then uses its tokens', async () => {
    // One browser's lock, as navigator.locks grants it: one holder at a time, in order.
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, granted: () => Promise<unknown>) => {
        const held = tail.then(granted);
        tail = held.catch(() => undefined);
        return held;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      signIn({ remembered: true });
      let spent = '';
      const { fetch, sent } = fakeFetch((request) => {
        if (isRefresh(request)) {
          const presented = (request.body as { refreshToken: string }).refreshToken;
          // The server rotates: a refresh token presented twice ends the sign-in.
          if (presented === spent) return jsonResponse({ message: 'Reused', code: 'SESSION_ENDED' }, 401);
          spent = presented;
          return refreshed(2);
        }
        return bearer(request) === 'Bearer access-2' ? jsonResponse({ data: 'ok' }) : jsonResponse({}, 403);
      });
      // Two tabs: two clients on the one shared storage.
      const [first, second] = [createHttpClient({ baseUrl: '', fetch }), createHttpClient({ baseUrl: '', fetch })];
      await Promise.all([first('/a'), second('/b')]);
      expect(sent.filter(isRefresh)).toHaveLength(1);
      expect(sent.filter((request) => !isRefresh(request)).map((request) => `${request.url} ${bearer(request)}`).slice(-2).sort()).toEqual(['/a Bearer access-2', '/b Bearer access-2']);
      expect(readSession()?.accessToken).toBe('access-2');
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('retries with the token another tab refreshed instead of refreshing again', async () => {
    signIn({ remembered: true });
    const { fetch, sent } = fakeFetch((request) => {
      if (bearer(request) === 'Bearer access-1') {
        // Meanwhile the other tab refreshed: the shared storage holds its new session.
        saveSession({ accessToken: 'access-5', refreshToken: 'refresh-5', user, remembered: true, refreshTokenExpiresAt: Date.now() + 60_000 });
        return jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403);
      }
      return jsonResponse({ data: 'ok' });
    });
    await createHttpClient({ baseUrl: '', fetch })('/x');
    expect(sent.map((request) => `${request.url} ${bearer(request)}`)).toEqual(['/x Bearer access-1', '/x Bearer access-5']);
  });
});

describe('httpClient: duplicated tabs without remember-me (BroadcastChannel)', () => {
  it('a tab still holding the rotated refresh token takes the session another tab refreshed', () => {
    signIn();
    const next: Session = { accessToken: 'access-7', refreshToken: 'refresh-7', user, remembered: false, refreshTokenExpiresAt: Date.now() + 60_000 };
    onRefreshAnnouncement({ previousRefreshToken: 'refresh-other', session: next });
    expect(readSession()?.refreshToken).toBe('refresh-1');
    onRefreshAnnouncement({ previousRefreshToken: 'refresh-1', session: next });
    expect(readSession()).toMatchObject({ accessToken: 'access-7', refreshToken: 'refresh-7' });
  });

  it('announces each refresh with the refresh token it replaced', async () => {
    signIn();
    const heard: unknown[] = [];
    const listener = new BroadcastChannel('tutorAdmin.session');
    listener.onmessage = (event) => heard.push(event.data);
    const { fetch } = fakeFetch((request) => (isRefresh(request) ? refreshed(2) : bearer(request) === 'Bearer access-2' ? jsonResponse({}) : jsonResponse({}, 403)));
    await createHttpClient({ baseUrl: '', fetch })('/x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    listener.close();
    expect(heard).toMatchObject([{ previousRefreshToken: 'refresh-1', session: { accessToken: 'access-2', refreshToken: 'refresh-2' } }]);
  });
});
