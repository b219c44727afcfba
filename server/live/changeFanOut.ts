import { setTimeout as sleep, setImmediate as nextTurn } from 'node:timers/promises';
import type { ChangeNotice } from './changeNotices.js';
import type { ChangeStream, EventWords } from './changeStream.js';

/** Notices arriving within this time (an import, a bulk action) go out together: one write per stream. */
const BATCH_MS = 50;
/** Streams written to in one turn of the event loop: other calls are answered between two slices of a fan-out to 1,000 pages. */
const STREAMS_PER_TURN = 100;

/**
 * Hands notices to every open stream in batches: each event's text is built once per batch, whatever
 * the number of streams, and batches go out one after the other (a stream hears them in order).
 * Answers the function that takes one notice.
 */
export function batchedFanOut(streams: ReadonlySet<ChangeStream>, words: EventWords): (notice: ChangeNotice) => void {
  let batch: ChangeNotice[] = [];
  let running = false;
  const run = async () => {
    while (batch.length > 0) {
      await sleep(BATCH_MS);
      const notices = batch;
      batch = [];
      const texts = new Map(notices.map((notice) => [notice, words.event(notice)]));
      const once: EventWords = { ...words, event: (notice) => texts.get(notice)! };
      const readers = [...streams];
      for (let at = 0; at < readers.length; at += STREAMS_PER_TURN) {
        if (at > 0) await nextTurn();
        for (const stream of readers.slice(at, at + STREAMS_PER_TURN)) stream.send(notices, once);
      }
    }
    running = false;
  };
  return (notice) => {
    batch.push(notice);
    if (running) return;
    running = true;
    void run();
  };
}
