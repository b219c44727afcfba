import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recordAudit } from '../server/services/audit.js';
import type { DeclaredAuditResource } from '../server/services/auditResources.js';
import { benchSignIn, urlOf, type BenchServer, type ListCase } from './api.js';
import type { BenchDatabase } from './databases.js';
import { timeCall } from './exports.js';
import { median, percentile, sampleMemory } from './stats.js';

/** Open pages (a stream each): ten tabs of each of 100 staff, half of them superAdmins, half plain admins. */
const STAFF = 100;
const TABS_EACH = 10;
/** The burst: writes in transactions of up to 200 writes or 100 ms, as an import writes them (server/import/jobs.ts). */
const BURST_WRITES = 10_000;
const WRITES_PER_TRANSACTION = 200;
const TRANSACTION_MS = 100;
/** Every tenth write, from the first, is of an admin account: a plain admin's streams must not carry it (the last write is one all may read). */
const STAFF_RECORD_EVERY = 10;
/**
 * The idle phase lasts longer than one heartbeat (LIVE_HEARTBEAT, 20 s by default), when every stream
 * checks its session again.
 */
const IDLE_SECONDS = 25;
/** List calls timed before the streams open (and before the burst written with none open). */
const CALLS_BEFORE = 100;
/** How long the streams may take to hear the whole burst before the part gives up. */
const DELIVERY_LIMIT_MS = 120_000;
/** The record ids the burst's audit entries name; removed afterwards. */
const BURST_RECORD = 'bench-live-';

export interface LiveRow {
  endpoint: string;
  streamsOpened: number;
  streamsRefused: number;
  burstWrites: number;
  /** Writing the burst (10,000 audit entries with their NOTIFY, in transactions of 200). */
  burstSeconds: number;
  /** From the first write of the burst until every stream had heard its last write (or the limit). */
  deliveredSeconds: number | null;
  /** Per stream, median: change events and refetch events heard during the burst. */
  changesPerStream: number;
  refetchesPerStream: number;
  /** Streams closed by the server (too slow to read, or otherwise) during the part. */
  streamsEnded: Record<string, number>;
  /** Events of plain admins' streams that named an admin account (must be 0). */
  staffRecordsLeaked: number;
  /** SuperAdmins' streams that heard of admin accounts (all of them should). */
  staffRecordsHeard: number;
  before: Phase;
  /** The same burst before any stream opened, and the time it took to write. */
  burstAlone: Phase;
  burstAloneSeconds: number;
  idle: Phase;
  burst: Phase;
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface Phase {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
}

interface ReaderReport {
  plainAdmin: boolean;
  /** Events that named an admin account (a change of one, or a refetch of that resource). */
  staffRecords: number;
  changes: number;
  refetches: number;
  lastId: number;
  lastAt: number;
  ended: string | null;
}

const phase = (times: number[]): Phase => ({ calls: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });

/** The pages' streams, in a process of their own (bench/liveReaders.mjs). */
function startReaders() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./liveReaders.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(message: object, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (reply: { type: string }) => {
        if (reply.type !== answer) return;
        child.off('message', onMessage);
        resolve(reply as T);
      };
      child.on('message', onMessage);
      child.once('exit', () => reject(new Error('the stream readers stopped')));
      child.send(message);
    });
  return {
    open: (base: string, pages: Array<{ token: string; plainAdmin: boolean }>) => ask<{ opened: number; refused: number }>({ type: 'open', base, pages }, 'opened'),
    report: async () => (await ask<{ readers: ReaderReport[] }>({ type: 'report' }, 'report')).readers,
    close: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.send({ type: 'close' }))),
  };
}

/** Times list calls until `until` resolves (each after a write, so no kept answer serves it). */
async function callsUntil(server: BenchServer, url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push(await timeCall(server, url));
  return times;
}

/** Writes the burst through the audit trail, as every admin write is announced; answers the last entry's id. */
async function writeBurst(database: BenchDatabase, actor: { id: number; displayName: string }, round: string): Promise<number> {
  for (let i = 0; i < BURST_WRITES; ) {
    await database.db.transaction().execute(async (trx) => {
      const until = Math.min(BURST_WRITES, i + WRITES_PER_TRANSACTION);
      const deadline = Date.now() + TRANSACTION_MS;
      do {
        const staffRecord = i % STAFF_RECORD_EVERY === 0;
        await recordAudit(trx, { actor, action: 'update', resource: staffRecord ? 'admin-management' : ('languages' as DeclaredAuditResource), recordId: `${BURST_RECORD}${round}-${i}`, after: { name: `Burst ${i}` } });
        i += 1;
      } while (i < until && Date.now() < deadline);
    });
  }
  const last = await database.db.selectFrom('auditLog').select('id').where('recordId', '=', `${BURST_RECORD}${round}-${BURST_WRITES - 1}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return last.id;
}

/**
 * A list call's latency before 1,000 pages hold a live stream (with no write, then during a burst of
 * 10,000 writes), while they are open and idle (through one heartbeat, when each checks its session
 * again), and during the same burst, which they all hear (server/live/). The streams are read in
 * another process; the last write of the burst is one every reader may read, so each stream is caught
 * up once it has an event with that id or later.
 */
export async function measureLive(database: BenchDatabase, server: BenchServer, c: ListCase): Promise<LiveRow> {
  const url = urlOf(c);
  const actor = { id: server.adminId, displayName: 'Bench admin' };
  const before: number[] = [];
  for (let i = 0; i < CALLS_BEFORE; i++) before.push(await timeCall(server, url));
  // The same burst with no stream open: what the writes alone cost the list call.
  let burstAloneSeconds = 0;
  const aloneStarted = performance.now();
  const burstAlone = await callsUntil(server, url, writeBurst(database, actor, 'alone').then(() => (burstAloneSeconds = (performance.now() - aloneStarted) / 1000)));

  const staff = await Promise.all(
    Array.from({ length: STAFF }, async (_, i) => {
      const userType = i % 2 === 0 ? 'superAdmin' : 'admin';
      const { token } = await benchSignIn(server.app, database.db, { email: `bench-live-${i}@example.test`, displayName: `Bench live ${i}`, userType });
      return { token, plainAdmin: userType === 'admin' };
    }),
  );
  const readers = startReaders();
  const memory = sampleMemory();
  try {
    const { opened, refused } = await readers.open(
      server.baseUrl,
      staff.flatMap((page) => Array.from({ length: TABS_EACH }, () => page)),
    );
    const idle = await callsUntil(server, url, new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));

    const started = performance.now();
    const startedAt = Date.now();
    let burstSeconds = 0;
    let deliveredSeconds: number | null = null;
    const burst = writeBurst(database, actor, 'heard').then(async (lastEntry) => {
      burstSeconds = (performance.now() - started) / 1000;
      while (Date.now() - startedAt < DELIVERY_LIMIT_MS) {
        const heard = await readers.report();
        const listening = heard.filter((reader) => reader.ended === null);
        // No stream left listening: nothing was delivered to all (the ended ones are counted in the row).
        if (listening.length === 0) return;
        if (listening.every((reader) => reader.lastId >= lastEntry)) {
          deliveredSeconds = (Math.max(...listening.map((reader) => reader.lastAt)) - startedAt) / 1000;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const during = await callsUntil(server, url, burst);
    await burst;
    const heard = await readers.report();
    const { beforeMb, peakMb } = memory.stop();
    const ended: Record<string, number> = {};
    for (const reader of heard) if (reader.ended) ended[reader.ended] = (ended[reader.ended] ?? 0) + 1;
    return {
      endpoint: c.name,
      streamsOpened: opened,
      streamsRefused: refused,
      burstWrites: BURST_WRITES,
      burstSeconds,
      deliveredSeconds,
      changesPerStream: median(heard.map((reader) => reader.changes)),
      refetchesPerStream: median(heard.map((reader) => reader.refetches)),
      streamsEnded: ended,
      staffRecordsLeaked: heard.filter((reader) => reader.plainAdmin).reduce((sum, reader) => sum + reader.staffRecords, 0),
      staffRecordsHeard: heard.filter((reader) => !reader.plainAdmin && reader.staffRecords > 0).length,
      before: phase(before),
      burstAlone: phase(burstAlone),
      burstAloneSeconds,
      idle: phase(idle),
      burst: phase(during),
      rssBeforeMb: beforeMb,
      rssPeakMb: peakMb,
    };
  } finally {
    await readers.close();
    await database.db.deleteFrom('auditLog').where('recordId', 'like', `${BURST_RECORD}%`).execute();
  }
}
