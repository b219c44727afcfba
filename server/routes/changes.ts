import { z } from 'zod';
import { errorResponses } from '../../contract/common.js';
import type { App } from '../appType.js';
import { authenticate, requireAdmin } from '../auth/guards.js';
import { readRulesOf } from '../auth/readRules.js';
import { discoverDeclarations } from '../declared/discover.js';
import { ApiError, badRequestOn, refusal } from '../errors.js';
import type { ChangeNotice } from '../live/changeNotices.js';
import { batchedFanOut } from '../live/changeFanOut.js';
import { ChangeStream, HEARTBEAT_SLOTS, MOST_EVENTS_PER_BATCH, changeEvent, type EventWords, type StreamReader } from '../live/changeStream.js';
import { missedNotices } from '../live/missedNotices.js';
import { auditedRecords } from '../services/auditResources.js';

/** Streams one account may hold open at once (a tab each). */
const STREAMS_PER_ACCOUNT = 12;
const RETRY_AFTER_SECONDS = 10;

const busy = () =>
  new ApiError(429, 'RATE_LIMITED', `Too many live connections are open. Close a tab of the admin, or try again in ${RETRY_AFTER_SECONDS} seconds.`, refusal('LIVE_STREAMS_BUSY', { seconds: RETRY_AFTER_SECONDS }), {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/** The admin's name for the records an entry describes (a staff `profile` change is an admin account's). */
const describedResource = (filed: string): string => (auditedRecords as Record<string, string>)[filed] ?? filed;

/**
 * GET /admin/changes: a page's live stream of the writes it may read (server/live/). Every committed
 * write of any API server on the database reaches it (PostgreSQL NOTIFY); each is sent only to a
 * reader who may read that record, under the audit trail's read rule.
 */
export async function changeRoutes(app: App): Promise<void> {
  const rules = readRulesOf(await discoverDeclarations());
  const streams = new Set<ChangeStream>();
  const words: EventWords = { event: (notice) => changeEvent(notice, describedResource(notice.resource)), resource: (notice) => describedResource(notice.resource) };

  const unsubscribe = app.changes.subscribe({
    change: batchedFanOut(streams, words),
    gap: () => {
      for (const stream of streams) stream.refetch();
    },
  });

  let slot = 0;
  const heartbeat = setInterval(
    () => {
      slot = (slot + 1) % HEARTBEAT_SLOTS;
      for (const stream of streams) if (stream.heartbeatSlot === slot) stream.heartbeat();
    },
    (app.config.liveHeartbeat * 1000) / HEARTBEAT_SLOTS,
  );
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const stream of streams) stream.end('server-closing');
  });

  app.route({
    method: 'GET',
    url: '/admin/changes',
    schema: {
      tags: ['extension', 'live'],
      summary:
        'A stream of Server-Sent Events (send Accept: text/event-stream): an event `change` for each committed write of a record the reader may read ' +
        '(the read rule of the audit trail), with `id` the audit entry, and data `{resource, id, action, actor: {id, name}, at}`; the record itself is read ' +
        'through its own call. With `Last-Event-ID` (or `since`, a moment), the writes after that entry (from that moment) within the last five ' +
        'minutes come first, or an event `refetch` when some may be missing (the page refetches what it shows). More than ' +
        `${MOST_EVENTS_PER_BATCH} writes arriving together (an import) are one event \`refetch\` with data \`{resources}\` and the last entry as its id. ` +
        'A comment every LIVE_HEARTBEAT keeps proxies from closing it, and checks the session: ' +
        'an event `end` with `{reason}` closes it when the session ended (`session-ended`) or the access token expired (`token-expired`: open it again ' +
        `with the new one). At most ${STREAMS_PER_ACCOUNT} per account, and LIVE_STREAMS_PER_SERVER per server (429 LIVE_STREAMS_BUSY).`,
      querystring: z.object({
        since: z.iso
          .datetime({ offset: true, message: 'since must be a date-time such as 2026-11-29T10:00:00Z' })
          .optional()
          .describe('Without Last-Event-ID: the writes from this moment come first (when the page read what it shows).'),
      }),
      headers: z.object({ 'last-event-id': z.string().regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event of this stream').optional() }),
      response: { 200: z.string().describe('text/event-stream'), ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
        throw badRequestOn('accept', 'This call answers a stream of events: send the header Accept: text/event-stream.', refusal('EVENT_STREAM_ONLY'));
      }
      const accountId = request.user!.id;
      if (streams.size >= app.config.liveStreamsPerServer || [...streams].filter((stream) => stream.accountId === accountId).length >= STREAMS_PER_ACCOUNT) {
        throw busy();
      }
      const readerOf = (): StreamReader => {
        const user = request.user!;
        return { mayRead: (notice) => rules.mayRead(user, notice.resource, notice.id) };
      };

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and others buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: 2000\n\n`);

      // Writes committed while the missed ones are read are held, then sent after them.
      const held: ChangeNotice[] = [];
      const holding: StreamReader = { mayRead: (notice) => (held.push(notice), false) };
      // At each heartbeat, the token and the session are checked again, as on any call.
      const recheck = () =>
        authenticate(request).then(
          () => (stream.reader = readerOf()),
          (error: unknown) => stream.end(error instanceof ApiError && error.code === 'TOKEN_EXPIRED' ? 'token-expired' : 'session-ended'),
        );
      const stream = new ChangeStream(accountId, reply.raw, holding, () => streams.delete(stream), () => void recheck());
      streams.add(stream);

      const lastEventId = request.headers['last-event-id'];
      const since = request.query.since;
      const resume = lastEventId !== undefined ? { afterEntry: Number(lastEventId) } : since !== undefined ? { since: new Date(since) } : undefined;
      if (resume) {
        const missed = await missedNotices(app.db, resume);
        stream.reader = readerOf();
        if (missed === 'refetch') stream.refetch();
        else stream.replay(missed, words, 'afterEntry' in resume ? resume.afterEntry : 0);
      }
      stream.reader = readerOf();
      stream.send(held, words);
    },
  });
}
