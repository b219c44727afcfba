/** How long a response sent early waits for its request; after that the request sends its own. */
export const earlyResponseLifetimeMs = 30_000;

interface Pending {
  url: string;
  accessToken: string;
  response: Promise<Response>;
  controller: AbortController;
  expiry: ReturnType<typeof setTimeout>;
}

export interface EarlyResponse {
  /**
   * Sends a GET now and keeps its response for the first identical request (it replaces any kept one).
   * Returns the answer's JSON, read from a copy so that the request that takes the response still
   * reads it whole; undefined when the answer is not a success or cannot be read.
   */
  send(url: string, accessToken: string, init: RequestInit): Promise<unknown>;
  /**
   * The kept response if it was sent for this URL with this access token, handed over once; undefined
   * otherwise, or when the early request failed (the caller then sends its own). The caller's signal
   * aborts it as it would the caller's own fetch.
   */
  take(url: string, accessToken: string, signal?: AbortSignal): Promise<Response | undefined>;
}

/**
 * One GET sent before the code that needs it has loaded (the first list's rows, from the entry),
 * handed to the HTTP client's first identical request: same URL, same access token, within
 * `earlyResponseLifetimeMs`, at most once. A token refreshed or a session ended meanwhile means a
 * different token, so the response is never handed across sessions; a 403 in it goes through the
 * client's refresh and retry like any other answer.
 */
export function earlyResponse(fetchImpl: typeof fetch): EarlyResponse {
  let pending: Pending | null = null;

  function drop() {
    if (!pending) return;
    clearTimeout(pending.expiry);
    pending.controller.abort();
    pending = null;
  }

  return {
    send(url, accessToken, init) {
      drop();
      const controller = new AbortController();
      const response = fetchImpl(url, { ...init, signal: controller.signal });
      pending = { url, accessToken, response, controller, expiry: setTimeout(drop, earlyResponseLifetimeMs) };
      // A failure is the taker's to see (it then sends its own request), never an unhandled rejection.
      return response.then((answer) => (answer.ok ? answer.clone().json() : undefined)).catch(() => undefined);
    },

    async take(url, accessToken, signal) {
      if (!pending || pending.url !== url) return undefined;
      if (pending.accessToken !== accessToken) {
        drop();
        return undefined;
      }
      const { response, controller, expiry } = pending;
      clearTimeout(expiry);
      pending = null;
      if (signal) {
        if (signal.aborted) controller.abort(signal.reason);
        else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      }
      try {
        return await response;
      } catch (error) {
        if (signal?.aborted) throw error;
        return undefined;
      }
    },
  };
}
