import os from 'node:os';
import { heavyCases, listCases, measureBlocking, measureLatency, measureLoad, startBenchServer } from './api.js';
import { measureBrowser } from './browser.js';
import { measureBundle } from './bundle.js';
import { measureExports } from './exports.js';
import { measureImport } from './imports.js';
import { measureLive } from './live.js';
import { measureFloors } from './floor.js';
import { defaultBenchUrl, openBenchDatabase, postgresReachable, type Engine } from './databases.js';
import { parseOptions, sizes, type BenchOptions } from './options.js';
import { writeResults, type BenchResults } from './report.js';
import { measureQuickFind } from './quickFind.js';
import { measureSearch } from './search.js';
import { measureSorts } from './sorts.js';
import { corpusTerms, searchCorpus } from './searchCorpus.js';
import { ensureBenchData } from './seed.js';

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Throughput is measured on unchanged data, and again while this many writes a second end elsewhere
 * in the database: each ends the answers kept for the snapshot before it (server/snapshotAnswers.ts).
 */
const WRITES_PER_SECOND = 100;

async function serverParts(options: BenchOptions, results: BenchResults) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchUrl;
  const engines: Engine[] = [];
  for (const engine of options.engines) {
    if (engine === 'postgres' && !(await postgresReachable(serverUrl))) {
      results.notes.push(`PostgreSQL was not reachable at BENCH_DATABASE_URL (${serverUrl.replace(/\/\/[^@]*@/, '//')}): skipped.`);
      continue;
    }
    engines.push(engine);
  }
  const largest = [...options.sizes].sort((a, b) => sizes[b] - sizes[a])[0];
  for (const size of options.sizes) {
    for (const engine of engines) {
      const database = await openBenchDatabase(engine, size, serverUrl);
      const label = database.label;
      log(`\n${label}`);
      try {
        const data = await ensureBenchData(database.db, sizes[size], log);
        results.seeding.push({ database: engine, size, rows: data.rows, seededMs: data.seededMs });
        const server = await startBenchServer(database);
        try {
          const cases = listCases(data.searchTerm);
          if (options.parts.includes('api')) {
            log('  latency...');
            for (const row of await measureLatency(database, server, cases, options.runs)) results.latency.push({ database: engine, size, ...row });
          }
          if (options.parts.includes('blocking') && engine === 'pglite') {
            log('  blocking...');
            const blocking = await measureBlocking(server, [...cases, ...heavyCases(data.searchTerm, data.rows)]);
            for (const row of blocking) results.blocking.push({ database: engine, size, ...row });
          }
          const pageOnes = cases.filter((each) => each.name.endsWith('page 1'));
          // The list another person reads while exports, an import or a burst of changes run.
          const tutorsPage1 = pageOnes.find((each) => each.name === 'tutors page 1') ?? pageOnes[0]!;
          if (options.parts.includes('load')) {
            for (const writesPerSecond of [0, WRITES_PER_SECOND]) {
              for (const c of pageOnes) {
                log(`  load: ${c.name}${writesPerSecond ? `, ${writesPerSecond} writes/s elsewhere` : ''}...`);
                results.load.push({ database: engine, size, ...(await measureLoad(server, c, 50, options.loadSeconds, engine, writesPerSecond)) });
              }
            }
          }
          if (options.parts.includes('search') || options.parts.includes('quickfind')) {
            const corpusStarted = Date.now();
            const corpus = await searchCorpus(database.db);
            log(`  search: corpus of ${corpusTerms(corpus).length} terms read in ${((Date.now() - corpusStarted) / 1000).toFixed(1)} s`);
            results.searchCorpora.push({ database: engine, size, ...corpus });
            if (options.parts.includes('search')) {
              for (const row of await measureSearch(database, server, pageOnes, corpusTerms(corpus), log)) results.search.push({ database: engine, size, ...row });
            }
            if (options.parts.includes('quickfind')) {
              const wholeNumber = corpus.numberedBooking === null ? [] : [String(corpus.numberedBooking)];
              (results.quickFind ??= []).push({ database: engine, size, ...(await measureQuickFind(database, server, corpusTerms(corpus), wholeNumber, log)) });
            }
          }
          if (options.parts.includes('exports')) {
            log('  exports: one editor starts 20 at once, another list call timed meanwhile...');
            (results.exports ??= []).push({ database: engine, size, ...(await measureExports(server, tutorsPage1)) });
          }
          if (options.parts.includes('imports')) {
            log('  imports: 100,000 rows of languages, another list call timed meanwhile...');
            (results.imports ??= []).push({ database: engine, size, ...(await measureImport(database, server, tutorsPage1)) });
          }
          if (options.parts.includes('live')) {
            log('  live: 1,000 open streams, then a burst of 10,000 changes, another list call timed meanwhile...');
            (results.live ??= []).push({ database: engine, size, ...(await measureLive(database, server, tutorsPage1)) });
          }
          if (options.parts.includes('sort')) {
            for (const row of await measureSorts(database, server, pageOnes, data.searchTerm, log)) (results.sorts ??= []).push({ database: engine, size, ...row });
          }
          if (options.parts.includes('floor')) {
            log('  floor: the same SQL behind a bare route...');
            // Under load only at the run's largest size, where the throughput target is set.
            const loadSeconds = size === largest ? options.loadSeconds : null;
            const floors = await measureFloors(database, server, pageOnes, { runs: options.runs, loadSeconds, engine });
            for (const row of floors) results.floor.push({ database: engine, size, ...row });
          }
        } finally {
          await server.close();
        }
      } finally {
        await database.close();
      }
    }
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    options,
    seeding: [],
    latency: [],
    load: [],
    floor: [],
    blocking: [],
    search: [],
    sorts: [],
    searchCorpora: [],
    bundle: null,
    browser: null,
    notes: [],
    durationSeconds: 0,
  };
  // A part that fails is reported in the notes; the figures of the other parts are still written.
  const attempt = async (part: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      results.notes.push(`The ${part} part failed: ${error instanceof Error ? error.message : String(error)}`);
      process.stderr.write(`\n${part} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
  };
  if (options.parts.some((part) => part === 'api' || part === 'load' || part === 'floor' || part === 'blocking' || part === 'search' || part === 'quickfind' || part === 'sort' || part === 'exports' || part === 'imports' || part === 'live')) await attempt('server', () => serverParts(options, results));
  if (options.parts.includes('bundle')) {
    log('\nBundle sizes...');
    await attempt('bundle', async () => void (results.bundle = await measureBundle({ build: !options.reuseBuild })));
  }
  if (options.parts.includes('browser')) {
    log('\nChromium: cold loads, axe, Lighthouse...');
    // The bundle part has just built bench/.cache/dist: the browser part measures that same build.
    const build = !options.reuseBuild && !results.bundle;
    await attempt('browser', async () => void (results.browser = await measureBrowser({ ...options, build }, log)));
  }
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  const { markdown, files } = await writeResults(results);
  log(`\n${markdown}\n`);
  log(`Written: ${files.join(', ')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
