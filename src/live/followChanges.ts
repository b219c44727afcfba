import { createParser } from 'eventsource-parser';
import { ApiRequestError } from '../authProvider/ApiRequestError';
import type { HttpClient } from '../authProvider/httpClient';
import type { RecordChange } from './recordChanges';

export interface ChangeHandlers {
  change: (change: RecordChange) => void;
  /**
   * Refetch what is shown of these resources (many changes arrived together), or of every resource
   * without them (changes may have been missed: the page was away too long).
   */
  refetch: (resources?: readonly string[]) => void;
}

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Reads one opened stream to its end; answers the reason the server gave for ending it, if any. */
async function readStream(response: Response, handlers: ChangeHandlers, onId: (id: string) => void): Promise<string | undefined> {
  let endReason: string | undefined;
  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      if (event === 'change') handlers.change(JSON.parse(data) as RecordChange);
      else if (event === 'refetch') handlers.refetch((JSON.parse(data) as { resources?: string[] }).resources);
      else if (event === 'end') endReason = (JSON.parse(data) as { reason?: string }).reason;
      if (id) onId(id);
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return endReason;
    parser.feed(value);
  }
}

/**
 * Follows GET /admin/changes until `signal` aborts or the session ends: through the admin's HTTP
 * client (its token, refreshed when the server ends a stream for an expired one), opened again after
 * a lost connection, one second and then up to 30 seconds apart, resuming after the last event seen
 * (the first time, from `since`: when the page read what it shows).
 */
export async function followChanges(http: HttpClient, handlers: ChangeHandlers, signal: AbortSignal, since: Date): Promise<void> {
  let lastEventId: string | undefined;
  let wait = FIRST_WAIT_MS;
  while (!signal.aborted) {
    try {
      const response = await http.raw!('/admin/changes', {
        headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        query: lastEventId ? {} : { since: since.toISOString() },
        signal,
      });
      wait = FIRST_WAIT_MS;
      const reason = await readStream(response, handlers, (id) => (lastEventId = id));
      if (reason === 'session-ended') return;
      if (reason === 'token-expired') continue;
    } catch (error) {
      if (signal.aborted) return;
      // A refused session ends the following; the rest (offline, a busy or restarting server) is waited out.
      if (error instanceof ApiRequestError && (error.status === 401 || (error.status === 403 && error.code !== 'TOKEN_EXPIRED'))) return;
    }
    await pause(wait, signal);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  }
}
