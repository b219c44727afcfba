import type { ServerResponse } from 'node:http';
import type { ChangeNotice } from './changeNotices.js';

/** Bytes a stream may hold unsent before it is closed (the page then reconnects and refetches). */
const MAX_UNSENT_BYTES = 1 << 20;
/**
 * Events one reader is sent from one batch at most; past it (an import, a bulk action of thousands) a
 * single `refetch` of the resources concerned says more for less: the page would refetch them anyway.
 */
export const MOST_EVENTS_PER_BATCH = 20;

/** Why the server ends a stream; the page opens a new one unless the session has ended. */
export type EndReason = 'session-ended' | 'token-expired' | 'server-closing' | 'too-slow';

export interface StreamReader {
  /** Whether the reader may read this record (the audit trail's read rule). */
  mayRead: (notice: ChangeNotice) => boolean;
}

/**
 * Each period of the heartbeat is cut into this many slots, and a stream beats in its own: the session
 * checks of 1,000 streams are spread over the period rather than made all at once.
 */
export const HEARTBEAT_SLOTS = 20;

/** How a batch's notices are written: each one's event text, and its resource as the page names it. */
export interface EventWords {
  event: (notice: ChangeNotice) => string;
  resource: (notice: ChangeNotice) => string;
}

/** The event a page receives for a notice: which record of which resource (the admin's name), how, by whom, when. */
export function changeEvent(notice: ChangeNotice, resource: string): string {
  const data = { resource, id: notice.id, action: notice.action, actor: notice.actor, at: notice.at };
  return `id: ${notice.entry}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * One page's Server-Sent Events stream. Writes are batched (one write per batch of notices), and a
 * reader too slow to take them is closed rather than held in memory.
 */
export class ChangeStream {
  static #opened = 0;
  /** The slot of the heartbeat's period in which this stream beats. */
  readonly heartbeatSlot = ChangeStream.#opened++ % HEARTBEAT_SLOTS;
  #ended = false;
  /**
   * What the page has already: the entries up to its Last-Event-ID, and those sent from the audit
   * trail as the stream opened. The same notices may still arrive live (a batch was being gathered).
   */
  #hadUpTo = 0;
  readonly #replayed = new Set<number>();

  constructor(
    readonly accountId: number,
    private readonly raw: ServerResponse,
    public reader: StreamReader,
    private readonly onEnd: () => void,
    /** Checks again that the reader's session is live (each heartbeat). */
    private readonly recheck: () => void,
  ) {
    raw.on('close', () => this.#finish());
  }

  /**
   * Sends the events of the notices this reader may read. Past MOST_EVENTS_PER_BATCH, one `refetch` of
   * their resources instead, with the latest entry's id (a page that reconnects resumes after it;
   * transactions may commit out of the order of their entries).
   */
  send(notices: readonly ChangeNotice[], words: EventWords): void {
    const readable = notices.filter((notice) => notice.entry > this.#hadUpTo && !this.#replayed.has(notice.entry) && this.reader.mayRead(notice));
    if (readable.length > MOST_EVENTS_PER_BATCH) {
      this.refetch([...new Set(readable.map(words.resource))], Math.max(...readable.map((notice) => notice.entry)));
    } else if (readable.length > 0) this.write(readable.map(words.event).join(''));
  }

  /** Sends the notices a reconnecting page missed (read from the audit trail), after the entry it had read last, if any. */
  replay(missed: readonly ChangeNotice[], words: EventWords, afterEntry = 0): void {
    this.#hadUpTo = afterEntry;
    this.send(missed, words);
    for (const notice of missed) this.#replayed.add(notice.entry);
  }

  /**
   * Tells the page to refetch what it shows of these resources (of every resource without them: events
   * may have been missed); `entry`, when given, is the last one this covers.
   */
  refetch(resources?: readonly string[], entry?: number): void {
    this.write(`${entry === undefined ? '' : `id: ${entry}\n`}event: refetch\ndata: ${JSON.stringify(resources ? { resources } : {})}\n\n`);
  }

  /** A comment, so that proxies see traffic and keep the connection; and the session checked again. */
  heartbeat(): void {
    this.write(': keep-alive\n\n');
    if (!this.#ended) this.recheck();
  }

  write(text: string): void {
    if (this.#ended) return;
    if (this.raw.writableLength > MAX_UNSENT_BYTES) return this.end('too-slow');
    this.raw.write(text);
  }

  end(reason: EndReason): void {
    if (this.#ended) return;
    this.raw.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.#finish();
  }

  #finish() {
    if (this.#ended) return;
    this.#ended = true;
    this.onEnd();
  }
}
