import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { BlockingRow, LatencyRow, LoadRow } from './api.js';
import type { BrowserReport } from './browser.js';
import type { BundleReport } from './bundle.js';
import type { Engine } from './databases.js';
import type { BenchOptions, Size } from './options.js';
import { kb, ms, table } from './stats.js';

type Tagged<T> = T & { database: Engine; size: Size };

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  options: BenchOptions;
  seeding: Array<{ database: Engine; size: Size; rows: number; seededMs: number | null }>;
  latency: Array<Tagged<LatencyRow>>;
  load: Array<Tagged<LoadRow>>;
  blocking: Array<Tagged<BlockingRow>>;
  bundle: BundleReport | null;
  browser: BrowserReport | null;
  notes: string[];
  durationSeconds: number;
}

type Verdict = 'met' | 'NOT met' | 'not measured';
const verdict = (measured: boolean, ok: boolean): Verdict => (!measured ? 'not measured' : ok ? 'met' : 'NOT met');
const dbName = (engine: Engine) => (engine === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** Each target of issue 7 that this run measured, with the figure behind the verdict. */
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
  rows.push(['PGlite, 1M rows: no request blocks others for over 100 ms', verdict(blocks.length > 0, longest <= 100), blocks.length ? `longest block ${ms(longest)}` : '']);
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
  const load = results.load.filter((row) => row.database === 'postgres' && row.size === '1m');
  const slowest = Math.min(...load.map((row) => row.requestsPerSecond));
  const failures = load.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  rows.push([
    'PostgreSQL, 1M rows, 50 connections: >= 2,000 requests/s, zero errors',
    verdict(load.length > 0, slowest >= 2000 && failures === 0),
    load.length ? `slowest ${Math.round(slowest)} req/s, ${failures} errors` : '',
  ]);
  const overhead = results.latency.map((row) => row.httpP50 / row.directP50);
  const worstOverhead = Math.max(...overhead);
  rows.push([
    'API overhead: list p50 (HTTP) at most 1.5x the same SQL run directly',
    verdict(overhead.length > 0, worstOverhead <= 1.5),
    overhead.length ? `worst ${worstOverhead.toFixed(2)}x` : '',
  ]);
  for (const route of results.bundle?.routes ?? []) {
    rows.push([`Gzipped JS, ${route.route}: at most ${route.budgetKb} KB`, verdict(true, route.gzipBytes <= route.budgetKb * 1024), kb(route.gzipBytes)]);
  }
  const browser = results.browser;
  if (browser?.coldLoad.length) {
    const ours = browser.coldLoad.find((row) => row.app === 'Tutor Admin');
    const reference = browser.coldLoad.find((row) => row.app !== 'Tutor Admin');
    rows.push([
      'Cold load of /admin/tutors to first row faster than the plain react-admin app (same run)',
      verdict(Boolean(ours && reference), Boolean(ours && reference && ours.medianMs < reference.medianMs)),
      `${ours ? ms(ours.medianMs) : 'n/a'} vs ${reference ? ms(reference.medianMs) : 'n/a'}`,
    ]);
  }
  if (browser?.axe.length) {
    const violations = browser.axe.reduce((sum, row) => sum + row.violations, 0);
    rows.push(['axe: zero violations on the pages checked', verdict(true, violations === 0), `${violations} violations on ${browser.axe.length} page checks`]);
  }
  for (const row of browser?.lighthouse ?? []) {
    const scores = [row.performance, row.accessibility, row.bestPractices];
    if (row.formFactor === 'desktop') {
      rows.push([
        `Lighthouse desktop ${row.page}: 100 performance, accessibility, best practices`,
        verdict(scores.every((value) => value !== null), scores.every((value) => value === 1)),
        scores.map((value) => (value === null ? 'n/a' : Math.round(value * 100))).join(' / '),
      ]);
    } else {
      rows.push([
        `Lighthouse mobile ${row.page}: performance at least 90`,
        verdict(row.performance !== null, (row.performance ?? 0) >= 0.9),
        row.performance === null ? 'n/a' : String(Math.round(row.performance * 100)),
      ]);
    }
  }
  return rows;
}

export function renderMarkdown(results: BenchResults): string {
  const sections: string[] = [];
  const m = results.machine;
  sections.push(
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC, ${results.durationSeconds} s, on ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}. ` +
      `Sizes: ${results.options.sizes.join(', ')}; databases: ${results.options.engines.map(dbName).join(', ')}; ${results.options.runs} requests per figure. ` +
      'Other work may have shared the machine: figures are medians/percentiles of many runs, not guarantees.',
  );
  sections.push(`### Targets (issue 7)\n\n${table(['target', 'verdict', 'measured'], targets(results))}`);
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
      `### API latency, page 1 (25 rows)\n\ninject = in process (\`app.inject\`), HTTP = loopback with keep-alive, SQL = the same queries on the driver.\n\n${table(
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
        ['database', 'size', 'endpoint', 'connections', 'seconds', 'req/s', 'p50', 'p99', 'errors', 'non-2xx'],
        results.load.map((row) => [dbName(row.database), row.size, row.endpoint, row.connections, row.seconds, Math.round(row.requestsPerSecond), `${row.p50} ms`, `${row.p99} ms`, row.errors, row.non2xx]),
      )}`,
    );
  }
  if (results.blocking.length) {
    sections.push(
      `### PGlite: does one request hold up the others?\n\nWhile each request runs: the longest single event-loop block, and how long a cheap request (GET /api/health) sent at the same time took.\n\n${table(
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

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** bench/results/<date>.json and .md, and the summary between the markers of docs/performance.md. */
export async function writeResults(results: BenchResults): Promise<{ markdown: string; files: string[] }> {
  const markdown = renderMarkdown(results);
  const stamp = results.date.replace(/[:]/g, '-').slice(0, 19);
  await mkdir('bench/results', { recursive: true });
  const json = `bench/results/${stamp}.json`;
  const md = `bench/results/${stamp}.md`;
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(md, `# Benchmark ${stamp}\n\n${markdown}\n`);
  const docs = 'docs/performance.md';
  const current = await readFile(docs, 'utf8').catch(() => '');
  const block = `${START}\n\n## Latest measured figures\n\n${markdown}\n\nFull results: \`${json}\`.\n\n${END}`;
  const updated =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) + block + current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(docs, updated);
  return { markdown, files: [json, md, docs] };
}
