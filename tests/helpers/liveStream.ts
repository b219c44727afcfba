import http from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { TestApp } from './app.js';

export interface LiveEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

export interface OpenLiveStream {
  status: number;
  /** The error body of a refused stream. */
  refusal: Record<string, unknown> | undefined;
  /** The next event the stream sends (waits for it). */
  next: () => Promise<LiveEvent>;
  /** Resolves when the server has closed the stream. */
  closed: Promise<void>;
  close: () => void;
}

/** The address of the test app, listening on loopback (a stream cannot be read through inject()). */
export async function listeningAddress(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Opens GET /api/v1/admin/changes as the admin's page does, and reads its events. One connection of
 * its own (node:http without an agent): fetch's pool may open a spare connection that holds the
 * server's close.
 */
export async function openLiveStream(base: string, token: string | undefined, headers: Record<string, string> = {}, query = ''): Promise<OpenLiveStream> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${base}/api/v1/admin/changes${query}`, {
      agent: false,
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    request.on('response', resolve).on('error', reject);
  });
  const status = response.statusCode ?? 0;
  const queue: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      const event = { event: message.event ?? 'message', id: message.id, data: JSON.parse(message.data) as Record<string, unknown> };
      const taker = waiting.shift();
      if (taker) taker(event);
      else queue.push(event);
    },
  });
  let body = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (status === 200 ? parser.feed(chunk) : (body += chunk)));
  const closed = new Promise<void>((resolve) => response.on('close', resolve));
  if (status !== 200) await closed;
  return {
    status,
    refusal: status === 200 ? undefined : (JSON.parse(body) as Record<string, unknown>),
    next: () => {
      const event = queue.shift();
      return event ? Promise.resolve(event) : new Promise((resolve) => waiting.push(resolve));
    },
    closed,
    close: () => response.destroy(),
  };
}
