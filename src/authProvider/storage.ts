import Cookies from 'js-cookie';
import type { SessionUser } from '../../contract/auth';

/** The signed-in user as the admin keeps it (spec section 3): no status, no timestamps. */
export type StoredUser = Pick<SessionUser, 'uid' | 'id' | 'email' | 'displayName' | 'photoURL' | 'userType'> & {
  userRole?: SessionUser['userRole'];
};

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: StoredUser;
  /** Remember-me: the session outlives the browser session (localStorage + a cookie). */
  remembered: boolean;
  /** Epoch milliseconds when the refresh token expires (server-given). */
  refreshTokenExpiresAt: number;
  /** Which sign-in the tokens come from and how far along (see Lineage); absent in sessions stored before it existed. */
  lineage?: Lineage;
}

/**
 * A sign-in as the tabs sharing it know it (otherTabs.ts): a random id made at sign-in, not sent to
 * the server, and the number of refreshes since. Of two copies of one sign-in, the one with more
 * refreshes holds the current refresh token.
 */
export interface Lineage {
  signIn: string;
  refreshes: number;
}

/** Every stored item and cookie carries the app prefix (spec section 9). */
export const storageKeys = {
  accessToken: 'tutorAdmin.accessToken',
  refreshToken: 'tutorAdmin.refreshToken',
  user: 'tutorAdmin.user',
  refreshTokenExpiresAt: 'tutorAdmin.refreshTokenExpiresAt',
  lineage: 'tutorAdmin.lineage',
  /** Set while this session is being refreshed, so other tabs wait instead of giving up. */
  refreshing: 'tutorAdmin.refreshing',
} as const;

export const cookieNames = {
  rememberMe: 'tutorAdmin_rememberMe',
  refreshToken: 'tutorAdmin_refreshToken',
} as const;

/*
 * Where the session lives:
 * - without remember-me, tokens and user go to sessionStorage, which the browser drops with the
 *   tab, so nothing outlives the browser session;
 * - with remember-me, the refresh token and the flag go to Secure, SameSite=Strict cookies that
 *   expire when the server says the refresh token does, and the access token and user go to
 *   localStorage (shared by tabs, which see each other's refreshes through `storage` events).
 * The remember-me cookie decides which storage to read. If the browser refuses the Secure cookie
 * (plain http away from localhost), the session falls back to sessionStorage.
 */
const cookieAttributes = { secure: true, sameSite: 'strict', path: '/' } as const;

function rememberedFlag(): boolean {
  return Cookies.get(cookieNames.rememberMe) === '1';
}

function storageFor(remembered: boolean): Storage | undefined {
  const store = remembered ? globalThis.localStorage : globalThis.sessionStorage;
  return store ?? undefined;
}

function parseLineage(raw: string | null | undefined): Lineage | undefined {
  try {
    const lineage = JSON.parse(raw ?? '') as Lineage;
    return typeof lineage?.signIn === 'string' && typeof lineage.refreshes === 'number' ? lineage : undefined;
  } catch {
    return undefined;
  }
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user === 'object' && typeof user.userType === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Keeps only the spec's fields of the server's user record. */
export function toStoredUser(user: SessionUser | StoredUser): StoredUser {
  const { uid, id, email, displayName, photoURL, userType, userRole } = user;
  return { uid, id, email, displayName, photoURL, userType, ...(userRole ? { userRole } : {}) };
}

/** The session of this tab as stored, or null. A partial session (only a refresh token) is kept. */
export function readSession(): Session | null {
  const remembered = rememberedFlag();
  const store = storageFor(remembered);
  const accessToken = store?.getItem(storageKeys.accessToken) ?? '';
  const refreshToken = (remembered ? Cookies.get(cookieNames.refreshToken) : store?.getItem(storageKeys.refreshToken)) ?? '';
  const user = parseUser(store?.getItem(storageKeys.user) ?? null);
  if (!accessToken && !refreshToken) return null;
  const lineage = parseLineage(store?.getItem(storageKeys.lineage));
  return {
    accessToken,
    refreshToken,
    user: user ?? ({} as StoredUser),
    remembered,
    refreshTokenExpiresAt: Number(store?.getItem(storageKeys.refreshTokenExpiresAt) ?? 0),
    ...(lineage ? { lineage } : {}),
  };
}

export function saveSession(session: Session): void {
  clearSession();
  let remembered = session.remembered;
  if (remembered) {
    const expires = new Date(session.refreshTokenExpiresAt);
    Cookies.set(cookieNames.rememberMe, '1', { ...cookieAttributes, expires });
    Cookies.set(cookieNames.refreshToken, session.refreshToken, { ...cookieAttributes, expires });
    remembered = rememberedFlag() && Cookies.get(cookieNames.refreshToken) === session.refreshToken;
    if (!remembered) removeCookies();
  }
  const store = storageFor(remembered);
  if (!store) return;
  if (!remembered) store.setItem(storageKeys.refreshToken, session.refreshToken);
  store.setItem(storageKeys.refreshTokenExpiresAt, String(session.refreshTokenExpiresAt));
  store.setItem(storageKeys.user, JSON.stringify(toStoredUser(session.user)));
  if (session.lineage) store.setItem(storageKeys.lineage, JSON.stringify(session.lineage));
  // Written last: other tabs adopt the session when they see the access token change.
  store.setItem(storageKeys.accessToken, session.accessToken);
}

function removeCookies() {
  Cookies.remove(cookieNames.rememberMe, { path: '/' });
  Cookies.remove(cookieNames.refreshToken, { path: '/' });
}

/** Forgets the session everywhere: both storages and the cookies. */
export function clearSession(): void {
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!store) continue;
    for (const key of Object.values(storageKeys)) {
      if (key !== storageKeys.refreshing) store.removeItem(key);
    }
  }
  removeCookies();
}

export function getStoredUser(): StoredUser | null {
  const session = readSession();
  return session?.user.userType ? session.user : null;
}

export function hasAccessToken(): boolean {
  return Boolean(readSession()?.accessToken);
}

/** True when the visitor holds any token: an access token, or a refresh token to get one. */
export function hasAnyToken(): boolean {
  const session = readSession();
  return Boolean(session?.accessToken || session?.refreshToken);
}

/** Merges changed profile fields (name, photo, ...) into the stored user. */
export function updateStoredUser(partial: Partial<StoredUser>): void {
  const session = readSession();
  if (!session?.user.userType) return;
  storageFor(session.remembered)?.setItem(storageKeys.user, JSON.stringify(toStoredUser({ ...session.user, ...partial })));
}

/**
 * Marks (or unmarks) a refresh in progress in the session's storage. With remember-me that is
 * localStorage, so other tabs see the mark through a `storage` event and wait for the new tokens.
 */
export function markRefreshing(remembered: boolean, refreshing: boolean): void {
  const store = storageFor(remembered);
  if (!store) return;
  if (refreshing) store.setItem(storageKeys.refreshing, String(Date.now()));
  else store.removeItem(storageKeys.refreshing);
}
