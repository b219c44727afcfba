import { guardRoute, loginPath } from './routeGuard';
import { clearSession, readSession, saveSession, storageKeys, type Lineage, type Session } from './storage';

/** How long a tab waits for another tab's refresh before going on without it. */
export const otherTabRefreshTimeoutMs = 10_000;

let waiting: { promise: Promise<void>; done: () => void } | null = null;

function begin() {
  if (waiting) return;
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(() => finish(), otherTabRefreshTimeoutMs);
    done = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  waiting = { promise, done };
}

function finish() {
  const current = waiting;
  waiting = null;
  current?.done();
}

/**
 * True when another tab's refresh of the remembered session is under way: its mark is in the shared
 * storage and recent. A tab learns of a mark through a `storage` event only when the mark is set
 * after it started listening; a page loaded, or a request sent, while another tab refreshes reads it.
 */
function refreshMarkedInSharedStorage(): boolean {
  const since = Number(globalThis.localStorage?.getItem(storageKeys.refreshing) ?? 0);
  return since > 0 && Date.now() - since < otherTabRefreshTimeoutMs;
}

/** The refresh another tab is running right now (remembered sessions only), if any. */
export function otherTabRefresh(): Promise<void> | null {
  if (!waiting && refreshMarkedInSharedStorage()) begin();
  return waiting?.promise ?? null;
}

/**
 * Runs `refresh` while no other tab of this browser runs one (Web Locks): two tabs whose requests
 * failed together would otherwise both refresh, the second with the token the first just spent or
 * while the first has the shared storage cleared, and could sign every tab out. The caller checks
 * again, inside, whether the session was refreshed meanwhile.
 */
export async function oneRefreshAtATime(refresh: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: LockManager }).locks : undefined;
  if (locks) await locks.request('tutorAdmin.refresh', refresh);
  else await refresh();
}

/**
 * Follows the session of other tabs through `storage` events (fired for localStorage, i.e. for
 * remembered sessions). While another tab refreshes it has cleared the shared storage; this tab
 * then waits for the new tokens instead of sending requests without one, and afterwards simply
 * reads the tokens the other tab stored.
 */
export function onStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (event.key === storageKeys.refreshing && event.newValue) begin();
  else if (event.key === storageKeys.refreshing || event.key === null) finish();
  else if (event.key === storageKeys.accessToken && event.newValue) finish();
}

/*
 * A session without remember-me lives in each tab's own sessionStorage, so that it ends with the
 * browser session. The tabs of one browser share it over a BroadcastChannel:
 * - a tab opened without one (a Ctrl+click, a bookmark) asks the open tabs, and a tab with a session
 *   hands over a copy: the same sign-in, so an admin signs in once however many tabs they use;
 * - the server rotates refresh tokens, and one presented again after its grace window ends the
 *   sign-in for every tab (server/auth/sessions.ts). So each refresh is announced and the tabs
 *   holding an older copy take the new one; a tab that may have missed announcements (its page
 *   was discarded, or cached, or reopened) asks on load, and its first refresh waits for the answer;
 * - signing out tells the other tabs, which sign out too.
 * Sharing one sign-in, rather than each tab getting its own, keeps the server's rules whole: one
 * sign-out or one ended session ends every tab, a tab asleep meanwhile included, and a password
 * change ends the other devices' sessions but not this browser's other tabs.
 */
export type TabMessage =
  | { type: 'refreshed'; previousRefreshToken: string; session: Session }
  /** `lineage` is the asker's own copy; without one it has no session. */
  | { type: 'ask'; asker: string; lineage?: Lineage }
  | { type: 'answer'; asker: string; session: Session }
  | { type: 'signedOut' };

/**
 * The longest a tab waits for the other tabs' answer (it goes on as soon as one answers). A tab busy
 * drawing a screen can take several hundred milliseconds to answer (a new tab opened from it on a
 * loaded machine found no answer within 400 ms and showed the sign-in page); only a visit with no
 * session anywhere waits it out before the sign-in page.
 */
export const askTimeoutMs = 1000;

const channel =
  typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('tutorAdmin.session') : null;
(channel as { unref?: () => void } | null)?.unref?.();

const tabId = Math.random().toString(36).slice(2);
/** This tab's question in flight: ended by an answer or by the timeout. */
let asking: { end: () => void } | null = null;
let caughtUp: Promise<void> = Promise.resolve();
const signedOutListeners = new Set<() => void>();

/** True when both are copies of one sign-in and `offered` has had more refreshes (or as many, with `orEqual`). */
const further = (offered: Lineage | undefined, held: Lineage | undefined, orEqual = false) =>
  Boolean(offered && held && offered.signIn === held.signIn && (offered.refreshes > held.refreshes || (orEqual && offered.refreshes === held.refreshes)));

/** True when this tab should take `offered`: it has no session and is asking, or holds an older copy of the same sign-in. */
function takes(offered: Session, held: Session | null): boolean {
  return held ? !held.remembered && further(offered.lineage, held.lineage) : asking !== null;
}

function take(session: Session) {
  saveSession({ ...session, remembered: false });
  asking?.end();
}

/** A complete session this tab can hand over (a remembered one needs no handing: its tabs share storage). */
function handable(session: Session | null): session is Session {
  return Boolean(session && !session.remembered && session.accessToken && session.refreshToken && session.user.userType);
}

export function onRefreshAnnouncement({ previousRefreshToken, session }: { previousRefreshToken: string; session: Session }): void {
  const current = readSession();
  if ((current && !current.remembered && current.refreshToken === previousRefreshToken) || takes(session, current)) take(session);
}

/** What a tab does with a message from another tab; `reply` posts on the channel. */
export function onTabMessage(message: TabMessage, reply: (message: TabMessage) => void): void {
  const current = readSession();
  switch (message?.type) {
    case 'refreshed':
      onRefreshAnnouncement(message);
      break;
    case 'ask':
      // A tab waiting for its own answer may hold an old copy: it says nothing.
      if (!asking && handable(current) && (!message.lineage || further(current.lineage, message.lineage, true))) {
        reply({ type: 'answer', asker: message.asker, session: current });
      }
      break;
    case 'answer':
      if (message.asker !== tabId || !asking) break;
      if (takes(message.session, current)) take(message.session);
      // An answer with the same copy says this tab is up to date: no need to wait any longer.
      asking?.end();
      break;
    case 'signedOut':
      if (current && !current.remembered) clearSession();
      for (const listener of signedOutListeners) listener();
      break;
  }
}

function ask(lineage?: Lineage): Promise<void> {
  if (!channel) return Promise.resolve();
  asking?.end();
  caughtUp = new Promise<void>((resolve) => {
    const timer = setTimeout(() => asking?.end(), askTimeoutMs);
    const question = {
      end: () => {
        clearTimeout(timer);
        if (asking === question) asking = null;
        resolve();
      },
    };
    asking = question;
  });
  channel.postMessage({ type: 'ask', asker: tabId, ...(lineage ? { lineage } : {}) } satisfies TabMessage);
  return caughtUp;
}

/**
 * Run once as the page starts. Without a session, on a screen that needs one, asks the open tabs
 * for theirs and resolves when one has answered, or after `askTimeoutMs` (then sign-in follows).
 * With a copy of a shared sign-in, asks for a newer copy without waiting (see `caughtUpWithOtherTabs`).
 */
export function joinOtherTabs(pathname: string): Promise<void> {
  const session = readSession();
  // Loaded while another tab refreshes the remembered session (its storage is cleared meanwhile).
  if (!session && otherTabRefresh()) return otherTabRefresh()!;
  if (!session) return guardRoute(pathname, { hasToken: false }) === loginPath ? ask() : Promise.resolve();
  if (!session.remembered && session.lineage) void ask(session.lineage);
  return Promise.resolve();
}

/** Resolves once the question asked on load has its answer or has timed out: a refresh waits for it. */
export function caughtUpWithOtherTabs(): Promise<void> {
  return caughtUp;
}

/** Tells the other tabs of this browser that a refresh replaced `previousRefreshToken`. */
export function announceRefresh(previousRefreshToken: string, session: Session): void {
  channel?.postMessage({ type: 'refreshed', previousRefreshToken, session } satisfies TabMessage);
}

/** Tells the other tabs that the person signed out here. */
export function announceSignOut(): void {
  channel?.postMessage({ type: 'signedOut' } satisfies TabMessage);
}

/** Calls `listener` when another tab signed out (this tab's session is gone by then); answers the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', onStorageEvent);
  // A page restored from the back-forward cache missed what the channel said meanwhile.
  window.addEventListener('pageshow', (event) => {
    const session = readSession();
    if (event.persisted && session?.lineage && !session.remembered) void ask(session.lineage);
  });
}
channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => onTabMessage(event.data, (reply) => channel.postMessage(reply)));
