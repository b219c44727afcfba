import { readSession, saveSession, storageKeys, type Session } from './storage';

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

/** The refresh another tab is running right now (remembered sessions only), if any. */
export function otherTabRefresh(): Promise<void> | null {
  return waiting?.promise ?? null;
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
 * A session without remember-me lives in each tab's own sessionStorage, which a duplicated tab
 * copies. After one tab rotates the refresh token, the copy would present the old one later, past
 * the server's grace window, and end the session for both. So a tab announces each refresh on a
 * BroadcastChannel, and a tab still holding the previous refresh token takes the new session.
 */
interface RefreshAnnouncement {
  previousRefreshToken: string;
  session: Session;
}

const channel =
  typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('tutorAdmin.session') : null;
(channel as { unref?: () => void } | null)?.unref?.();

export function onRefreshAnnouncement({ previousRefreshToken, session }: RefreshAnnouncement): void {
  const current = readSession();
  if (current && !current.remembered && current.refreshToken === previousRefreshToken) saveSession(session);
}

/** Tells the other tabs of this browser that a refresh replaced `previousRefreshToken`. */
export function announceRefresh(previousRefreshToken: string, session: Session): void {
  channel?.postMessage({ previousRefreshToken, session } satisfies RefreshAnnouncement);
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
channel?.addEventListener('message', (event: MessageEvent<RefreshAnnouncement>) => onRefreshAnnouncement(event.data));
