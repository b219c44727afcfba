import AxeBuilder from '@axe-core/playwright';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DB } from '../server/db/index.js';
import { countedRows } from '../server/services/listPage.js';
import { benchAdmin, startBenchServer } from './api.js';
import { benchDist, viteBuild } from './bundle.js';
import { defaultBenchUrl, openBenchDatabase, postgresReachable } from './databases.js';
import { sizes, type BenchOptions } from './options.js';
import { ensureBenchData } from './seed.js';
import { median, ms, table } from './stats.js';

export interface ColdLoadRow {
  app: string;
  url: string;
  runsMs: number[];
  medianMs: number;
  /** JS transferred for the page, as Chromium received it (compressed if the server compressed it). */
  jsBytes: number;
}

export interface AxeRow {
  page: string;
  violations: number;
  rules: string[];
}

export interface LighthouseRow {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  error?: string;
}

export interface BrowserReport {
  coldLoad: ColdLoadRow[];
  axe: AxeRow[];
  lighthouse: LighthouseRow[];
  markdown: string;
}

const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Records, in the page, when the first table row with text appears (ms since navigation start); skeleton rows have none. */
const firstRowProbe = () => {
  const mark = () => {
    if ([...document.querySelectorAll('tbody tr')].some((row) => (row.textContent ?? '').trim() !== '')) {
      (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => mark() && observer.disconnect());
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
};

async function coldLoads(browser: Browser, app: string, url: string, runs: number, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<ColdLoadRow> {
  const runsMs: number[] = [];
  let jsBytes = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...(storageState ? { storageState } : {}), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(firstRowProbe);
    let bytes = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.body().then((body) => (bytes += body.length), () => undefined);
      }
    });
    await page.goto(url);
    await page
      .waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined, undefined, { timeout: 30_000 })
      .catch(async (error: unknown) => {
        const rows = await page.locator('tbody tr').count();
        throw new Error(`${app}: no table row with text within 30 s at ${page.url()} (${rows} table rows): ${String(error).split('\n')[0]}`);
      });
    runsMs.push(await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt));
    jsBytes = bytes;
    await context.close();
  }
  return { app, url, runsMs, medianMs: median(runsMs), jsBytes };
}

/**
 * Lighthouse CLI on Debian's Chromium. `profile` is a Chromium user-data directory; with
 * --disable-storage-reset the session stored there (signed in or not) is kept.
 */
async function runLighthouse(url: string, formFactor: 'desktop' | 'mobile', profile: string): Promise<LighthouseRow> {
  const page = new URL(url).pathname;
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    '--disable-storage-reset',
    `--chrome-flags=${[...launchArgs, `--user-data-dir=${profile}`].join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
  try {
    const report = JSON.parse(result.stdout) as { categories: Record<string, { score: number | null }>; runtimeError?: { message: string } };
    const score = (id: string) => report.categories[id]?.score ?? null;
    return {
      page,
      formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
    };
  } catch {
    return { page, formFactor, performance: null, accessibility: null, bestPractices: null, error: (result.stderr || 'no report').slice(0, 300) };
  }
}

/** Lighthouse desktop and mobile on the sign-in page (signed out) and /admin/tutors (signed in). */
async function lighthouseRuns(baseUrl: string): Promise<LighthouseRow[]> {
  const profiles = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const signedOut = path.join(profiles, 'signed-out');
  const signedIn = path.join(profiles, 'signed-in');
  try {
    const context = await chromium.launchPersistentContext(signedIn, { executablePath: chromePath, args: launchArgs });
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl);
    await context.close();
    const rows: LighthouseRow[] = [];
    for (const formFactor of ['desktop', 'mobile'] as const) {
      rows.push(await runLighthouse(`${baseUrl}/admin/login`, formFactor, signedOut));
      rows.push(await runLighthouse(`${baseUrl}/admin/tutors`, formFactor, signedIn));
    }
    return rows;
  } finally {
    await rm(profiles, { recursive: true, force: true });
  }
}

async function signInThroughForm(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel(/^Email/).fill(benchAdmin.email);
  await page.getByLabel(/^Password/).fill(benchAdmin.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** The reference app's REST endpoint (ra-data-simple-rest's conventions) on the bench data. */
async function startReferenceServer(db: DB) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: path.resolve('bench/.cache/reference'), prefix: '/reference/' });
  const resources = { users: 'user', tutors: 'tutor', bookings: null } as const;
  app.get<{ Params: { resource: string }; Querystring: { range?: string } }>('/ref-api/:resource', async (request, reply) => {
    const { resource } = request.params;
    if (!(resource in resources)) return reply.code(404).send({ message: 'Not found' });
    const userType = resources[resource as keyof typeof resources];
    const [start, end] = JSON.parse(request.query.range ?? '[0,9]') as [number, number];
    const limit = end - start + 1;
    const rows = userType
      ? await db.selectFrom('accounts').select(['id', 'displayName as name', 'email']).where('userType', '=', userType).where('deletedAt', 'is', null).orderBy('id').limit(limit).offset(start).execute()
      : await db.selectFrom('bookings').select(['id', 'studentName', 'tutorName']).orderBy('id').limit(limit).offset(start).execute();
    const total = userType
      ? await countedRows(db, 'accounts', ['active', 'pending', 'suspended'].map((status) => `${userType}:${status}`))
      : await countedRows(db, 'bookings', ['pending', 'paid', 'refunded', 'failed', 'cancelled']);
    return reply.header('Content-Range', `${resource} ${start}-${start + rows.length - 1}/${total}`).send(rows);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

/**
 * Cold loads (fresh browser context: empty cache, signed in through stored state) of /admin/tutors
 * and of the reference app's first list, the median of `coldLoads`; axe on a few pages.
 */
export async function measureBrowser(options: BenchOptions, notes: string[], log: (line: string) => void): Promise<BrowserReport> {
  viteBuild(process.cwd(), benchDist);
  const reference = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/reference/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  if (reference.status !== 0) throw new Error('Could not build the reference app (bench/reference)');
  const serverUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchUrl;
  const engine = options.engines.includes('postgres') && (await postgresReachable(serverUrl)) ? 'postgres' : 'pglite';
  const size = options.sizes[options.sizes.length - 1]!;
  const database = await openBenchDatabase(engine, size, serverUrl);
  await ensureBenchData(database.db, sizes[size], log);
  const server = await startBenchServer(database, benchDist);
  const referenceServer = await startReferenceServer(database.db);
  const browser = await chromium.launch({ executablePath: chromePath, args: launchArgs });
  try {
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await signInThroughForm(page, server.baseUrl);
    const storageState = await signIn.storageState();
    const axe: AxeRow[] = [];
    for (const route of ['/admin/dashboard', '/admin/tutors', '/admin/users', '/admin/transactions']) {
      await page.goto(server.baseUrl + route);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      axe.push({ page: route, violations: violations.length, rules: violations.map((v) => v.id) });
    }
    await signIn.close();
    const signedOut = await browser.newContext();
    const loginPage = await signedOut.newPage();
    await loginPage.goto(`${server.baseUrl}/admin/login`);
    await loginPage.waitForLoadState('networkidle');
    const loginAxe = await new AxeBuilder({ page: loginPage }).analyze();
    axe.unshift({ page: '/admin/login', violations: loginAxe.violations.length, rules: loginAxe.violations.map((v) => v.id) });
    const referencePage = await signedOut.newPage();
    await referencePage.goto(`${referenceServer.baseUrl}/reference/#/users`);
    await referencePage.waitForLoadState('networkidle');
    const referenceAxe = await new AxeBuilder({ page: referencePage }).analyze();
    await signedOut.close();

    log('  cold loads...');
    const coldLoad = [
      await coldLoads(browser, 'Tutor Admin', `${server.baseUrl}/admin/tutors`, options.coldLoads, storageState),
      await coldLoads(browser, 'plain react-admin (reference)', `${referenceServer.baseUrl}/reference/#/users`, options.coldLoads),
    ];
    log('  Lighthouse...');
    const lighthouse = await lighthouseRuns(server.baseUrl);
    notes.push(
      `Browser figures on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${size}, headless Chromium (${chromePath}), loopback, no network throttling. ` +
        `The reference app (bench/reference) has ${referenceAxe.violations.length} axe violations on its users list (${referenceAxe.violations.map((v) => v.id).join(', ')}).`,
      'Lighthouse: the lighthouse CLI (npm package) on the same Chromium, default throttling of each preset, one run per page.',
    );
    const markdown = [
      `### Cold load to the first list row (Chromium, median of ${options.coldLoads})`,
      table(
        ['app', 'page', 'runs', 'median', 'JS received'],
        coldLoad.map((row) => [row.app, row.url.replace(/^http:\/\/[^/]+/, ''), row.runsMs.map((value) => Math.round(value)).join(', '), ms(row.medianMs), `${(row.jsBytes / 1024).toFixed(1)} KB`]),
      ),
      '### axe (light theme; the e2e tests check both themes on every screen)',
      table(['page', 'violations', 'rules'], axe.map((row) => [row.page, row.violations, row.rules.join(', ') || '-'])),
      '### Lighthouse',
      table(
        ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'error'],
        lighthouse.map((row) => [row.page, row.formFactor, score(row.performance), score(row.accessibility), score(row.bestPractices), row.error ?? '-']),
      ),
    ].join('\n\n');
    return { coldLoad, axe, lighthouse, markdown };
  } finally {
    await browser.close();
    await referenceServer.close();
    await server.close();
    await database.close();
  }
}
