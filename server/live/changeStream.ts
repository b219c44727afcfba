import type { ServerResponse } from 'node:http';
import type { ChangeNotice } from './changeNotices.js';

/** Bytes a stream may hold unsent before it is closed (the page then reconnects and refetches). */
const MAX_UNSENT_BYTES = 1 << 20;

/** Why the server ends a stream; the page opens a new one unless the session has ended. */
export type EndReason = 'session-ended' | 'token-expired' | 'server-closing' | 'too-slow';

export interface StreamReader {
  /** Whether the reader may read this record (the audit trail's read rule). */
  mayRead: (notice: ChangeNotice) => boolean;
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
  #ended = false;

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

  /** Sends the events of the notices this reader may read; `eventOf` gives each notice's event text. */
  send(notices: readonly ChangeNotice[], eventOf: (notice: ChangeNotice) => string): void {
    const text = notices.filter((notice) => this.reader.mayRead(notice)).map(eventOf).join('');
    if (text) this.write(text);
  }

  /** Tells the page that events may have been missed: it refetches what it shows. */
  refetch(): void {
    this.write('event: refetch\ndata: {}\n\n');
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
