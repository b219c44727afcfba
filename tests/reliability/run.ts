/**
 * `npm run test:reliability`: the load and fault checks against the real server on a throwaway
 * PostgreSQL, then two API servers on that one database, then docs/reliability.md with the
 * figures of this run.
 * Durations (seconds) from the environment: LOAD_SECONDS (60), LOAD_CONNECTIONS (100),
 * OUTAGE_SECONDS (10), SHUTDOWN_LOAD_SECONDS (5).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, postgresMissing, startScratchPostgres, type ScratchPostgres } from './postgres.js';
import { scaleOutPhase } from './scaleOut.js';
import { signIn, startServer, type RunningServer } from './server.js';
import { describeSample, percentile, startTraffic, type Sample } from './traffic.js';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOAD_MS = seconds('LOAD_SECONDS', 60) * 1000;
const CONNECTIONS = seconds('LOAD_CONNECTIONS', 100);
const OUTAGE_MS = seconds('OUTAGE_SECONDS', 10) * 1000;
const SHUTDOWN_LOAD_MS = seconds('SHUTDOWN_LOAD_SECONDS', 5) * 1000;
const MAX_HANG_MS = 5000;
const MAX_RECOVERY_MS = 5000;
const MAX_MEMORY_GROWTH = 0.1;

interface Check {
  name: string;
  passed: boolean;
  figures: string;
  problems: string[];
}
const checks: Check[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);

function record(name: string, figures: string, problems: string[]) {
  checks.push({ name, passed: problems.length === 0, figures, problems });
  log(`${problems.length === 0 ? 'PASS' : 'FAIL'} ${name}: ${figures}${problems.map((p) => `\n    - ${p}`).join('')}`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const maxOf = (values: number[]) => values.reduce((max, value) => Math.max(max, value), 0);
const summary = (samples: Sample[]) => {
  const latencies = samples.map((s) => s.ms);
  return `${samples.length} requests, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(maxOf(latencies))}`;
};
const everyFifth = (memory: { kib: number }[]) => memory.filter((_, i) => i % 5 === 0).map((m) => Math.round(m.kib / 1024)).join(' ');
const firstFew = (samples: Sample[]) => samples.slice(0, 5).map(describeSample).join('; ');

async function pageIds(baseUrl: string, token: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/v1/admin/page-management?limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { items: { id: number }[] } };
  return body.data.items.map((item) => item.id);
}

async function loadPhase(server: RunningServer, token: string, pages: number[]) {
  const traffic = startTraffic({ baseUrl: server.baseUrl, token, connections: CONNECTIONS, durationMs: LOAD_MS, pageIds: pages });
  // Caches, compiled code and pools fill over the first half-minute or so, so growth is judged
  // over the second half of the load only.
  const warmUp = Math.max(10_000, LOAD_MS * 0.5);
  const memory: { at: number; kib: number }[] = [];
  const liveHeap: number[] = [];
  while (traffic.now() < LOAD_MS) {
    const at = traffic.now();
    memory.push({ at, kib: await server.rssKiB() });
    // RSS saws by a fifth with each collection and grows as V8 sizes its heap to the load (one run:
    // 210 279 272 269 277 364 295 262 265 308 284 301 MiB with no leak), so the verdict reads the
    // heap that survives a full collection, every 5 s after warm-up.
    if (at >= warmUp && memory.length % 5 === 0) liveHeap.push(await server.liveHeapBytes());
    await sleep(1000);
  }
  const samples = await traffic.finished;
  const median = (values: number[]) => percentile(values, 50);
  const half = Math.floor(liveHeap.length / 2);
  const base = median(liveHeap.slice(0, half));
  const end = median(liveHeap.slice(half));
  const growth = base > 0 ? (end - base) / base : 0;
  const unexpected = samples.filter((s) => s.status !== 200);
  const problems = [
    ...(unexpected.length > 0 ? [`${unexpected.length} unexpected answers, e.g. ${firstFew(unexpected)}`] : []),
    ...(growth > MAX_MEMORY_GROWTH ? [`the live heap grew ${(growth * 100).toFixed(1)}% after warm-up`] : []),
    ...(liveHeap.length < 2 ? ['the run was too short to measure memory after warm-up'] : []),
  ];
  const rps = Math.round(samples.length / (LOAD_MS / 1000));
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  record(
    `Load: ${LOAD_MS / 1000} s, ${CONNECTIONS} connections, mixed reads and writes`,
    `${summary(samples)}, ${rps} req/s, ${unexpected.length} unexpected errors; live heap after a full collection, every 5 s after warm-up (${Math.round(warmUp / 1000)} s): ${liveHeap.map(mib).join(' ')} MiB, median ${mib(base)} MiB in the first half, ${mib(end)} MiB in the second (${(growth * 100).toFixed(1)}%); RSS every 5 s: ${everyFifth(memory)} MiB`,
    problems,
  );
}

async function outagePhase(server: RunningServer, database: ScratchPostgres, token: string, pages: number[]) {
  const lead = 5000;
  const traffic = startTraffic({ baseUrl: server.baseUrl, token, connections: CONNECTIONS, durationMs: lead + OUTAGE_MS + 60_000, timeoutMs: 30_000, pageIds: pages });
  await sleep(lead);
  const stoppedAt = traffic.now();
  await database.stop();
  await sleep(OUTAGE_MS);
  await database.start();
  const backAt = traffic.now();
  let recoveredAt = Number.POSITIVE_INFINITY;
  while (traffic.now() - backAt < 30_000) {
    const ok = await fetch(`${server.baseUrl}/api/v1/tutor/getLanguages`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status === 200, () => false);
    if (ok) {
      recoveredAt = traffic.now();
      break;
    }
    await sleep(100);
  }
  await sleep(5000);
  traffic.stop();
  const samples = await traffic.finished;
  const during = samples.filter((s) => s.startedAt >= stoppedAt && s.startedAt < backAt);
  const unavailable = samples.filter((s) => s.status === 503 && s.code === 'UNAVAILABLE');
  const slow = samples.filter((s) => s.ms > MAX_HANG_MS);
  const wrong = samples.filter((s) => !(s.status === 200 || (s.status === 503 && s.code === 'UNAVAILABLE')));
  const recovery = recoveredAt - backAt;
  const afterRecovery = samples.filter((s) => s.startedAt >= recoveredAt + 1000 && s.status !== 200);
  const problems = [
    ...(server.child.exitCode !== null ? [`the server exited with code ${server.child.exitCode}: ${server.output().trim().split('\n').slice(-30).join(' / ').slice(0, 4000)}`] : []),
    ...(slow.length > 0 ? [`${slow.length} requests took over ${MAX_HANG_MS} ms, e.g. ${firstFew(slow)}`] : []),
    ...(wrong.length > 0 ? [`${wrong.length} answers other than 200 or 503 UNAVAILABLE, e.g. ${firstFew(wrong)}`] : []),
    ...(unavailable.length === 0 ? ['no request saw the outage (no 503 UNAVAILABLE)'] : []),
    ...(!(recovery <= MAX_RECOVERY_MS) ? [`recovery took ${Number.isFinite(recovery) ? ms(recovery) : 'more than 30 s'}`] : []),
    ...(afterRecovery.length > 0 ? [`${afterRecovery.length} failures after recovery, e.g. ${firstFew(afterRecovery)}`] : []),
  ];
  const slowest = maxOf(during.map((s) => s.ms));
  record(
    `Database stopped for ${OUTAGE_MS / 1000} s during load`,
    `${summary(samples)}; ${unavailable.length} answered 503 UNAVAILABLE, slowest answer while the database was down ${ms(slowest)}; recovered ${Number.isFinite(recovery) ? ms(recovery) : 'never'} after the database was back; server still running`,
    problems,
  );
}

/** Every stored write has its audit row and every audit row its record: nothing half-applied. */
async function integrityPhase(database: ScratchPostgres) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ stored: number; orphanRecords: number; orphanAudit: number; pageUpdates: number }>(`
      select
        (select count(*)::int from languages where name like 'Load %') as "stored",
        (select count(*)::int from languages l where l.name like 'Load %' and not exists (
           select 1 from audit_log a where a.resource = 'languages' and a.action = 'create' and a.record_id = l.id::text)) as "orphanRecords",
        (select count(*)::int from audit_log a where a.resource = 'languages' and a.action = 'create' and not exists (
           select 1 from languages l where l.id::text = a.record_id)) as "orphanAudit",
        (select count(*)::int from audit_log where resource = 'pages' and action = 'update') as "pageUpdates"`);
    const { stored, orphanRecords, orphanAudit, pageUpdates } = rows[0]!;
    const problems = [
      ...(orphanRecords > 0 ? [`${orphanRecords} languages without their audit row`] : []),
      ...(orphanAudit > 0 ? [`${orphanAudit} audit rows without their language`] : []),
      ...(stored === 0 ? ['no write was stored, so nothing was checked'] : []),
    ];
    record('No half-applied write', `${stored} languages added under load, each with its audit row; ${pageUpdates} page updates audited; ${orphanRecords + orphanAudit} orphans`, problems);
  } finally {
    await client.end();
  }
}

async function shutdownPhase(server: RunningServer, token: string, pages: number[]) {
  const traffic = startTraffic({ baseUrl: server.baseUrl, token, connections: CONNECTIONS, durationMs: SHUTDOWN_LOAD_MS + 30_000, timeoutMs: 30_000, pageIds: pages });
  await sleep(SHUTDOWN_LOAD_MS);
  const signalAt = traffic.now();
  server.child.kill('SIGTERM');
  const code = await Promise.race([server.exited, sleep(30_000).then(() => 'timeout' as const)]);
  const exitedAt = traffic.now();
  await sleep(500);
  traffic.stop();
  const samples = await traffic.finished;
  const inFlight = samples.filter((s) => s.startedAt < signalAt && s.startedAt + s.ms > signalAt);
  const finishedInFlight = inFlight.filter((s) => s.status === 200);
  const cleanRefusal = (s: Sample) => (s.status === 503 && s.code === 'UNAVAILABLE') || ['ECONNREFUSED', 'ECONNRESET', 'socket hang up'].includes(s.error ?? '');
  const unclean = samples.filter((s) => s.status !== 200 && !cleanRefusal(s));
  const problems = [
    ...(code !== 0 ? [`exit code ${code}`] : []),
    ...(unclean.length > 0 ? [`${unclean.length} requests failed uncleanly, e.g. ${firstFew(unclean)}`] : []),
    ...(inFlight.length > 0 && finishedInFlight.length === 0 ? ['no in-flight request finished'] : []),
  ];
  const refused = samples.filter((s) => s.status !== 200 && cleanRefusal(s));
  record(
    'SIGTERM during load',
    `exit code ${code} ${ms(exitedAt - signalAt)} after the signal; ${finishedInFlight.length} of ${inFlight.length} requests in flight finished with 200; ${refused.length} later requests refused cleanly (503 UNAVAILABLE or connection refused), ${unclean.length} unclean`,
    problems,
  );
  if (inFlight.length !== finishedInFlight.length) {
    log(`    in-flight requests not answered 200: ${firstFew(inFlight.filter((s) => s.status !== 200))}`);
  }
}

async function pgliteLockPhase() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reliability-pglite-'));
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  const first = await startServer(env, await freePort());
  try {
    const second = await startServer(env, await freePort()).then(
      (server) => ({ started: server, code: null as number | null, output: '' }),
      (error: Error) => ({ started: undefined, code: 1, output: error.message }),
    );
    if (second.started) second.started.child.kill('SIGTERM');
    const message = /is already open in another process[^\n]*/.exec(second.output)?.[0] ?? '';
    record(
      'Two processes on one PGlite directory',
      second.started ? 'the second process started' : `the second process exited with code 1: "The embedded database in … ${message}"`,
      second.started || !message ? ['the second process did not refuse with a clear message'] : [],
    );
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(startedAt: Date, durationMs: number): string {
  const lines = [
    '# Reliability checks',
    '',
    'Generated by `npm run test:reliability` (tests/reliability/run.ts); do not edit by hand.',
    `Last run: ${startedAt.toISOString()}, ${Math.round(durationMs / 1000)} s in all, Node ${process.version}, PostgreSQL from ${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'} (a throwaway server of its own), loopback only.`,
    `Settings: LOAD_SECONDS=${LOAD_MS / 1000}, LOAD_CONNECTIONS=${CONNECTIONS}, OUTAGE_SECONDS=${OUTAGE_MS / 1000}, SHUTDOWN_LOAD_SECONDS=${SHUTDOWN_LOAD_MS / 1000}.`,
    '',
    '| Check | Result | Figures |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.passed ? 'pass' : 'FAIL'} | ${c.figures}${c.problems.length ? `<br>${c.problems.join('<br>')}` : ''} |`),
    '',
    'The four "Two API servers" rows start two more server processes on the same PostgreSQL once the load checks are over, each with',
    'a `DATA_DIR` of its own (as on two machines) and one `JWT_SECRET` made for the run, and check what the README promises for a',
    'load balancer in front of them: a session signed in on A is refreshed on B, its new access token works on A, and after logout on',
    'B no token of it works on either; wrong passwords for one account, alternated between A and B from one address, are refused with',
    '429 from attempt `throttleRules.accountFromAddress.limit` + 1 on, as on one server; a page added on A is read on B, changed on B',
    'and read on A, and a language added on B is listed on A; a language added on A reaches the live streams (`GET /admin/changes`)',
    "of a superAdmin and of a plain admin on B within a second, and an admin account added on A just before is not in the plain admin's",
    'stream. When the check was written, pointing B at a second database made the first three fail, and another `JWT_SECRET` on B',
    'made the session row fail.',
    '',
    'The fuzz and authorisation checks run in `npm test` (tests/api/fuzz.test.ts prints its case count; tests/api/security-matrix.test.ts).',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const missing = await postgresMissing();
  if (missing) {
    if (process.env.CI === 'true') {
      log(`FAIL: the reliability checks need PostgreSQL in CI: ${missing}`);
      process.exit(1);
    }
    log(`SKIPPED: no PostgreSQL here (${missing}). Install PostgreSQL 15 to run the reliability checks.`);
    process.exit(0);
  }
  const startedAt = new Date();
  const database = await startScratchPostgres();
  let server: RunningServer | undefined;
  try {
    log(`scratch PostgreSQL ready; starting the server (seeding the demo marketplace)...`);
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'reliability-data-')) }, await freePort());
    const token = await signIn(server.baseUrl);
    const pages = await pageIds(server.baseUrl, token);
    await loadPhase(server, token, pages);
    await outagePhase(server, database, token, pages);
    await integrityPhase(database);
    await shutdownPhase(server, token, pages);
    await scaleOutPhase(database.url, record);
    await pgliteLockPhase();
  } finally {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.destroy();
  }
  const target = path.resolve('docs/reliability.md');
  await writeFile(target, report(startedAt, Date.now() - startedAt.getTime()));
  log(`wrote ${target}`);
  process.exit(checks.every((c) => c.passed) ? 0 : 1);
}

main().catch((error: unknown) => {
  log(`FAIL: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
