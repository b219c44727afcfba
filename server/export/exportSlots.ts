import { ApiError, refusal } from '../errors.js';

/** Exports one account may run at once: a second tab's export is fine, twenty are not. */
export const EXPORTS_PER_ACCOUNT = 2;
/** Exports one server runs at once, whoever asks: each holds a connection and streams for seconds. */
export const EXPORTS_PER_SERVER = 4;
/** What a refused export is told to wait before asking again, in seconds. */
const RETRY_AFTER_SECONDS = 5;

const busy = () =>
  new ApiError(
    429,
    'RATE_LIMITED',
    `Too many exports are running. Try again in ${RETRY_AFTER_SECONDS} seconds, once one has finished.`,
    refusal('EXPORT_BUSY', { seconds: RETRY_AFTER_SECONDS }),
    { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
  );

export interface ExportSlots {
  /** Takes a slot for `accountId`, or throws 429 EXPORT_BUSY; answers the slot's release (idempotent). */
  take(accountId: number): () => void;
  /** Exports running now (the bench and the tests read it). */
  running(): number;
}

/**
 * The bound on exports running at once, per account and per server, so that other people's calls
 * stay quick while exports stream (docs/security.md). Counted in this process: a server's own
 * connections and memory are what an export spends, and each server of a scaled-out install guards
 * its own.
 */
export function exportSlots(perAccount = EXPORTS_PER_ACCOUNT, perServer = EXPORTS_PER_SERVER): ExportSlots {
  const byAccount = new Map<number, number>();
  let total = 0;
  return {
    take(accountId) {
      const mine = byAccount.get(accountId) ?? 0;
      if (mine >= perAccount || total >= perServer) throw busy();
      byAccount.set(accountId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      };
    },
    running: () => total,
  };
}
