import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlockingRow, LatencyRow, LoadRow } from './api.js';
import type { BrowserReport } from './browser.js';
import type { FloorRow } from './floor.js';
import type { ExportsRow } from './exports.js';
import type { ImportRow } from './imports.js';
import { MOST_EVENTS_PER_BATCH } from '../server/live/changeStream.js';
import type { LiveRow, Phase } from './live.js';
import { budgets, type BundleReport } from './bundle.js';
import type { Engine } from './databases.js';
import type { BenchOptions, Part, Size } from './options.js';
import type { SearchRow } from './search.js';
import { FRAGMENT_COUNT, LONGEST_FRAGMENT, LONGEST_NUMBER, type SearchCorpus } from './searchCorpus.js';
import { RUNS_PER_TERM } from './searchSummary.js';
import { commonTerm } from './sorts.js';
import { kb, ms, table } from './stats.js';

type Tagged<T> = T & { database: Engine; size: Size };

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  options: BenchOptions;
  seeding: Array<{ database: Engine; size: Size; rows: number; seededMs: number | null }>;
  latency: Array<Tagged<LatencyRow>>;
  load: Array<Tagged<LoadRow>>;
  floor: Array<Tagged<FloorRow>>;
  blocking: Array<Tagged<BlockingRow>>;
  search: Array<Tagged<SearchRow>>;
  searchCorpora: Array<Tagged<SearchCorpus>>;
  /** The sort part (bench/sorts.ts): every sort and edge page of each list; runs written before it have none. */
  sorts?: Array<Tagged<SearchRow>>;
  /** Results written before the quick find was measured have none. */
  quickFind?: Array<Tagged<SearchRow>>;
  /** The exports part (bench/exports.ts); runs written before it have none. */
  exports?: Array<Tagged<ExportsRow>>;
  /** The imports part (bench/imports.ts); runs written before it have none. */
  imports?: Array<Tagged<ImportRow>>;
  /** The live part (bench/live.ts); runs written before it have none. */
  live?: Array<Tagged<LiveRow>>;
  bundle: BundleReport | null;
  browser: BrowserReport | null;
  notes: string[];
  durationSeconds: number;
}

type Verdict = 'met' | 'NOT met' | 'not measured';
const verdict = (measured: boolean, ok: boolean): Verdict => (!measured ? 'not measured' : ok ? 'met' : 'NOT met');
const dbName = (engine: Engine) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** Each performance target that this run measured, with the figure behind the verdict. */
export function targets(results: BenchResults): Array<[string, Verdict, string]> {
  const at = (engine: Engine, size: Size) => results.latency.filter((row) => row.database === engine && row.size === size);
  const rows: Array<[string, Verdict, string]> = [];
  const pg1m = at('postgres', '1m');
  const worst = (list: LatencyRow[], key: keyof LatencyRow) => Math.max(...list.map((row) => Number(row[key])));
  rows.push([
    'PostgreSQL, 1M rows, list page 1 with search and sort: p50 < 10 ms, p99 < 30 ms (HTTP)',
    verdict(pg1m.length > 0, worst(pg1m, 'httpP50') < 10 && worst(pg1m, 'httpP99') < 30),
    pg1m.length ? `worst p50 ${ms(worst(pg1m, 'httpP50'))}, worst p99 ${ms(worst(pg1m, 'httpP99'))}` : '',
  ]);
  const lite1m = at('pglite', '1m');
  rows.push([
    'PGlite, 1M rows: p50 < 50 ms (HTTP)',
    verdict(lite1m.length > 0, worst(lite1m, 'httpP50') < 50),
    lite1m.length ? `worst p50 ${ms(worst(lite1m, 'httpP50'))}` : '',
  ]);
  const blocks = results.blocking.filter((row) => row.size === '1m');
  const longest = Math.max(...blocks.map((row) => row.longestBlockMs));
  // The database runs in a worker thread, so a query no longer holds the event loop; a request
  // that needs the database still waits its turn there, which the cheap request (a `select 1`) shows.
  const slowestCheap = Math.max(...blocks.map((row) => row.cheapRequestMs));
  rows.push([
    'PGlite, 1M rows: no request blocks others for over 100 ms',
    verdict(blocks.length > 0, Math.max(longest, slowestCheap) <= 100),
    blocks.length ? `longest event-loop block ${ms(longest)}; slowest cheap request with the database meanwhile ${ms(slowestCheap)}` : '',
  ]);
  for (const engine of ['postgres', 'pglite'] as const) {
    const small = at(engine, '10k');
    const large = at(engine, '1m');
    const ratios = large.map((row) => row.httpP50 / (small.find((each) => each.endpoint === row.endpoint)?.httpP50 ?? Number.NaN));
    const worstRatio = Math.max(...ratios);
    rows.push([
      `${dbName(engine)}: p50 at 1M rows at most 2x p50 at 10k rows`,
      verdict(small.length > 0 && large.length > 0 && Number.isFinite(worstRatio), worstRatio <= 2),
      Number.isFinite(worstRatio) ? `worst ratio ${worstRatio.toFixed(2)}x` : '',
    ]);
  }
  rows.push(...searchTargets(results));
  rows.push(...liveTargets(results.live ?? []));
  const atScale = results.load.filter((row) => row.database === 'postgres' && row.size === '1m');
  const load = atScale.filter((row) => !row.writesPerSecond);
  const whileWriting = atScale.filter((row) => row.writesPerSecond);
  const slowest = Math.min(...load.map((row) => row.requestsPerSecond));
  const failures = atScale.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  const slowestWriting = whileWriting.length
    ? `; ${Math.round(Math.min(...whileWriting.map((row) => row.requestsPerSecond)))} req/s while about ${Math.round(whileWriting[0]!.writesPerSecond!)} writes a second end elsewhere`
    : '';
  rows.push([
    'PostgreSQL, 1M rows, 50 connections: >= 2,000 requests/s, zero errors',
    verdict(load.length > 0, slowest >= 2000 && failures === 0),
    load.length ? `slowest ${Math.round(slowest)} req/s on unchanged data${slowestWriting}, ${failures} errors${throughputFloor(results)}` : '',
  ]);
  const overhead = results.latency.map((row) => row.httpP50 / row.directP50);
  const worstOverhead = Math.max(...overhead);
  rows.push([
    'API overhead: list p50 (HTTP) at most 1.5x the same SQL run directly',
    verdict(overhead.length > 0, worstOverhead <= 1.5),
    overhead.length ? `worst ${worstOverhead.toFixed(2)}x${overheadFloor(results)}` : '',
  ]);
  if (results.bundle) {
    for (const route of results.bundle.routes) {
      rows.push([`Gzipped JS, ${route.route}: at most ${route.budgetKb} KB`, verdict(true, route.gzipBytes <= route.budgetKb * 1024), kb(route.gzipBytes)]);
    }
  } else {
    for (const [route, budget] of Object.entries(budgets)) rows.push([`Gzipped JS, ${route}: at most ${budget} KB`, 'not measured', '']);
  }
  rows.push(...browserTargets(results.browser));
  return rows;
}

/** With 1,000 open streams and during a burst of 10,000 changes, the list call keeps its latency target at 1M rows; no plain admin hears of an admin account. */
function liveTargets(rows: ReadonlyArray<Tagged<LiveRow>>): Array<[string, Verdict, string]> {
  const worstOf = (row: LiveRow, key: keyof Phase) => Math.max(row.idle[key], row.burst[key]);
  const at = (engine: Engine) => rows.filter((row) => row.database === engine && row.size === '1m');
  const figures = (list: ReadonlyArray<LiveRow>) => list.map((row) => `idle p50 ${ms(row.idle.p50)}, p99 ${ms(row.idle.p99)}; burst p50 ${ms(row.burst.p50)}, p99 ${ms(row.burst.p99)}`).join('; ');
  const pg = at('postgres');
  const lite = at('pglite');
  return [
    [
      'PostgreSQL, 1M rows, 1,000 open live streams, and a burst of 10,000 changes: list page 1 p50 < 10 ms, p99 < 30 ms (HTTP)',
      verdict(pg.length > 0, pg.every((row) => worstOf(row, 'p50') < 10 && worstOf(row, 'p99') < 30)),
      figures(pg),
    ],
    ['PGlite, 1M rows, the same: p50 < 50 ms (HTTP)', verdict(lite.length > 0, lite.every((row) => worstOf(row, 'p50') < 50)), figures(lite)],
    [
      "Live streams: a plain admin's never names an admin account; every superAdmin's hears of them",
      verdict(rows.length > 0, rows.every((row) => row.staffRecordsLeaked === 0 && row.staffRecordsHeard === row.streamsOpened / 2)),
      rows.map((row) => `${dbName(row.database)} ${row.size}: ${row.staffRecordsLeaked} leaked, ${row.staffRecordsHeard} of ${row.streamsOpened / 2} heard`).join('; '),
    ],
  ];
}

/** The search targets at 1M rows, over the lists' figures of the search part (the worst list counts). */
function searchTargets(results: BenchResults): Array<[string, Verdict, string]> {
  const at = (engine: Engine) => results.search.filter((row) => row.database === engine && row.size === '1m');
  const worst = (rows: SearchRow[], key: 'p50' | 'p99' | 'max') => Math.max(...rows.map((row) => row[key]));
  const figures = (rows: SearchRow[]) =>
    rows.length ? `${rows[0]!.terms} terms; worst list: p50 ${ms(worst(rows, 'p50'))}, p99 ${ms(worst(rows, 'p99'))}, max ${ms(worst(rows, 'max'))}` : '';
  const postgres = at('postgres');
  const pglite = at('pglite');
  return [
    [
      'Search over the corpus, PostgreSQL, 1M rows (medians per term): p50 < 10 ms, p99 < 30 ms, max < 60 ms (HTTP)',
      verdict(postgres.length > 0, worst(postgres, 'p50') < 10 && worst(postgres, 'p99') < 30 && worst(postgres, 'max') < 60),
      figures(postgres),
    ],
    ['Search over the corpus, PGlite, 1M rows (medians per term): p99 < 150 ms (HTTP)', verdict(pglite.length > 0, worst(pglite, 'p99') < 150), figures(pglite)],
    quickFindTarget(results),
    ...(['postgres', 'pglite'] as const).map((engine): [string, Verdict, string] => {
      const sorts = (results.sorts ?? []).filter((row) => row.database === engine && row.size === '1m');
      return [
        `Sorting by every sortable column, both directions, with and without search, and the edge pages the pagination offers, ${dbName(engine)}, 1M rows (medians per way): p99 < ${engine === 'postgres' ? 30 : 150} ms (HTTP)`,
        verdict(sorts.length > 0, worst(sorts, 'p99') < (engine === 'postgres' ? 30 : 150)),
        sorts.length ? `worst list: p50 ${ms(worst(sorts, 'p50'))}, p99 ${ms(worst(sorts, 'p99'))}, max ${ms(worst(sorts, 'max'))}` : '',
      ];
    }),
  ];
}

/** The quick find (the command palette's one call) at 1M rows on PostgreSQL: every term answered within 100 ms. */
function quickFindTarget(results: BenchResults): [string, Verdict, string] {
  const rows = (results.quickFind ?? []).filter((row) => row.database === 'postgres' && row.size === '1m');
  const worst = (key: 'p50' | 'p99' | 'max') => Math.max(...rows.map((row) => row[key]));
  return [
    'Quick find over the corpus, every resource at once, PostgreSQL, 1M rows (medians per term): max < 100 ms (HTTP)',
    verdict(rows.length > 0, worst('max') < 100),
    rows.length ? `${rows[0]!.terms} terms: p50 ${ms(worst('p50'))}, p99 ${ms(worst('p99'))}, max ${ms(worst('max'))}` : '',
  ];
}

/** The slowest list behind the bare routes at 1M rows on PostgreSQL (bench/floor.ts), for the throughput target. */
function throughputFloor(results: BenchResults): string {
  const floors = results.floor.filter((row) => row.database === 'postgres' && row.size === '1m' && row.load);
  if (floors.length === 0) return '';
  const slowestOf = (variant: FloorRow['variant']) => Math.round(Math.min(...floors.filter((row) => row.variant === variant).map((row) => row.load!.requestsPerSecond)));
  return `; floor (the same SQL behind a bare route, slowest list): ${slowestOf('SQL only')} req/s with the SQL only, ${slowestOf('token + session check + SQL')} req/s with the token and session check`;
}

/** The worst HTTP/SQL ratio of the bare routes (bench/floor.ts), for the overhead target. */
function overheadFloor(results: BenchResults): string {
  const floors = results.floor.filter((row) => row.variant === 'SQL only');
  if (floors.length === 0) return '';
  return `; floor (the same SQL behind a bare route): worst ${Math.max(...floors.map((row) => row.httpP50 / row.directP50)).toFixed(2)}x`;
}

const percent = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));

/** The browser targets; each is "not measured" when the browser part did not give its figure. */
function browserTargets(browser: BrowserReport | null): Array<[string, Verdict, string]> {
  const rows: Array<[string, Verdict, string]> = [];
  const ours = browser?.coldLoad.find((row) => row.app === 'Tutor Admin');
  const reference = browser?.coldLoad.find((row) => row.app !== 'Tutor Admin');
  rows.push([
    'Cold load of /admin/tutors (signed in) to the first row: faster than the plain react-admin app in the same run',
    verdict(Boolean(ours && reference), Boolean(ours && reference && ours.medianMs < reference.medianMs)),
    ours && reference ? `median ${ms(ours.medianMs)} vs ${ms(reference.medianMs)} (react-admin's own rows: ${ms(ours.readyMedianMs)})` : '',
  ]);
  const axe = browser?.axe ?? [];
  const violations = axe.reduce((sum, row) => sum + row.violations, 0);
  const pages = new Set(axe.map((row) => row.page)).size;
  rows.push([
    'axe: zero violations, both themes (the bench checks sign-in, dashboard and three lists; the e2e suite every screen)',
    verdict(axe.length > 0, violations === 0),
    axe.length ? `${violations} violations on ${pages} pages x ${axe.length / pages} themes` : '',
  ]);
  for (const page of ['/admin/login', '/admin/tutors']) {
    const desktop = browser?.lighthouse.find((row) => row.page === page && row.formFactor === 'desktop');
    const scores = desktop ? [desktop.performance, desktop.accessibility, desktop.bestPractices] : [];
    const desktopMeasured = Boolean(desktop && !desktop.error && scores.every((value) => value !== null));
    rows.push([
      `Lighthouse desktop ${page}: 100 performance, 100 accessibility, 100 best practices`,
      verdict(desktopMeasured, scores.every((value) => value === 1)),
      desktopMeasured ? scores.map(percent).join(' / ') : (desktop?.error ?? ''),
    ]);
    const mobile = browser?.lighthouse.find((row) => row.page === page && row.formFactor === 'mobile');
    const mobileMeasured = Boolean(mobile && !mobile.error && mobile.performance !== null);
    rows.push([
      `Lighthouse mobile ${page}: performance at least 90`,
      verdict(mobileMeasured, (mobile?.performance ?? 0) >= 0.9),
      mobileMeasured ? percent(mobile!.performance) : (mobile?.error ?? ''),
    ]);
  }
  return rows;
}

export function renderMarkdown(results: BenchResults): string {
  const sections: string[] = [];
  const m = results.machine;
  sections.push(
    `Run of ${stampOf(results)} UTC (parts: ${results.options.parts.join(', ')}), ${results.durationSeconds} s, on ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}. ` +
      `Sizes: ${results.options.sizes.join(', ')}; databases: ${results.options.engines.map(dbName).join(', ')}; ${results.options.runs} requests per figure. ` +
      'Other work may have shared the machine: figures are medians/percentiles of many runs, not guarantees.',
  );
  sections.push(`### Targets\n\n${table(['target', 'verdict', 'measured'], targets(results))}`);
  if (results.seeding.length) {
    sections.push(
      `### Seeding (N tutors, N students, N bookings)\n\n${table(
        ['database', 'size', 'seeded in'],
        results.seeding.map((row) => [dbName(row.database), row.size, row.seededMs === null ? 'cached' : `${(row.seededMs / 1000).toFixed(1)} s`]),
      )}`,
    );
  }
  if (results.latency.length) {
    sections.push(
      `### API latency, page 1 (25 rows)\n\ninject = in process (\`app.inject\`), HTTP = loopback with keep-alive, SQL = the same queries on the driver. A write ends elsewhere before every call, so each runs its statements (no answer kept per snapshot).\n\n${table(
        ['database', 'size', 'endpoint', 'total', 'inject p50', 'inject p99', 'HTTP p50', 'HTTP p99', 'SQL p50', 'SQL p99', 'HTTP/SQL'],
        results.latency.map((row) => [
          dbName(row.database),
          row.size,
          row.endpoint,
          row.total,
          ms(row.injectP50),
          ms(row.injectP99),
          ms(row.httpP50),
          ms(row.httpP99),
          ms(row.directP50),
          ms(row.directP99),
          `${(row.httpP50 / row.directP50).toFixed(2)}x`,
        ]),
      )}`,
    );
  }
  if (results.load.length) {
    sections.push(
      `### Throughput (autocannon, loopback)\n\n${table(
        ['database', 'size', 'endpoint', 'writes/s elsewhere', 'connections', 'seconds', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'CPU/request: server', 'PostgreSQL', 'autocannon', 'machine'],
        results.load.map((row) => {
          const cpu = row.cpuPerRequest;
          const cpuMs = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${value.toFixed(2)} ms`);
          return [dbName(row.database), row.size, row.endpoint, row.writesPerSecond ? Math.round(row.writesPerSecond) : 0, row.connections, row.seconds, Math.round(row.requestsPerSecond), `${row.p50} ms`, `${row.p99} ms`, row.errors, row.non2xx, cpuMs(cpu?.server), cpuMs(cpu?.postgres), cpuMs(cpu?.client), cpuMs(cpu?.machine)];
        }),
      )}\n\nCPU/request: CPU time per answered request, from the operating system's counters over the run: the server process (for PGlite, its worker thread included), PostgreSQL's processes on this machine, the load generator, and all CPUs together (the machine has ${results.machine.cpus}: at most ${results.machine.cpus * 1000} ms of CPU a second). Writes/s elsewhere: transactions that took an id and ended during the run, outside the list's tables; each one ends the answers kept for the snapshot before it (\`server/snapshotAnswers.ts\`), so the calls after it run their statements again.`,
    );
  }
  if (results.floor.length) {
    const cpuMs = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${value.toFixed(2)} ms`);
    sections.push(
      `### Floor: the same SQL behind a bare route\n\nWhat a list call could cost at best with this stack on this machine (\`bench/floor.ts\`): a Fastify route with no hooks, no validation and no mapping runs only the call's captured SQL on the same pool and sends the rows with JSON.stringify; the second variant first checks the access token and runs the session check, as every signed-in call does. Throughput (autocannon, 50 connections) at the run's largest size only.\n\n${table(
        ['database', 'size', 'endpoint', 'variant', 'HTTP p50', 'SQL p50', 'HTTP/SQL', 'req/s', 'CPU/request: server', 'PostgreSQL', 'autocannon', 'machine'],
        results.floor.map((row) => {
          const cpu = row.load?.cpuPerRequest;
          return [dbName(row.database), row.size, row.endpoint, row.variant, ms(row.httpP50), ms(row.directP50), `${(row.httpP50 / row.directP50).toFixed(2)}x`, row.load ? Math.round(row.load.requestsPerSecond) : '-', cpuMs(cpu?.server), cpuMs(cpu?.postgres), cpuMs(cpu?.client), cpuMs(cpu?.machine)];
        }),
      )}`,
    );
  }
  if (results.search.length) sections.push(searchSection(results));
  if (results.quickFind?.length) sections.push(quickFindSection(results.quickFind));
  if (results.sorts?.length) sections.push(sortSection(results.sorts));
  if (results.exports?.length) {
    sections.push(
      `### Exports at once: another person's list call while one editor starts 20\n\nThe exports bound (server/export/exportSlots.ts) lets 2 run per account; the others are refused with 429. Each list call follows a write, so no kept answer serves it; memory is the bench process's, which runs the server.\n\n${table(
        ['database', 'size', 'list call', 'exports run / refused', 'rows each', 'exports took', 'before p50 / p95', 'during p50 / p95 (calls)', 'memory before / peak'],
        results.exports.map((row) => [dbName(row.database), row.size, row.endpoint, `${row.exportsStarted - row.exportsRefused} / ${row.exportsRefused}`, row.rowsPerExport, `${row.exportsSeconds.toFixed(1)} s`, `${ms(row.beforeP50)} / ${ms(row.beforeP95)}`, `${ms(row.duringP50)} / ${ms(row.duringP95)} (${row.duringCalls})`, `${row.rssBeforeMb} / ${row.rssPeakMb} MB`]),
      )}`,
    );
  }
  if (results.imports?.length) {
    sections.push(
      `### Import: 100,000 rows, and another person's list call meanwhile\n\nA CSV file of 100,000 new languages through the API (server/import/): the dry run, then the job, which writes each row through the resource's own create call (its checks and audit entry), in transactions of up to 200 rows or 100 ms; the job is asked after every second. Each list call follows a write, so no kept answer serves it; memory is the bench process's, which runs the server. The records are removed afterwards.\n\n${table(
        ['database', 'size', 'list call', 'rows (created / refused)', 'dry run', 'import', 'rows/s', 'before p50 / p99', 'during p50 / p99 (calls)', 'memory before / peak'],
        results.imports.map((row) => [dbName(row.database), row.size, row.endpoint, `${row.rows} (${row.created} / ${row.refused})`, `${row.previewSeconds.toFixed(1)} s`, `${row.importSeconds.toFixed(1)} s`, Math.round(row.rowsPerSecond), `${ms(row.beforeP50)} / ${ms(row.beforeP99)}`, `${ms(row.duringP50)} / ${ms(row.duringP99)} (${row.duringCalls})`, `${row.rssBeforeMb} / ${row.rssPeakMb} MB`]),
      )}`,
    );
  }
  if (results.live?.length) sections.push(liveSection(results.live));
  if (results.blocking.length) {
    sections.push(
      `### PGlite: does one request hold up the others?\n\nWhile each request runs: the longest single event-loop block, and how long a cheap request sent at the same time took (GET /api/health, which runs "select 1" on the database, so it waits its turn there; PGlite runs in a worker thread and runs one query at a time).\n\n${table(
        ['size', 'request', 'request took', 'longest block', 'cheap request took'],
        results.blocking.map((row) => [row.size, row.request, ms(row.requestMs), ms(row.longestBlockMs), ms(row.cheapRequestMs)]),
      )}`,
    );
  }
  if (results.bundle) {
    const b = results.bundle;
    sections.push(
      `### Bundle (gzipped JS per route, from the Vite manifest)\n\n${table(
        ['route', 'chunks', 'JS', 'gzipped', 'budget'],
        b.routes.map((row) => [row.route, row.chunks.length, kb(row.bytes), kb(row.gzipBytes), `${row.budgetKb} KB`]),
      )}\n\nWhole build: ${b.chunkCount} JS chunks, ${kb(b.totalJsBytes)} (${kb(b.totalJsGzipBytes)} gzipped).`,
    );
  }
  if (results.browser) sections.push(results.browser.markdown);
  if (results.notes.length) sections.push(`### Notes\n\n${results.notes.map((note) => `- ${note}`).join('\n')}`);
  return sections.join('\n\n');
}

function liveSection(rows: ReadonlyArray<Tagged<LiveRow>>): string {
  const phase = (p: Phase) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)} (${p.calls})`;
  return `### Live streams: 1,000 open pages, then a burst of 10,000 changes\n\nServer/live/ under load: 100 staff (half superAdmins) with ten tabs each hold GET /admin/changes open, read in another process (bench/liveReaders.mjs). The list call is timed before they open (with no write, then during a burst of 10,000 audited writes in transactions of up to 200 writes or 100 ms, as an import writes, one in ten of an admin account), while they are idle (25 s, through one heartbeat, when every stream checks its session again), and during the same burst until every stream has heard its last write. On PGlite (one connection) a call waits for the transaction being written, streams or not: compare the burst with no stream. Each list call follows a write, so no kept answer serves it; memory is the bench process's, which runs the server.\n\n${table(
    ['database', 'size', 'list call', 'streams (refused)', 'burst written in: no stream / 1,000', 'heard by all after', 'per stream: changes / refetches', 'streams ended', 'list p50 / p95 / p99 (calls): no write', 'burst, no stream', '1,000 idle streams', 'burst, 1,000 streams', 'memory before / peak'],
    rows.map((row) => [
      dbName(row.database),
      row.size,
      row.endpoint,
      `${row.streamsOpened} (${row.streamsRefused})`,
      `${row.burstAloneSeconds.toFixed(1)} s / ${row.burstSeconds.toFixed(1)} s`,
      row.deliveredSeconds === null ? 'not within 120 s' : `${row.deliveredSeconds.toFixed(1)} s`,
      `${row.changesPerStream} / ${row.refetchesPerStream}`,
      Object.entries(row.streamsEnded).map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none',
      phase(row.before),
      phase(row.burstAlone),
      phase(row.idle),
      phase(row.burst),
      `${row.rssBeforeMb} / ${row.rssPeakMb} MB`,
    ]),
  )}\n\nMore than ${MOST_EVENTS_PER_BATCH} writes a stream may read in one batch (50 ms) reach it as one \`refetch\` of their resources (server/live/changeStream.ts), which is why a stream hears far fewer events than there were writes.`;
}

/** Lines of each slow term's plan in the markdown (the json results have the whole plan). */
const PLAN_LINES = 12;

/** Whether a row's figures come from answers kept per snapshot (server/snapshotAnswers.ts); results written before it was recorded ran after writes. */
const keptAnswers = (row: SearchRow) => ((row.keptAnswers as boolean | undefined) ? 'yes' : 'none: a write before each call');

/** The summary, the five slowest per list with their totals and statements, and their plans (folded). */
function variantTables(rows: ReadonlyArray<Tagged<SearchRow>>, what: string, label: (variant: string) => string): string[] {
  const summary = table(
    ['database', 'size', 'list', what, 'p50', 'p99', 'max', 'from kept answers'],
    rows.map((row) => [dbName(row.database), row.size, row.list, row.terms, ms(row.p50), ms(row.p99), ms(row.max), keptAnswers(row)]),
  );
  const slowest = table(
    ['database', 'size', 'list', what.replace(/s$/, ''), 'median', 'total', 'slowest statement (EXPLAIN ANALYZE)'],
    rows.flatMap((row) => row.slowest.map((term) => [dbName(row.database), row.size, row.list, label(term.term), ms(term.medianMs), term.total, ms(term.statementMs ?? Number.NaN)])),
  );
  const plans = rows.flatMap((row) =>
    row.slowest.map((term) => `${dbName(row.database)} ${row.size}, ${row.list}, ${label(term.term)}:\n\n\`\`\`\n${term.plan.slice(0, PLAN_LINES).join('\n')}\n\`\`\``),
  );
  return [
    summary,
    `The five slowest ${what} per list, with the answer's total and the execution time of the call's slowest statement under \`EXPLAIN (ANALYZE, BUFFERS)\`:`,
    slowest,
    // Folded: 5 plans per list and database are long beside the tables.
    `<details><summary>Their plans (first ${PLAN_LINES} lines)</summary>\n\n${plans.join('\n\n')}\n\n</details>`,
  ];
}

function searchSection(results: BenchResults): string {
  const corpora = results.searchCorpora.map((corpus) => {
    const sample = corpus.sampleStride === 1 ? 'every row read' : `one row in ${corpus.sampleStride} read`;
    const dropped = corpus.droppedNoMatch.length ? `; left out, as they match here: ${corpus.droppedNoMatch.join(', ')}` : '';
    // Results written before the numbers were measured have none.
    const numbers = (corpus.numbers as string[] | undefined)?.length ? `, ${corpus.numbers.join(', ')} (numbers, of booking ${corpus.numberedBooking})` : '';
    return `${dbName(corpus.database)} ${corpus.size}: ${corpus.fragments.length} fragments (${sample})${numbers}, and ${corpus.noMatch.join(', ')} (no match${dropped})`;
  });
  return [
    '### Search over the corpus',
    `Page 1 (25 rows, the list's default sort) of each list searched for every term of the corpus (\`bench/searchCorpus.ts\`): the median of ${RUNS_PER_TERM} requests over loopback HTTP per term, after one unmeasured, each after a write elsewhere so that it runs its statements (not an answer kept per snapshot); p50, p99 and max are over those medians. Corpus: the ${FRAGMENT_COUNT} most frequent fragments of 1-${LONGEST_FRAGMENT} letters of the words in the display names, email addresses and subject names, the ten digits and the first 2-${LONGEST_NUMBER} digits of a booking's number (as a person types it), and terms that match nothing. ${corpora.join('. ')}.`,
    ...variantTables(results.search, 'terms', (term) => `"${term}"`),
  ].join('\n\n');
}

function quickFindSection(rows: ReadonlyArray<Tagged<SearchRow>>): string {
  return [
    '### Quick find: every resource from one box',
    `\`GET /admin/search\` (the admin's command palette, \`server/search/searchAll.ts\`: each resource the admin may read searched at once through its list's own search, 5 records each, a whole number also looked up as an id) for every term of the search corpus above and a booking's whole number (\`bench/quickFind.ts\`). The median of ${RUNS_PER_TERM} requests over loopback HTTP per term, after one unmeasured, each after a write elsewhere; p50, p99 and max are over those medians; "total" adds up the matches of every resource.`,
    ...variantTables(rows, 'terms', (term) => `"${term}"`),
  ].join('\n\n');
}

function sortSection(rows: ReadonlyArray<Tagged<SearchRow>>): string {
  return [
    '### Sorting and the edge pages',
    `Page 1 (25 rows) of each list as the admin calls it, sorted by each sortable column of its declaration in both directions, without a search and searched for "${commonTerm}" and for the bench's rarer term; then, in the default sort, the pages the pagination offers at its edges (\`bench/sorts.ts\`, \`contract/pageReach.ts\`). The median of ${RUNS_PER_TERM} requests over loopback HTTP per way, after one unmeasured, each after a write elsewhere; p50, p99 and max are over those medians.`,
    ...variantTables(rows, 'ways', (way) => way),
  ].join('\n\n');
}

const stampOf = (results: BenchResults) => results.date.slice(0, 16).replace('T', ' ');

/** The groups of figures a run can leave out (`--only`), and the parts that produce each. */
const groups = [
  {
    name: 'Server (seeding, latency, throughput, blocking)',
    parts: ['api', 'load', 'floor', 'blocking'] as Part[],
    has: (r: BenchResults) => r.latency.length + r.load.length + r.blocking.length > 0,
    copy: (from: BenchResults, to: BenchResults) =>
      Object.assign(to, { seeding: from.seeding, latency: from.latency, load: from.load, // Results written before the floor part have none.
        floor: (from.floor as BenchResults['floor'] | undefined) ?? [],
        blocking: from.blocking }),
    notes: /^(PostgreSQL was not reachable|The server part failed)/,
  },
  {
    name: 'Search',
    parts: ['search'] as Part[],
    // Results written before the search part have none.
    has: (r: BenchResults) => ((r.search as BenchResults['search'] | undefined) ?? []).length > 0,
    copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { search: from.search, searchCorpora: from.searchCorpora }),
    notes: /^$/,
  },
  {
    name: 'Quick find',
    parts: ['quickfind'] as Part[],
    has: (r: BenchResults) => (r.quickFind ?? []).length > 0,
    copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { quickFind: from.quickFind }),
    notes: /^$/,
  },
  {
    name: 'Sorting',
    parts: ['sort'] as Part[],
    has: (r: BenchResults) => (r.sorts ?? []).length > 0,
    copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { sorts: from.sorts }),
    notes: /^$/,
  },
  {
    name: 'Exports',
    parts: ['exports'] as Part[],
    has: (r: BenchResults) => (r.exports ?? []).length > 0,
    copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { exports: from.exports }),
    notes: /^$/,
  },
  {
    name: 'Imports',
    parts: ['imports'] as Part[],
    has: (r: BenchResults) => (r.imports ?? []).length > 0,
    copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { imports: from.imports }),
    notes: /^$/,
  },
  { name: 'Bundle', parts: ['bundle'] as Part[], has: (r: BenchResults) => r.bundle !== null, copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { bundle: from.bundle }), notes: /^$/ },
  { name: 'Browser', parts: ['browser'] as Part[], has: (r: BenchResults) => r.browser !== null, copy: (from: BenchResults, to: BenchResults) => Object.assign(to, { browser: from.browser }), notes: /^$/ },
];

/**
 * For a run of some parts only (`--only`): the figures of the other parts from the newest earlier
 * result that has them, each said to come from that run, so that the summary in the docs stays whole.
 */
async function withEarlierParts(results: BenchResults): Promise<{ merged: BenchResults; sources: string[] }> {
  const merged: BenchResults = { ...results, notes: [...results.notes] };
  const sources: string[] = [];
  const missing = groups.filter((group) => !group.parts.some((part) => results.options.parts.includes(part)));
  if (missing.length === 0) return { merged, sources };
  const files = (await readdir(resultsDir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort().reverse();
  for (const group of missing) {
    for (const file of files) {
      const earlier = JSON.parse(await readFile(path.join(resultsDir, file), 'utf8')) as BenchResults;
      if (earlier.date >= results.date || !group.has(earlier)) continue;
      group.copy(earlier, merged);
      const source = `${resultsDir}/${file}`;
      merged.notes.push(`${group.name} figures: not rerun in this run; from the run of ${stampOf(earlier)} UTC (\`${source}\`).`);
      merged.notes.push(...earlier.notes.filter((note) => group.notes.test(note)));
      sources.push(source);
      break;
    }
  }
  return { merged, sources };
}

const resultsDir = 'bench/results';
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/**
 * bench/results/<date>.json and .md (this run's figures only), and the summary between the markers
 * of docs/performance.md (this run's figures, plus those of parts it did not run, marked as older).
 */
export async function writeResults(results: BenchResults): Promise<{ markdown: string; files: string[] }> {
  const markdown = renderMarkdown(results);
  const stamp = results.date.replace(/[:]/g, '-').slice(0, 19);
  await mkdir(resultsDir, { recursive: true });
  const json = `${resultsDir}/${stamp}.json`;
  const md = `${resultsDir}/${stamp}.md`;
  const { merged, sources } = await withEarlierParts(results);
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(md, `# Benchmark ${stamp}\n\n${markdown}\n`);
  const docs = 'docs/performance.md';
  const current = await readFile(docs, 'utf8').catch(() => '');
  const fullResults = [...new Set([json, ...sources])].map((file) => `\`${file}\``).join(', ');
  const block = `${START}\n\n## Latest measured figures\n\n${renderMarkdown(merged)}\n\nFull results: ${fullResults}.\n\n${END}`;
  const updated =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) + block + current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(docs, updated);
  return { markdown, files: [json, md, docs] };
}
