import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/authProvider/ApiRequestError';
import type { HttpClient, RequestOptions } from '../../../src/authProvider/httpClient';
import { followChanges } from '../../../src/live/followChanges';
import type { RecordChange } from '../../../src/live/recordChanges';

/** A stream answer that sends `text` and ends. */
const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(Buffer.from(text));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

const change = (id: string) => ({ resource: 'languages', id, action: 'update', actor: { id: 2, name: 'Ada' }, at: '2026-11-29T10:00:00.000Z' });
const event = (entry: number, id: string) => `id: ${entry}\nevent: change\ndata: ${JSON.stringify(change(id))}\n\n`;

function client(answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestOptions[] = [];
  const raw = vi.fn(async (_path: string, options: RequestOptions = {}) => {
    calls.push(options);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  return { http: Object.assign(vi.fn(), { raw }) as unknown as HttpClient, calls };
}

describe('followChanges', () => {
  const since = new Date('2026-11-29T09:59:00.000Z');

  it('hands over each change, opens the stream again at once for an expired token, resuming after the last event, and stops when the session ends', async () => {
    const { http, calls } = client([
      () => streamOf(`retry: 2000\n\n${event(7, '1')}${event(8, '2')}event: end\ndata: {"reason":"token-expired"}\n\n`),
      () => streamOf(`${event(9, '3')}event: end\ndata: {"reason":"session-ended"}\n\n`),
    ]);
    const seen: RecordChange[] = [];
    await followChanges(http, { change: (c) => seen.push(c), refetch: () => undefined }, new AbortController().signal, since);
    expect(seen.map((c) => c.id)).toEqual(['1', '2', '3']);
    expect(calls[0]).toMatchObject({ headers: { accept: 'text/event-stream' }, query: { since: since.toISOString() } });
    expect(calls[1]).toMatchObject({ headers: { accept: 'text/event-stream', 'last-event-id': '8' }, query: {} });
    expect(calls).toHaveLength(2);
  });

  it('asks the page to refetch when told, and stops for a refused session without trying again', async () => {
    const { http, calls } = client([
      () => streamOf('event: refetch\ndata: {}\n\nid: 9\nevent: refetch\ndata: {"resources":["languages"]}\n\nevent: end\ndata: {"reason":"token-expired"}\n\n'),
      () => Promise.reject(new ApiRequestError(401, { message: 'Your session has ended.', code: 'UNAUTHENTICATED' })),
    ]);
    const refetch = vi.fn();
    await followChanges(http, { change: () => undefined, refetch }, new AbortController().signal, since);
    expect(refetch.mock.calls).toEqual([[undefined], [['languages']]]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).toMatchObject({ 'last-event-id': '9' });
  });

  it('waits before opening again after a lost connection, and stops waiting when the page leaves', async () => {
    vi.useFakeTimers();
    try {
      const stop = new AbortController();
      const { http, calls } = client([() => Promise.reject(new ApiRequestError(0, { message: 'offline', code: 'NETWORK_ERROR' })), () => streamOf('')]);
      const following = followChanges(http, { change: () => undefined, refetch: () => undefined }, stop.signal, since);
      await vi.advanceTimersByTimeAsync(500);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(600);
      expect(calls).toHaveLength(2);
      stop.abort();
      await following;
    } finally {
      vi.useRealTimers();
    }
  });
});
