import type { Engine } from './databases.js';

export const parts = ['api', 'load', 'floor', 'blocking', 'search', 'quickfind', 'sort', 'exports', 'imports', 'live', 'bundle', 'browser'] as const;
export type Part = (typeof parts)[number];

export const sizes = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type Size = keyof typeof sizes;

export interface BenchOptions {
  parts: Part[];
  sizes: Size[];
  engines: Engine[];
  /** Measured requests per endpoint for p50/p99. */
  runs: number;
  /** Seconds of each autocannon run. */
  loadSeconds: number;
  /** Cold loads per page in Chromium (the median is reported). */
  coldLoads: number;
  /** Lighthouse runs per page and form factor (the median run is reported). */
  lighthouseRuns: number;
  /** Use the admin build already in bench/.cache/dist instead of building it again. */
  reuseBuild: boolean;
}

const usage = `npm run bench [-- options]
  --only api,load,floor,blocking,search,quickfind,sort,exports,imports,live,bundle,browser   parts to run (default: all)
  --sizes 10k,100k,1m                      data sizes (default: all three)
  --db postgres,pglite                     databases (default: both; PostgreSQL only when reachable)
  --runs N                                 measured requests per endpoint (default 200)
  --load-seconds N                         seconds per autocannon run (default 10)
  --cold-loads N                           cold loads per page in Chromium (default 5)
  --lighthouse-runs N                      Lighthouse runs per page and form factor (default 3; the median run is reported)
  --reuse-build                            bundle/browser: use the build in bench/.cache/dist as it is
Quick rerun of the browser part: npm run bench -- --only browser --reuse-build
Environment: BENCH_DATABASE_URL (PostgreSQL server, default the local socket), BENCH_DATABASE_SUFFIX (appended to the PostgreSQL bench database names), CHROME_PATH (default /usr/bin/chromium).`;

function list<T extends string>(value: string, allowed: readonly T[], name: string): T[] {
  const items = value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  const wrong = items.filter((item) => !allowed.includes(item as T));
  if (wrong.length > 0 || items.length === 0) throw new Error(`${name} takes ${allowed.join(', ')} (got ${value})\n\n${usage}`);
  return items as T[];
}

function positive(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} takes a whole number above 0 (got ${value})\n\n${usage}`);
  return number;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { parts: [...parts], sizes: ['10k', '100k', '1m'], engines: ['postgres', 'pglite'], runs: 200, loadSeconds: 10, coldLoads: 5, lighthouseRuns: 3, reuseBuild: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') throw new Error(usage);
    if (flag === '--reuse-build') {
      options.reuseBuild = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value\n\n${usage}`);
    if (flag === '--only') options.parts = list(value, parts, '--only');
    else if (flag === '--sizes') options.sizes = list(value, Object.keys(sizes) as Size[], '--sizes');
    else if (flag === '--db') options.engines = list(value, ['postgres', 'pglite'] as const, '--db');
    else if (flag === '--runs') options.runs = positive(value, '--runs');
    else if (flag === '--load-seconds') options.loadSeconds = positive(value, '--load-seconds');
    else if (flag === '--cold-loads') options.coldLoads = positive(value, '--cold-loads');
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = positive(value, '--lighthouse-runs');
    else throw new Error(`Unknown option ${flag}\n\n${usage}`);
  }
  return options;
}
