import pg from 'pg';
import { CHANGES_CHANNEL, readNotice, type ChangeNotice } from './changeNotices.js';

export interface ChangeListener {
  change: (notice: ChangeNotice) => void;
  /** Notices may have been missed (the listening connection was lost and is back): readers refetch. */
  gap: () => void;
}

/** The committed writes of every API server on this database, as they happen. */
export interface ChangeSource {
  subscribe: (listener: ChangeListener) => () => void;
  close: () => Promise<void>;
}

/** The listeners of one source; `source` is the part that receives. */
function listeners() {
  const all = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    payload(payload: string | undefined) {
      const notice = payload === undefined ? undefined : readNotice(payload);
      if (notice) for (const listener of all) listener.change(notice);
    },
    gap() {
      for (const listener of all) listener.gap();
    },
  };
}

/** The embedded database: its thread listens and posts each notification (server/db/workerPGlite.ts). */
export function forwardedChanges(onNotification: (handler: (payload: string) => void) => void): ChangeSource {
  const { subscribe, payload } = listeners();
  onNotification(payload);
  return { subscribe, close: async () => undefined };
}

/**
 * PostgreSQL: one connection of its own LISTENs (a pooled one would be handed to queries). A lost
 * connection is opened again, after a second and then up to 30 seconds apart, and its listeners are
 * told that notices may have been missed meanwhile.
 */
export async function postgresChanges(url: string): Promise<ChangeSource> {
  const { subscribe, payload, gap } = listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryIn = 1000;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.channel === CHANGES_CHANNEL && payload(message.payload));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    retryIn = 1000;
    if (afterLoss) gap();
  };
  const lost = (which: pg.Client) => {
    if (closed || (client !== undefined && client !== which) || timer) return;
    client = undefined;
    which.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, retryIn);
    timer.unref();
    retryIn = Math.min(retryIn * 2, 30_000);
  };
  await connect(false);

  return {
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
