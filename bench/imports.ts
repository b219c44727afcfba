import { sql } from 'kysely';
import { urlOf, type BenchServer, type ListCase } from './api.js';
import type { BenchDatabase } from './databases.js';
import { timeCall } from './exports.js';
import { percentile, sampleMemory } from './stats.js';

/** Rows of the imported file: the size the import must handle without holding up anyone else. */
const IMPORT_ROWS = 100_000;
/** List calls timed before the import; while it runs, as many as fit. */
const LIST_CALLS = 100;
/** How often the import's progress is asked for, as the admin's screen does. */
const POLL_MS = 1000;

export interface ImportRow {
  /** The list call timed before and while the import runs. */
  endpoint: string;
  rows: number;
  created: number;
  refused: number;
  previewSeconds: number;
  importSeconds: number;
  rowsPerSecond: number;
  beforeP50: number;
  beforeP99: number;
  duringP50: number;
  duringP99: number;
  duringCalls: number;
  /** The bench process's resident memory (the server runs in it), in MB: before, and the peak during the dry run and the import. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** A languages file of new records, one per row, as a spreadsheet saves it. */
function importFile(tag: string): Blob {
  const lines = ['Name,Order'];
  for (let row = 1; row <= IMPORT_ROWS; row++) lines.push(`Bench import ${tag} ${row},${row % 1000}`);
  return new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

async function send<T>(server: BenchServer, path: string, fields: Record<string, string>, file?: Blob): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file, 'languages.csv');
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, { method: file ? 'POST' : 'GET', headers: { authorization: `Bearer ${server.token}` }, ...(file ? { body: form } : {}) });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

interface Job {
  id: number;
  status: string;
  rows: number;
  create: number;
  refused: number;
}

/**
 * A 100,000-row import of languages (server/import/) through the API, as the admin's screen runs it:
 * the dry run, then the job, followed every second; meanwhile another person's list call is timed
 * (each after a write, so no kept answer serves it) and the memory of the process that runs the server
 * sampled. The records, their audit entries and the job are removed afterwards.
 */
export async function measureImport(database: BenchDatabase, server: BenchServer, c: ListCase): Promise<ImportRow> {
  const { db } = database;
  const url = urlOf(c);
  const tag = Date.now().toString(36);
  const lastAudit = (await sql<{ id: number | null }>`select max(id) as id from audit_log`.execute(db)).rows[0]?.id ?? 0;
  const before: number[] = [];
  for (let i = 0; i < LIST_CALLS; i++) before.push(await timeCall(server, url));
  const file = importFile(tag);
  const memory = sampleMemory();
  let job: Job | undefined;
  try {
    const previewStarted = performance.now();
    const preview = await send<{ previewedAt: string }>(server, '/admin/import/languages/preview', {}, file);
    const previewSeconds = (performance.now() - previewStarted) / 1000;
    const started = performance.now();
    job = await send<Job>(server, '/admin/import/languages', { previewedAt: preview.previewedAt }, file);
    const during: number[] = [];
    let askedAt = performance.now();
    while (job.status === 'running' || job.status === 'cancelling') {
      during.push(await timeCall(server, url));
      if (performance.now() - askedAt >= POLL_MS) {
        askedAt = performance.now();
        job = await send<Job>(server, `/admin/import/languages/jobs/${job.id}`, {});
      }
    }
    const importSeconds = (performance.now() - started) / 1000;
    const { beforeMb, peakMb } = memory.stop();
    return {
      endpoint: c.name,
      rows: job.rows,
      created: job.create,
      refused: job.refused,
      previewSeconds,
      importSeconds,
      rowsPerSecond: job.rows / importSeconds,
      beforeP50: percentile(before, 50),
      beforeP99: percentile(before, 99),
      duringP50: during.length ? percentile(during, 50) : 0,
      duringP99: during.length ? percentile(during, 99) : 0,
      duringCalls: during.length,
      rssBeforeMb: beforeMb,
      rssPeakMb: peakMb,
    };
  } finally {
    memory.stop();
    // 100,000 rows each, longer than the server's statement timeout allows a call; and without the check of each
    // removed audit entry against the unindexed `revert_of` of every other one (the bench's role is a superuser).
    await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from languages where name like ${`Bench import ${tag} %`}`.execute(trx);
      await sql`delete from audit_log where id > ${lastAudit} and resource = 'languages'`.execute(trx);
      if (job) await sql`delete from import_jobs where id = ${job.id}`.execute(trx);
    });
  }
}
