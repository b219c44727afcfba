import { httpGet, urlOf, type BenchServer, type ListCase } from './api.js';
import { percentile, sampleMemory } from './stats.js';

/** Exports the one editor starts at once, as the attack that prompted the bound did. */
const EXPORTS_AT_ONCE = 20;
/** List calls timed before the exports, and at most while they run. */
const LIST_CALLS = 100;

export interface ExportsRow {
  /** The list call timed before and while the exports run. */
  endpoint: string;
  exportsStarted: number;
  exportsRefused: number;
  /** The rows of each accepted export (the whole transactions list). */
  rowsPerExport: number;
  exportsSeconds: number;
  beforeP50: number;
  beforeP95: number;
  duringP50: number;
  duringP95: number;
  /** How many list calls ran while the exports did. */
  duringCalls: number;
  /** The bench process's resident memory (the server runs in it), in MB: before, and the peak while exports ran. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

const exportBody = JSON.stringify({
  list: '/admin/transactions',
  query: {},
  columns: ['bookingId', 'studentName', 'tutorName', 'subjectName', 'lessonAt', 'amountCents', 'paymentStatus'].map((field) => ({ field, header: field })),
});

/** One export, read whole: its status and its number of rows. */
async function runExport(server: BenchServer): Promise<{ status: number; rows: number }> {
  const response = await fetch(`${server.baseUrl}/api/v1/admin/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: exportBody,
  });
  const text = await response.text();
  return { status: response.status, rows: response.ok ? text.split('\r\n').length - 2 : 0 };
}

/** One list call's time, after a write (so that no kept answer serves it). */
export async function timeCall(server: BenchServer, url: string): Promise<number> {
  await server.endWrite();
  const started = performance.now();
  await httpGet(server, url);
  return performance.now() - started;
}

/**
 * Another person's list call while one editor starts many exports of the whole transactions list at
 * once (server/export/exportSlots.ts bounds them): its latency before and during, how many exports
 * ran and how many were refused, and the memory the server held. Each call follows a write, so no
 * kept answer serves it.
 */
export async function measureExports(server: BenchServer, c: ListCase): Promise<ExportsRow> {
  const url = urlOf(c);
  const before: number[] = [];
  for (let i = 0; i < LIST_CALLS; i++) before.push(await timeCall(server, url));
  const memory = sampleMemory();
  const started = performance.now();
  let running = true;
  const exports = Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, () => runExport(server))).finally(() => (running = false));
  const during: number[] = [];
  try {
    while (running && during.length < LIST_CALLS) during.push(await timeCall(server, url));
  } finally {
    await exports.catch(() => undefined);
  }
  const { beforeMb, peakMb } = memory.stop();
  const answers = await exports;
  const accepted = answers.filter((answer) => answer.status === 200);
  return {
    endpoint: c.name,
    exportsStarted: EXPORTS_AT_ONCE,
    exportsRefused: answers.filter((answer) => answer.status === 429).length,
    rowsPerExport: accepted[0]?.rows ?? 0,
    exportsSeconds: (performance.now() - started) / 1000,
    beforeP50: percentile(before, 50),
    beforeP95: percentile(before, 95),
    duringP50: during.length ? percentile(during, 50) : 0,
    duringP95: during.length ? percentile(during, 95) : 0,
    duringCalls: during.length,
    rssBeforeMb: beforeMb,
    rssPeakMb: peakMb,
  };
}
