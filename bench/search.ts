import { CompiledQuery } from 'kysely';
import { captureQueries, httpGet, urlOf, type BenchServer, type ListCase } from './api.js';
import type { BenchDatabase } from './databases.js';
import { median, timeRuns } from './stats.js';
import { RUNS_PER_TERM, summarizeTerms, type SearchSummary, type TermTiming } from './searchSummary.js';

export interface SlowTerm extends TermTiming {
  /** Execution time of the term's slowest statement under EXPLAIN ANALYZE, and its plan (the markdown shows its start). */
  statementMs: number | null;
  plan: string[];
}

export interface SearchRow extends Omit<SearchSummary, 'slowest'> {
  list: string;
  /** The list call, with `search` added per term. */
  url: string;
  slowest: SlowTerm[];
  /** Every term's figures (in the json results only). */
  perTerm: TermTiming[];
  /** Whether the figures come from answers kept per snapshot (server/snapshotAnswers.ts): never, each call follows a write. */
  keptAnswers: false;
}

interface Plan {
  statementMs: number | null;
  plan: string[];
}

/** Statements a call runs around its queries: a transaction and its settings (listPage.ts's walk). */
const transactionControl = /^\s*(begin|commit|rollback|set|reset)\b/i;

/**
 * The plan of the slowest statement a call runs for a term: each statement it runs (captured as
 * bench/api.ts captures them) under EXPLAIN (ANALYZE, BUFFERS), the one with the longest execution
 * time kept. The statements run in one transaction in which the call's own settings (`set local`)
 * are applied as it applied them, so each is planned as it was. The list's own `EXPLAIN` (its
 * estimate of the matches) cannot be explained again.
 */
async function slowestStatementPlan(database: BenchDatabase, c: ListCase, actorId: number): Promise<Plan> {
  let slowest: Plan = { statementMs: null, plan: [] };
  const queries = await captureQueries(database, c, actorId);
  await database.db.transaction().execute(async (trx) => {
    for (const query of queries) {
      if (/^\s*explain\b/i.test(query.sql)) continue;
      if (transactionControl.test(query.sql)) {
        if (/^\s*set\b/i.test(query.sql)) await trx.executeQuery(CompiledQuery.raw(query.sql, [...query.params]));
        if (/^\s*commit\b/i.test(query.sql)) await trx.executeQuery(CompiledQuery.raw('reset all'));
        continue;
      }
      const result = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.params]));
      // The one column, QUERY PLAN, read by position: the CamelCasePlugin renames result keys.
      const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
      if (slowest.statementMs === null || executionMs > slowest.statementMs) slowest = { statementMs: executionMs, plan: lines };
    }
  });
  return slowest;
}

/** One way to call a list: a label for the tables, and the query parameters it sets over the list's own. */
export interface Variant {
  label: string;
  query: Record<string, string>;
}

/**
 * One list called every way of `variants` over loopback HTTP: the median of RUNS_PER_TERM requests
 * each, after one unmeasured, each after a write (so none is a kept answer); p50, p99 and max over
 * those medians, and the slowest with their plans.
 */
export async function measureVariants(database: BenchDatabase, server: BenchServer, list: ListCase, name: string, variants: readonly Variant[]): Promise<SearchRow> {
  const withVariant = (variant: Variant): ListCase => ({ ...list, query: { ...list.query, ...variant.query } });
  const timings: TermTiming[] = [];
  for (const variant of variants) {
    const url = urlOf(withVariant(variant));
    const answer = JSON.parse(Buffer.from(await httpGet(server, url)).toString('utf8')) as { data?: { total: number } | { groups: Array<{ total: number }> } };
    if (!answer.data) throw new Error(`${name}, ${variant.label}: the list call was refused (${url})`);
    const times = await timeRuns(() => httpGet(server, url), RUNS_PER_TERM, 0, server.endWrite);
    // A list answers its total; the quick find a total per resource.
    const total = 'groups' in answer.data ? answer.data.groups.reduce((sum, group) => sum + group.total, 0) : answer.data.total;
    timings.push({ term: variant.label, medianMs: median(times), total });
  }
  const summary = summarizeTerms(timings);
  const slowest: SlowTerm[] = [];
  for (const timing of summary.slowest) {
    const variant = variants.find((each) => each.label === timing.term)!;
    slowest.push({ ...timing, ...(await slowestStatementPlan(database, withVariant(variant), server.adminId)) });
  }
  return { ...summary, list: name, url: urlOf(list), slowest, perTerm: timings, keptAnswers: false };
}

/** Each list's page 1 (its default sort) searched for every term over loopback HTTP. */
export async function measureSearch(
  database: BenchDatabase,
  server: BenchServer,
  lists: readonly ListCase[],
  terms: readonly string[],
  log: (line: string) => void,
): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  for (const list of lists) {
    const name = list.name.replace(/ page 1$/, '');
    log(`  search: ${name}, ${terms.length} terms...`);
    rows.push(await measureVariants(database, server, list, name, terms.map((term) => ({ label: term, query: { search: term } }))));
  }
  return rows;
}
