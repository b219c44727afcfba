import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/authProvider/authProvider';
import { createHttpClient } from '../../../src/authProvider/httpClient';
import {
  askTimeoutMs,
  joinOtherTabs,
  onSignedOutElsewhere,
  onTabMessage,
  type TabMessage,
} from '../../../src/authProvider/otherTabs';
import { clearSession, readSession, saveSession, storageKeys, type Session, type StoredUser } from '../../../src/authProvider/storage';
import { fakeFetch, jsonResponse } from './providerTestKit';

const user: StoredUser = { id: 1, uid: 'u1', email: 'admin@example.test', displayName: 'Ada Admin', photoURL: null, userType: 'admin' };

const expiresAt = Date.now() + 3_600_000;
const copy = (refreshes: number, signIn = 'sign-in-1'): Session => ({
  accessToken: `access-${refreshes}`,
  refreshToken: `refresh-${refreshes}`,
  user,
  remembered: false,
  refreshTokenExpiresAt: expiresAt,
  lineage: { signIn, refreshes },
});

/** Another tab of this browser, as the channel shows it: what it heard, and a way to speak. */
function otherTab(respond: (message: TabMessage, post: (message: TabMessage) => void) => void = () => undefined) {
  const channel = new BroadcastChannel('tutorAdmin.session');
  const heard: TabMessage[] = [];
  const post = (message: TabMessage) => channel.postMessage(message);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    heard.push(event.data);
    respond(event.data, post);
  };
  tabs.push(channel);
  return { heard, post };
}

const tabs: BroadcastChannel[] = [];
const answering = (session: Session) => (message: TabMessage, post: (message: TabMessage) => void) => {
  if (message.type === 'ask') post({ type: 'answer', asker: message.asker, session });
};

beforeEach(() => clearSession());
afterEach(() => {
  vi.useRealTimers();
  for (const channel of tabs.splice(0)) channel.close();
});

describe('a tab opened without a session (no remember-me)', () => {
  it('takes the session an open tab hands over as soon as it answers, and keeps it for this browser session only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // only the answer can end the wait
    const { heard } = otherTab(answering(copy(2)));
    await joinOtherTabs('/admin/languages');
    expect(heard).toMatchObject([{ type: 'ask' }]);
    expect(heard[0]).not.toHaveProperty('lineage');
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', user, remembered: false, lineage: { signIn: 'sign-in-1', refreshes: 2 } });
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('goes on to sign in when no tab answers within the time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let joined = false;
    void joinOtherTabs('/admin/languages').then(() => (joined = true));
    await vi.advanceTimersByTimeAsync(askTimeoutMs - 1);
    expect(joined).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(joined).toBe(true);
    expect(readSession()).toBeNull();
  });

  it('asks nothing on the sign-in page and the other public pages, which need no session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { heard } = otherTab(answering(copy(2)));
    await joinOtherTabs('/admin/login');
    await joinOtherTabs('/admin/forgot-password');
    await joinOtherTabs('/pages/error-404');
    expect(readSession()).toBeNull();
    await joinOtherTabs('/admin/tutors'); // the one question the other tab hears
    expect(heard).toHaveLength(1);
  });

  it('takes a refresh another tab announces while it waits for an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    otherTab((message, post) => {
      if (message.type === 'ask') post({ type: 'refreshed', previousRefreshToken: 'refresh-4', session: copy(5) });
    });
    await joinOtherTabs('/admin/dashboard');
    expect(readSession()).toMatchObject({ accessToken: 'access-5', refreshToken: 'refresh-5' });
  });
});

describe('a tab with a session answering', () => {
  const asked = (lineage?: Session['lineage']) => {
    const reply = vi.fn();
    onTabMessage({ type: 'ask', asker: 'new-tab', ...(lineage ? { lineage } : {}) }, reply);
    return reply;
  };

  it('hands its session to a tab that has none', () => {
    saveSession(copy(3));
    expect(asked()).toHaveBeenCalledWith({ type: 'answer', asker: 'new-tab', session: copy(3) });
  });

  it('answers a copy of its own sign-in that is as far along or behind, never another sign-in', () => {
    saveSession(copy(3));
    expect(asked({ signIn: 'sign-in-1', refreshes: 1 })).toHaveBeenCalledWith({ type: 'answer', asker: 'new-tab', session: copy(3) });
    expect(asked({ signIn: 'sign-in-1', refreshes: 3 })).toHaveBeenCalledOnce();
    expect(asked({ signIn: 'sign-in-1', refreshes: 4 })).not.toHaveBeenCalled();
    expect(asked({ signIn: 'sign-in-2', refreshes: 0 })).not.toHaveBeenCalled();
  });

  it('stays silent when it has nothing to hand over: signed out, refreshing (its storage is cleared meanwhile), or remembered', () => {
    expect(asked()).not.toHaveBeenCalled();
    sessionStorage.setItem(storageKeys.refreshToken, 'refresh-1'); // a reload during a refresh: no access token yet
    expect(asked()).not.toHaveBeenCalled();
    clearSession();
    saveSession({ ...copy(3), remembered: true }); // its tabs share localStorage and the cookie already
    expect(asked()).not.toHaveBeenCalled();
  });
});

describe('a tab holding an old copy of the sign-in (its page was discarded or cached while the others refreshed)', () => {
  it('takes the current copy on load, and its first refresh waits for it instead of presenting a used refresh token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // only the answer can end the wait
    saveSession(copy(1));
    let answer: () => void = () => undefined;
    const { heard } = otherTab((message, post) => {
      if (message.type === 'ask') answer = () => post({ type: 'answer', asker: message.asker, session: copy(3) });
    });
    const { fetch, sent } = fakeFetch((request) => {
      if (request.headers.authorization !== 'Bearer access-1') return jsonResponse({ data: 'ok' });
      answer(); // the other tab answers only once the old access token has been refused
      return jsonResponse({ message: 'Expired', code: 'TOKEN_EXPIRED' }, 403);
    });
    await joinOtherTabs('/admin/languages'); // does not wait: the screen starts with what it has
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual({ type: 'ask', asker: expect.any(String), lineage: { signIn: 'sign-in-1', refreshes: 1 } });

    await expect(createHttpClient({ baseUrl: '', fetch })('/x')).resolves.toMatchObject({ status: 200 });
    expect(sent.map((request) => `${request.url} ${request.headers.authorization}`)).toEqual(['/x Bearer access-1', '/x Bearer access-3']);
    expect(readSession()).toMatchObject({ refreshToken: 'refresh-3', lineage: { refreshes: 3 } });
  });

  it('an announced refresh of its sign-in replaces the copy it holds, even one it missed the step before', () => {
    saveSession(copy(1));
    onTabMessage({ type: 'refreshed', previousRefreshToken: 'refresh-2', session: copy(3) }, vi.fn());
    expect(readSession()).toMatchObject({ refreshToken: 'refresh-3' });
    onTabMessage({ type: 'refreshed', previousRefreshToken: 'refresh-other', session: copy(9, 'sign-in-2') }, vi.fn());
    expect(readSession()).toMatchObject({ refreshToken: 'refresh-3' });
  });
});

describe('a sign-in shared by tabs', () => {
  const loginAnswer = (n: number) =>
    jsonResponse({ data: { ...user, status: 'active' } }, 200, { accesstoken: `access-${n}`, refreshtoken: `refresh-${n}`, refreshtokenexpiresin: '7200' });

  it('starts a lineage at sign-in without remember-me, and each refresh takes it one step further; remember-me needs none', async () => {
    const { fetch } = fakeFetch((request) => {
      if (request.url.endsWith('/admin/login')) return loginAnswer(1);
      if (request.url.endsWith('/auth/refreshToken')) return loginAnswer(2);
      return request.headers.authorization === 'Bearer access-2' ? jsonResponse({}) : jsonResponse({}, 403);
    });
    const client = createHttpClient({ baseUrl: '', fetch });
    const authProvider = createAuthProvider(client);
    await authProvider.login({ email: user.email, password: 'secret-pass', rememberMe: false });
    const first = readSession()?.lineage;
    expect(first).toEqual({ signIn: expect.stringMatching(/^[0-9a-f]{16}$/), refreshes: 0 });
    await client('/x');
    expect(readSession()?.lineage).toEqual({ signIn: first?.signIn, refreshes: 1 });

    // Remembered sessions are shared through localStorage and the cookie already.
    await authProvider.login({ email: user.email, password: 'secret-pass', rememberMe: true });
    expect(readSession()).toMatchObject({ remembered: true });
    expect(readSession()).not.toHaveProperty('lineage');
  });
});

describe('signing out in one tab', () => {
  it('tells the other tabs', async () => {
    saveSession(copy(2));
    const { heard } = otherTab();
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'You are signed out.' }));
    await createAuthProvider(createHttpClient({ baseUrl: '', fetch })).logout({});
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'signedOut' }]));
  });

  it('signs the other tabs out: they forget their copy and their route guard looks again', () => {
    saveSession(copy(2));
    const listener = vi.fn(() => expect(readSession()).toBeNull());
    const stop = onSignedOutElsewhere(listener);
    onTabMessage({ type: 'signedOut' }, vi.fn());
    stop();
    expect(listener).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });
});

describe('a remembered session refreshed by another tab', () => {
  afterEach(() => localStorage.removeItem(storageKeys.refreshing));

  it('a page loaded while the other tab refreshes waits for the new tokens instead of going to sign-in', async () => {
    // The other tab has marked its refresh and cleared the shared storage.
    localStorage.setItem(storageKeys.refreshing, String(Date.now()));
    let joined = false;
    const join = joinOtherTabs('/admin/tutors').then(() => (joined = true));
    await new Promise((resolve) => setTimeout(resolve, askTimeoutMs + 100));
    expect(joined).toBe(false);
    saveSession({ ...copy(2), remembered: true });
    localStorage.removeItem(storageKeys.refreshing);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshing, newValue: null }));
    await join;
    expect(readSession()?.accessToken).toBe('access-2');
  });

  it('does not wait for a mark left by a tab that closed mid-refresh long ago', async () => {
    localStorage.setItem(storageKeys.refreshing, String(Date.now() - 60_000));
    let joined = false;
    void joinOtherTabs('/admin/login').then(() => (joined = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(joined).toBe(true);
  });
});
