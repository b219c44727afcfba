import { vi } from 'vitest';
import { createHttpClient } from '../../../src/authProvider/httpClient';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A `fetch` stub that records every request and answers with `responder`. */
export function fakeFetch(responder: Responder) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof body === 'string' ? JSON.parse(body) : (body ?? undefined),
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    return responder(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, mock: fetch };
}

export function clientWith(responder: Responder) {
  const fake = fakeFetch(responder);
  return { ...fake, client: createHttpClient({ baseUrl: '/api/v1', fetch: fake.fetch }) };
}
