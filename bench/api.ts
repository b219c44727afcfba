import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { tutorListQuery } from '../src/resources/tutors/server/contract.js';
import transactions from '../src/resources/transactions/resource.js';
import { accountListQuery } from '../src/resources/users/server/listQuery.js';
import { ascendingByDefault, listQueryOf } from '../server/declared/listQuery.js';
import { buildApp } from '../server/app.js';
import type { App } from '../server/appType.js';
import { hashPassword } from '../server/auth/passwords.js';
import { loadConfig } from '../server/config.js';
import type { DB } from '../server/db/index.js';
import { listTransactions } from '../server/services/transactions.js';
import { listTutors } from '../server/services/tutorList.js';
import { listUsers } from '../server/services/users.js';
import { startCpuAccounting } from './cpuAccounting.js';
import type { BenchDatabase, Engine } from './databases.js';
import { percentile, timeRuns } from './stats.js';

const SECRET = 'bench-secret-'.padEnd(48, 'x');

export interface ListCase {
  name: string;
  path: string;
  query: Record<string, string>;
  /** The service call the route makes with a query (the case's own, or one derived from it), for capturing its SQL. */
  run: (db: DB, actorId: number, query: Record<string, string>) => Promise<unknown>;
}

const actor = (id: number) => ({ id, displayName: 'Bench admin', userType: 'admin' as const });

/** The list calls the benchmark measures: page 1 as the admin opens it, and page 1 with search and sort. */
export function listCases(searchTerm: string): ListCase[] {
  const tutor = (name: string, query: Record<string, string>): ListCase => ({
    name,
    path: '/api/v1/admin/tutor',
    query,
    run: (db, _actorId, query) => listTutors(db, tutorListQuery.parse(query)),
  });
  const user = (name: string, query: Record<string, string>): ListCase => ({
    name,
    path: '/api/v1/admin/user',
    query,
    run: (db, id, query) => listUsers(db, actor(id), accountListQuery.parse(query)),
  });
  const transaction = (name: string, query: Record<string, string>): ListCase => ({
    name,
    path: '/api/v1/admin/transactions',
    query,
    run: (db, _actorId, query) => listTransactions(db, listQueryOf(transactions, ascendingByDefault).parse(query)),
  });
  const page1 = { page: '1', limit: '25' };
  return [
    tutor('tutors page 1', { ...page1, sort: 'createdAt', dir: 'desc' }),
    tutor('tutors search+sort', { ...page1, search: searchTerm, sort: 'displayName', dir: 'asc' }),
    // The students, as the admin's users screen calls the list (its declaration's subset's listAs).
    user('users page 1', { ...page1, userType: 'user', sort: 'createdAt', dir: 'desc' }),
    user('users search+sort', { ...page1, userType: 'user', search: searchTerm, sort: 'email', dir: 'asc' }),
    transaction('transactions page 1', { ...page1, sort: 'lessonAt', dir: 'desc' }),
    transaction('transactions search+sort', { ...page1, search: searchTerm, sort: 'amountCents', dir: 'desc' }),
  ];
}

/** Requests that are heavier than page 1: the blocking check runs them too. */
export function heavyCases(searchTerm: string, tutorCount: number): ListCase[] {
  const [tutors, , users] = listCases(searchTerm);
  return [
    { ...users!, name: 'users 2-letter search', query: { ...users!.query, search: searchTerm.slice(0, 2), sort: 'displayName', dir: 'asc' } },
    { ...tutors!, name: 'tutors page 400', query: { ...tutors!.query, page: '400' } },
    { ...tutors!, name: 'tutors last page', query: { ...tutors!.query, page: String(Math.ceil(tutorCount / 25)) } },
  ];
}

export const urlOf = (c: ListCase) => `${c.path}?${new URLSearchParams(c.query).toString()}`;

/** The admin the bench signs in as (in its own bench databases only). */
export const benchAdmin = { email: 'bench-admin@example.test', password: 'bench-password-2026' } as const;

export interface BenchServer {
  app: App;
  token: string;
  adminId: number;
  baseUrl: string;
  /**
   * Ends a transaction that wrote (it takes a transaction id), as any write anywhere in the
   * database does: the list answers kept for the snapshot before it no longer hold
   * (server/snapshotAnswers.ts), so the next call runs its statements.
   */
  endWrite: () => Promise<void>;
  close: () => Promise<void>;
}

/** The API on a bench database, listening on loopback, with a signed-in admin. */
export async function startBenchServer(database: BenchDatabase, adminDir?: string): Promise<BenchServer> {
  // The bench's token lasts as long as its session: a long part (an import of 100,000 rows) outlives the default 15 minutes.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ACCESS_TOKEN_TTL: '6h' });
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret: SECRET, logger: false, ...(adminDir ? { adminDir } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { accountId, token } = await benchSignIn(app, database.db, { email: benchAdmin.email, displayName: 'Bench admin', userType: 'admin' });
  const { port } = app.server.address() as AddressInfo;
  const endWrite = async () => void (await sql`select pg_current_xact_id()`.execute(database.db));
  return { app, token, adminId: accountId, baseUrl: `http://127.0.0.1:${port}`, endWrite, close: () => app.close() };
}

/**
 * A staff account of the bench databases (made on first use, with the bench's password) and an
 * access token of a new session of it, lasting as long as the session (six hours).
 */
export async function benchSignIn(app: App, db: DB, staff: { email: string; displayName: string; userType: 'admin' | 'superAdmin' }): Promise<{ accountId: number; token: string }> {
  const existing = await db.selectFrom('accounts').select(['id', 'sessionVersion']).where('email', '=', staff.email).executeTakeFirst();
  const account =
    existing ??
    (await db
      .insertInto('accounts')
      .values({
        ...staff,
        userRole: 'admin',
        status: 'active',
        passwordHash: await hashPassword(benchAdmin.password),
        photoUrl: null,
        phone: null,
        emailVerified: true,
      })
      .returning(['id', 'sessionVersion'])
      .executeTakeFirstOrThrow());
  const session = await db
    .insertInto('sessions')
    .values({ accountId: account.id, expiresAt: new Date(Date.now() + 6 * 3600_000), revokedReason: null, userAgent: 'bench', ip: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await app.accessTokens.sign({ accountId: account.id, sessionId: session.id, version: account.sessionVersion });
  return { accountId: account.id, token };
}

export interface LatencyRow {
  endpoint: string;
  url: string;
  total: number;
  injectP50: number;
  injectP99: number;
  httpP50: number;
  httpP99: number;
  directP50: number;
  directP99: number;
}

async function checkedInject(server: BenchServer, url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${server.token}` } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

export interface CapturedQuery {
  sql: string;
  params: readonly unknown[];
}

/** The statements one call runs, in the order it runs them, captured through Kysely's log. */
export async function captureQueries(database: BenchDatabase, c: ListCase, actorId: number): Promise<CapturedQuery[]> {
  const queries: CapturedQuery[] = [];
  const recording = database.recording((sql, params) => queries.push({ sql, params }));
  await c.run(recording, actorId, c.query);
  return queries;
}

/**
 * The SQL one call runs, captured once, then replayed on the raw driver just as listPage runs it (in
 * parallel). A transaction's control and settings (a search that walks its sort index) are left out:
 * parallel statements cannot share one.
 */
export async function directRunner(database: BenchDatabase, c: ListCase, actorId: number) {
  const queries = (await captureQueries(database, c, actorId)).filter((query) => !/^\s*(begin|commit|rollback|set|reset)\b/i.test(query.sql));
  return () => Promise.all(queries.map((q) => database.raw(q.sql, q.params)));
}

/** One signed-in GET over loopback HTTP, its body read whole (what the HTTP figures time). */
export async function httpGet(server: BenchServer, url: string): Promise<ArrayBuffer> {
  const response = await fetch(server.baseUrl + url, { headers: { authorization: `Bearer ${server.token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

/**
 * p50/p99 of each list call in process (inject), over loopback HTTP, and of its SQL run directly.
 * A write ends before each call, so that each runs its statements rather than a kept answer.
 */
export async function measureLatency(database: BenchDatabase, server: BenchServer, cases: ListCase[], runs: number): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const c of cases) {
    const url = urlOf(c);
    const first = await checkedInject(server, url);
    const total = (first.json() as { data: { total: number } }).data.total;
    const inject = await timeRuns(() => checkedInject(server, url), runs, undefined, server.endWrite);
    const http = await timeRuns(() => httpGet(server, url), runs, undefined, server.endWrite);
    const direct = await timeRuns(await directRunner(database, c, server.adminId), runs);
    rows.push({
      endpoint: c.name,
      url,
      total,
      injectP50: percentile(inject, 50),
      injectP99: percentile(inject, 99),
      httpP50: percentile(http, 50),
      httpP99: percentile(http, 99),
      directP50: percentile(direct, 50),
      directP99: percentile(direct, 99),
    });
  }
  return rows;
}

export interface LoadRow {
  endpoint: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time per answered request, in ms: the server (PGlite's worker included), the PostgreSQL
   * server's processes (null on PGlite or off Linux), the load generator and the whole machine.
   */
  cpuPerRequest?: { server: number; postgres: number | null; client: number | null; machine: number | null };
  /** Writes that ended elsewhere in the database a second during the run (`BenchServer.endWrite`), when there were any. */
  writesPerSecond?: number;
}

const CLIENT_CPU_MARK = /bench-cpu-seconds ([\d.]+)/;

/**
 * autocannon on one list call of the bench server (signed in); with `writesPerSecond`, while the
 * bench ends that many writes a second elsewhere in the database, so that answers kept per snapshot
 * hold only until the next write.
 */
export async function measureLoad(server: BenchServer, c: ListCase, connections: number, seconds: number, engine: Engine, writesPerSecond = 0): Promise<LoadRow> {
  const target = { name: c.name, url: server.baseUrl + urlOf(c), token: server.token };
  if (writesPerSecond === 0) return measureLoadOn(target, connections, seconds, engine);
  let writes = 0;
  let stopped = false;
  const started = performance.now();
  const writer = (async () => {
    while (!stopped) {
      const due = started + ((writes + 1) * 1000) / writesPerSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      if (stopped) break;
      await server.endWrite();
      writes++;
    }
  })();
  try {
    const row = await measureLoadOn(target, connections, seconds, engine);
    return { ...row, writesPerSecond: writes / ((performance.now() - started) / 1000) };
  } finally {
    stopped = true;
    await writer;
  }
}

/** autocannon in its own process (so it does not share the server's event loop), JSON result. */
export async function measureLoadOn(target: { name: string; url: string; token?: string }, connections: number, seconds: number, engine: Engine): Promise<LoadRow> {
  const auth = target.token ? ['-H', `authorization=Bearer ${target.token}`] : [];
  const args = ['--import', './bench/reportCpuOnExit.mjs', 'node_modules/autocannon/autocannon.js', '-j', '-c', String(connections), '-d', String(seconds), ...auth, target.url];
  const cpu = await startCpuAccounting();
  const { out, err } = await new Promise<{ out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ out, err }) : reject(new Error(`autocannon exited with ${code}: ${err}`))));
  });
  const used = await cpu.stop();
  const result = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  const clientSeconds = CLIENT_CPU_MARK.exec(err)?.[1];
  const perRequest = (cpuSeconds: number | null) => (cpuSeconds === null || result.requests.total === 0 ? null : (cpuSeconds * 1000) / result.requests.total);
  return {
    endpoint: target.name,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuPerRequest: {
      server: perRequest(used.server) ?? 0,
      postgres: engine === 'postgres' ? perRequest(used.postgres) : null,
      client: perRequest(clientSeconds === undefined ? null : Number(clientSeconds)),
      machine: perRequest(used.machine),
    },
  };
}

export interface BlockingRow {
  request: string;
  requestMs: number;
  /** The longest time the event loop was held at once while the request ran. */
  longestBlockMs: number;
  /** The slowest of the cheap requests (GET /api/health) sent one after another while it ran. */
  cheapRequestMs: number;
}

/** The longest gap between the turns of a 1 ms timer: how long the event loop was held at once. */
function trackLoopGaps() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    /** Waits for one more turn, so a block that has just ended is counted, then stops. */
    stop: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      clearInterval(timer);
      return longest;
    },
  };
}

/**
 * The embedded database runs queries on the event loop: while one request runs, how long does the
 * loop stay blocked, and how long do cheap requests sent meanwhile wait? (A first version read
 * `monitorEventLoopDelay` as soon as the request answered, before its timer had recorded the block
 * that had just ended: it reported 1-4 ms for a request that held the loop for 160 ms.)
 */
export async function measureBlocking(server: BenchServer, cases: ListCase[]): Promise<BlockingRow[]> {
  const rows: BlockingRow[] = [];
  for (const c of cases) {
    const url = urlOf(c);
    await checkedInject(server, url);
    await server.endWrite();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const gaps = trackLoopGaps();
    let running = true;
    const started = performance.now();
    const slow = checkedInject(server, url).then(() => {
      running = false;
      return performance.now() - started;
    });
    const cheapTimes: number[] = [];
    const cheap = (async () => {
      while (running) {
        const sent = performance.now();
        await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
        cheapTimes.push(performance.now() - sent);
      }
    })();
    const [requestMs] = await Promise.all([slow, cheap]);
    rows.push({ request: c.name, requestMs, longestBlockMs: await gaps.stop(), cheapRequestMs: Math.max(0, ...cheapTimes) });
  }
  return rows;
}
