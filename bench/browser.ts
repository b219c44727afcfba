import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchAdmin, startBenchServer } from './api.js';
import { benchDist, viteBuild } from './bundle.js';
import { defaultBenchUrl, openBenchDatabase, postgresReachable } from './databases.js';
import { sizes, type BenchOptions } from './options.js';
import { buildReference, startReferenceServer } from './reference/server.js';
import { ensureBenchData } from './seed.js';
import { kb, median, ms, table } from './stats.js';

export interface ColdLoadRow {
  app: string;
  url: string;
  runsMs: number[];
  medianMs: number;
  /**
   * When react-admin's own rows showed (the rows that can be used), where the first row may have
   * been drawn by the entry before the admin's code arrived (src/firstScreen/FirstListPreview.tsx).
   */
  readyRunsMs: number[];
  readyMedianMs: number;
  /** Script files received before the first row showed. */
  scripts: number;
  /** Their bytes as transferred (headers and body as sent: both servers send precompressed files). */
  jsBytes: number;
  /** The same files gzipped (level 9), what a compressing server would send. */
  jsGzipBytes: number;
}

export interface AxeRow {
  page: string;
  theme: 'light' | 'dark';
  violations: number;
  rules: Array<{ id: string; impact: string; nodes: number }>;
}

export interface AuditLoss {
  category: string;
  id: string;
  title: string;
  score: number;
  /** Points of the category's 100 that this audit cost. */
  pointsLost: number;
  displayValue?: string;
}

export interface LighthouseRow {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  finalUrl?: string;
  lostPoints: AuditLoss[];
  /** Unweighted audits that failed (opportunities, diagnostics): they cost no points themselves but name causes. */
  hints: string[];
  /** The full Lighthouse JSON of the run reported (under bench/.cache, not committed). */
  reportFile?: string;
  /** The performance score of every run; the row reports the run with the median one. */
  performanceRuns: Array<number | null>;
  error?: string;
}

export interface BrowserReport {
  coldLoad: ColdLoadRow[];
  axe: AxeRow[];
  lighthouse: LighthouseRow[];
  /** How and where these figures were taken. */
  notes: string[];
  markdown: string;
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const themeKey = 'RaStoretutorAdmin.theme';
const lighthouseDir = 'bench/.cache/lighthouse';

/*
 * Scripts given to the page are strings: tsx compiles functions with esbuild's keepNames, which
 * wraps inner functions in a `__name()` helper that does not exist in the page (that is why the
 * first-row probe of the first version never fired: it threw on load).
 */

/**
 * Records when the first table row with text appears (ms since navigation start; skeleton rows have
 * none), and when one appears outside the first screen the entry draws before the admin's code
 * arrives (react-admin's own rows: the list is ready).
 */
const firstRowProbe = `(() => {
  const hasRow = (outsideFirstScreen) => Array.from(document.querySelectorAll('tbody tr')).some((row) => (row.textContent || '').trim() !== '' && !(outsideFirstScreen && row.closest('[data-first-screen]')));
  const observer = new MutationObserver(() => {
    if (window.__firstRowAt === undefined && hasRow(false)) window.__firstRowAt = performance.now();
    if (window.__listReadyAt === undefined && hasRow(true)) {
      window.__listReadyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
const listReady = 'window.__listReadyAt !== undefined';
const rowWithText = `Array.from(document.querySelectorAll('tbody tr')).some((row) => (row.textContent || '').trim() !== '')`;
/** The background the user sees at the top left: the first element up from there that paints one. */
const shownBackground = `(() => {
  for (let element = document.elementFromPoint(5, 5); element; element = element.parentElement) {
    const color = getComputedStyle(element).backgroundColor;
    if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
  }
  return 'none';
})()`;
const themeScript = (theme: 'light' | 'dark') => `try { localStorage.setItem(${JSON.stringify(themeKey)}, ${JSON.stringify(JSON.stringify(theme))}); } catch {}`;

/**
 * Polls an expression through the DevTools protocol. (page.waitForFunction compiles its predicate in
 * the page with `new Function`, which the admin's Content-Security-Policy, script-src 'self', forbids.)
 */
async function waitFor(page: Page, expression: string, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Target {
  app: string;
  url: string;
  storageState?: StorageState;
  /** A URL the page must still be on once the row shows (a redirect to sign-in means the session was lost). */
  expectPath?: RegExp;
}

/** One cold load: a fresh context (empty cache), the time to the first row and the scripts received until then. */
async function coldLoad(browser: Browser, target: Target, withGzip: boolean) {
  const context = await browser.newContext({ ...(target.storageState ? { storageState: target.storageState } : {}), viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: firstRowProbe });
    const scripts: Array<Promise<{ transferred: number; gzip: number } | null>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      // A script still arriving after the first row (a part loaded after it) is not counted, and
      // closing the page under it is no error.
      scripts.push(
        (async () => {
          const sizes = await request.sizes();
          const body = withGzip ? await (await request.response())?.body() : undefined;
          return { transferred: sizes.responseHeadersSize + sizes.responseBodySize, gzip: body ? gzipSync(body, { level: 9 }).length : 0 };
        })().catch(() => null),
      );
    });
    await page.goto(target.url, { waitUntil: 'commit' });
    await waitFor(page, listReady, 30_000, 'no table row with text').catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(lighthouseDir, 'cold-load-failure.png') }).catch(() => undefined);
      throw new Error(`${target.app}: ${String(error).split('\n')[0]} at ${page.url()} (screenshot ${lighthouseDir}/cold-load-failure.png)`);
    });
    const received = (await Promise.all(scripts.slice())).filter((each) => each !== null);
    const firstRowMs = (await page.evaluate('window.__firstRowAt')) as number;
    const readyMs = (await page.evaluate('window.__listReadyAt')) as number;
    if (target.expectPath && !target.expectPath.test(new URL(page.url()).pathname + new URL(page.url()).hash)) {
      throw new Error(`${target.app}: ended on ${page.url()} instead of ${target.url}`);
    }
    return {
      firstRowMs,
      readyMs,
      scripts: received.length,
      jsBytes: received.reduce((sum, each) => sum + each.transferred, 0),
      jsGzipBytes: received.reduce((sum, each) => sum + each.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of each target, interleaved (A B A B ...) so that load from other work on the
 * machine falls on both alike, after one unmeasured load of each (server caches, lazy compilation
 * of the server's own code).
 */
export async function coldLoads(browser: Browser, targets: Target[], runs: number): Promise<ColdLoadRow[]> {
  for (const target of targets) await coldLoad(browser, target, false);
  const rows: ColdLoadRow[] = targets.map((target) => ({ app: target.app, url: target.url, runsMs: [], medianMs: 0, readyRunsMs: [], readyMedianMs: 0, scripts: 0, jsBytes: 0, jsGzipBytes: 0 }));
  for (let run = 0; run < runs; run++) {
    for (const [index, target] of targets.entries()) {
      const result = await coldLoad(browser, target, run === 0);
      const row = rows[index]!;
      row.runsMs.push(result.firstRowMs);
      row.readyRunsMs.push(result.readyMs);
      if (run === 0) Object.assign(row, { scripts: result.scripts, jsBytes: result.jsBytes, jsGzipBytes: result.jsGzipBytes });
    }
  }
  for (const row of rows) Object.assign(row, { medianMs: median(row.runsMs), readyMedianMs: median(row.readyRunsMs) });
  return rows;
}

/** Waits until a screen has settled: network idle, react-admin's loader gone, and (for lists) a row. */
async function settle(page: Page, list: boolean) {
  await page.waitForLoadState('networkidle');
  await waitFor(page, `document.querySelectorAll('.app-loader').length === 0`, 15_000, `react-admin's loader still showing on ${page.url()}`);
  if (list) await waitFor(page, rowWithText, 30_000, `no table row with text on ${page.url()}`);
}

async function axeCheck(page: Page, name: string, theme: 'light' | 'dark'): Promise<AxeRow & { background: string }> {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const background = (await page.evaluate(shownBackground)) as string;
  return {
    page: name,
    theme,
    violations: violations.length,
    rules: violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? 'n/a', nodes: violation.nodes.length })),
    background,
  };
}

const signedInPages = ['/admin/dashboard', '/admin/tutors', '/admin/users', '/admin/transactions'];

/** axe on the sign-in page (signed out) and the signed-in screens, in the light and the dark theme. */
async function axePages(browser: Browser, baseUrl: string, storageState: StorageState, notes: string[]): Promise<AxeRow[]> {
  const checked: Array<AxeRow & { background: string }> = [];
  for (const theme of ['light', 'dark'] as const) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ ...(signedIn ? { storageState } : {}), viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: themeScript(theme) });
      try {
        const page = await context.newPage();
        for (const route of signedIn ? signedInPages : ['/admin/login']) {
          await page.goto(baseUrl + route);
          await settle(page, route !== '/admin/dashboard' && route !== '/admin/login');
          checked.push(await axeCheck(page, route, theme));
        }
      } finally {
        await context.close();
      }
    }
  }
  for (const row of checked.filter((each) => each.theme === 'dark')) {
    const light = checked.find((each) => each.theme === 'light' && each.page === row.page);
    if (light?.background === row.background) notes.push(`axe: the dark theme did not change the background shown on ${row.page} (${row.background}); its "dark" figures may be the light theme's.`);
  }
  return checked.map(({ background: _background, ...row }) => row);
}

interface LighthouseJson {
  finalDisplayedUrl?: string;
  runtimeError?: { message: string };
  categories: Record<string, { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

/** The weighted audits of each category that scored under 1, with the points each cost. */
export function lostPoints(report: LighthouseJson): AuditLoss[] {
  const losses: AuditLoss[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    const totalWeight = auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      losses.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        pointsLost: (ref.weight * (1 - audit.score) * 100) / totalWeight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return losses.sort((a, b) => b.pointsLost - a.pointsLost);
}

/** Failed audits that carry no weight but explain the weighted ones (e.g. uses-text-compression). */
export function failedHints(report: LighthouseJson): string[] {
  const weighted = new Set(Object.values(report.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  return Object.entries(report.audits)
    .filter(([id, audit]) => !weighted.has(id) && audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(([id, audit]) => (audit.displayValue ? `${id} (${audit.displayValue})` : id));
}

/** Runs a command without blocking the event loop (the servers under test live in this process). */
function run(command: string, args: string[], timeoutMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/**
 * The lighthouse CLI on the same Chromium. Lighthouse's storage reset clears the HTTP cache and
 * service workers but (default `clearStorageTypes`) keeps cookies and localStorage, so a profile
 * signed in with remember-me stays signed in while the load itself is cold.
 */
async function runLighthouse(baseUrl: string, route: string, formFactor: 'desktop' | 'mobile', runNumber: number, profile?: string): Promise<LighthouseRow> {
  const reportFile = path.join(lighthouseDir, `${route.replace(/\W+/g, '-').replace(/^-/, '')}-${formFactor}-${runNumber}.json`);
  const args = [
    'node_modules/lighthouse/cli/index.js',
    baseUrl + route,
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${[...launchArgs, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const empty = { page: route, formFactor, performance: null, accessibility: null, bestPractices: null, lostPoints: [], hints: [], performanceRuns: [] };
  const result = await run(process.execPath, args, 240_000);
  let report: LighthouseJson;
  try {
    report = JSON.parse(await readFile(reportFile, 'utf8')) as LighthouseJson;
  } catch {
    return { ...empty, error: `exit ${result.code}: ${result.stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300) || 'no report'}` };
  }
  const score = (id: string) => report.categories[id]?.score ?? null;
  const finalUrl = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl) : undefined;
  const finalPath = finalUrl ? finalUrl.pathname + finalUrl.hash : undefined;
  const errors = [report.runtimeError?.message, finalPath && finalPath !== route ? `ended on ${finalPath}` : undefined].filter(Boolean);
  return {
    page: route,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    ...(report.finalDisplayedUrl ? { finalUrl: report.finalDisplayedUrl } : {}),
    lostPoints: lostPoints(report),
    hints: failedHints(report),
    reportFile,
    performanceRuns: [],
    ...(errors.length ? { error: errors.join('; ') } : {}),
  };
}

/** Signs in through the form (remember-me) and opens the tutors list once, as a returning admin would have. */
async function signInAndOpenTutors(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel(/^Email/).fill(benchAdmin.email);
  await page.getByLabel(/^Password/).fill(benchAdmin.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  // A returning admin, who has opened the list before: the admin keeps the texts its first screen
  // is drawn with before the admin's code arrives (src/firstScreen/firstScreenTexts.ts).
  await page.goto(`${baseUrl}/admin/tutors`);
  await waitFor(page, `document.querySelectorAll('tbody td.column-email').length > 0`, 30_000, `no tutors listed at ${page.url()}`);
}

/** Of several runs of one page, the one with the median performance score (as Lighthouse's own computeMedianRun advises). */
function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const measured = runs.filter((row) => row.performance !== null && !row.error).sort((a, b) => a.performance! - b.performance!);
  const chosen = measured[Math.floor((measured.length - 1) / 2)] ?? runs[runs.length - 1]!;
  return { ...chosen, performanceRuns: runs.map((row) => row.performance) };
}

/**
 * Lighthouse desktop and mobile on the sign-in page (fresh profile), /admin/tutors (a profile signed
 * in with remember-me) and, for comparison, the reference app's first list (a plain react-admin app:
 * what the framework scores here on its own).
 */
async function lighthouseRuns(baseUrl: string, reference: { baseUrl: string; listPath: string }, runs: number, log: (line: string) => void): Promise<LighthouseRow[]> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: launchArgs });
    await signInAndOpenTutors(await context.newPage(), baseUrl);
    await context.close();
    const pages = [
      { base: baseUrl, route: '/admin/login', signedIn: false },
      { base: baseUrl, route: '/admin/tutors', signedIn: true },
      { base: reference.baseUrl, route: reference.listPath, signedIn: false },
    ];
    const rows: LighthouseRow[] = [];
    for (const formFactor of ['desktop', 'mobile'] as const) {
      for (const { base, route, signedIn } of pages) {
        log(`  Lighthouse ${formFactor} ${route} (${runs} runs)...`);
        const each: LighthouseRow[] = [];
        for (let run = 1; run <= runs; run++) each.push(await runLighthouse(base, route, formFactor, run, signedIn ? profile : undefined));
        rows.push(medianRun(each));
      }
    }
    return rows;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));

export function browserMarkdown(report: Omit<BrowserReport, 'markdown'>, coldLoadRuns: number): string {
  const { coldLoad, axe, lighthouse, notes } = report;
  const losses = lighthouse.flatMap((row) =>
    row.lostPoints
      .filter((loss) => loss.pointsLost >= 0.05)
      .map((loss) => [
        row.page,
        row.formFactor,
        loss.category,
        `${loss.id}${loss.displayValue ? ` (${loss.displayValue.replace(/\|/g, '/')})` : ''}`,
        loss.score.toFixed(2),
        loss.pointsLost.toFixed(1),
      ]),
  );
  return [
    `### Cold load to the first list row (Chromium, median of ${coldLoadRuns})`,
    'Fresh browser context per load (empty cache), signed in through stored state (the browser of an admin who has opened the list before), 1280x800, loopback, no throttling; the two apps alternate. ' +
      "The first row may be drawn by the entry from the first page's answer before the admin's code arrives (src/firstScreen/FirstListPreview.tsx); \"react-admin's rows\" is when the list can be used. JS = scripts received before react-admin's rows.",
    table(
      ['app', 'page', 'runs (ms)', 'median', "react-admin's rows (runs)", "react-admin's rows (median)", 'scripts', 'JS transferred', 'JS gzipped'],
      coldLoad.map((row) => [
        row.app,
        row.url.replace(/^http:\/\/[^/]+/, ''),
        row.runsMs.map((value) => Math.round(value)).join(', '),
        ms(row.medianMs),
        row.readyRunsMs.map((value) => Math.round(value)).join(', '),
        ms(row.readyMedianMs),
        row.scripts,
        kb(row.jsBytes),
        kb(row.jsGzipBytes),
      ]),
    ),
    '### axe (all default rules, both themes)',
    table(
      ['page', 'theme', 'violations', 'rules (impact, nodes)'],
      axe.map((row) => [row.page, row.theme, row.violations, row.rules.map((rule) => `${rule.id} (${rule.impact}, ${rule.nodes})`).join(', ') || '-']),
    ),
    '### Lighthouse',
    'Each page is run several times; the table reports the run with the median performance score (all its figures and audits come from that run).',
    table(
      ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'error'],
      lighthouse.map((row) => [
        row.page,
        row.formFactor,
        `${score(row.performance)} (runs: ${row.performanceRuns.map(score).join(', ')})`,
        score(row.accessibility),
        score(row.bestPractices),
        row.error ?? '-',
      ]),
    ),
    'Audits that cost points (weighted audits under a full score; points of the category\'s 100):',
    losses.length ? table(['page', 'form factor', 'category', 'audit', 'score', 'points lost'], losses) : 'none.',
    'Other failed audits (no weight of their own; they name the causes):',
    table(
      ['page', 'form factor', 'failed audits'],
      lighthouse.map((row) => [row.page, row.formFactor, row.hints.join(', ').replace(/\|/g, '/') || '-']),
    ),
    notes.map((note) => `- ${note}`).join('\n'),
  ].join('\n\n');
}

/**
 * Cold loads of /admin/tutors and of the reference app's first list, axe on the main screens in
 * both themes, and Lighthouse, on the largest bench database of the run.
 */
export async function measureBrowser(options: BenchOptions & { build: boolean }, log: (line: string) => void): Promise<BrowserReport> {
  const notes: string[] = [];
  const loadAverage = () => os.loadavg()[0]!.toFixed(1);
  const loadAtStart = loadAverage();
  if (options.build) viteBuild(process.cwd(), benchDist);
  buildReference();
  // Reports of earlier runs would be mistaken for this run's.
  await rm(lighthouseDir, { recursive: true, force: true });
  await mkdir(lighthouseDir, { recursive: true });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchUrl;
  const engine = options.engines.includes('postgres') && (await postgresReachable(serverUrl)) ? 'postgres' : 'pglite';
  const size = options.sizes[options.sizes.length - 1]!;
  const database = await openBenchDatabase(engine, size, serverUrl);
  await ensureBenchData(database.db, sizes[size], log);
  const server = await startBenchServer(database, benchDist);
  const reference = await startReferenceServer(database.db);
  const browser = await chromium.launch({ executablePath: chromePath, args: launchArgs });
  try {
    const signIn = await browser.newContext();
    await signInAndOpenTutors(await signIn.newPage(), server.baseUrl);
    const storageState = await signIn.storageState();
    await signIn.close();

    log('  axe...');
    const axe = await axePages(browser, server.baseUrl, storageState, notes);
    const referenceContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const referencePage = await referenceContext.newPage();
    await referencePage.goto(reference.baseUrl + reference.listPath);
    await settle(referencePage, true);
    const referenceAxe = await axeCheck(referencePage, 'reference users list', 'light');
    await referenceContext.close();

    log('  cold loads...');
    const coldLoad = await coldLoads(
      browser,
      [
        { app: 'Tutor Admin', url: `${server.baseUrl}/admin/tutors`, storageState, expectPath: /^\/admin\/tutors$/ },
        { app: 'plain react-admin (reference)', url: reference.baseUrl + reference.listPath, expectPath: /^\/reference\/#\/users/ },
      ],
      options.coldLoads,
    );
    await browser.close();
    const lighthouse = await lighthouseRuns(server.baseUrl, reference, options.lighthouseRuns, log);
    notes.push(
      `Browser figures on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${size}, headless Chromium (${chromePath}), loopback, no network throttling. ` +
        'The reference app (bench/reference) is react-admin with its defaults (10 rows a page, sorted by id); Tutor Admin shows 25 rows sorted by creation date. ' +
        `Load average (1 min) ${loadAtStart} at the start of the browser part and ${loadAverage()} at its end, on ${os.cpus().length} CPUs shared with other work: ` +
        'timings (cold loads, and Lighthouse performance, whose simulated throttling scales the main-thread time it observes) grow with it. ' +
        `axe finds ${referenceAxe.violations} violations on the reference users list (${referenceAxe.rules.map((rule) => rule.id).join(', ') || 'none'}).`,
      `Lighthouse ${(JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version}: the CLI on the same Chromium, each preset's simulated throttling, the median of ${options.lighthouseRuns} runs per page and form factor. ${reference.listPath} is the reference app's list, run for comparison (no target applies to it). Full reports: ${lighthouseDir}/.`,
    );
    const report = { coldLoad, axe, lighthouse, notes };
    return { ...report, markdown: browserMarkdown(report, options.coldLoads) };
  } finally {
    await browser.close();
    await reference.close();
    await server.close();
    await database.close();
  }
}
