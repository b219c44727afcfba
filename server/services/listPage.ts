/* eslint-disable @typescript-eslint/no-explicit-any -- generic over any table's query builder */
import { sql, type Expression, type ExpressionBuilder, type QueryExecutorProvider, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../errors.js';

export interface ListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
}

/**
 * How a list that can reach millions of rows answers in constant time (docs/performance.md):
 * - total: the exact count kept in `list_counts` when the query has no search and no filter
 *   beyond the counted keys (`countedTotal`); otherwise an exact count of the matches up to
 *   `MATCH_CAP`, reported as `MATCH_CAP` when there are more (only that many are pageable);
 * - pages: OFFSET up to `MAX_OFFSET` rows from the start, or from the end when the total is exact
 *   (the query is run in the reverse order and the rows flipped); pages in between are a 400.
 */
export interface LargeListOptions {
  db: QueryExecutorProvider;
  countedTotal?: (() => Promise<number>) | undefined;
}

export interface ListOptions {
  /** Column (or expression) for each allowlisted sort key. */
  sortColumns: Record<string, string>;
  /** The unique tie-breaker, so that pages never overlap. */
  idColumn: string;
  /** The search condition for a non-empty term; `likePattern(term)` is ready for ILIKE. */
  search?: (eb: ExpressionBuilder<any, any>, pattern: string) => Expression<SqlBool>;
  /** For tables that can grow large: capped counts and bounded paging (see LargeListOptions). */
  large?: LargeListOptions;
}

/** Rows of a large list reachable by OFFSET from either end. */
export const MAX_OFFSET = 10_000;
/**
 * Matches of a search or filter counted exactly; more are reported as this many (and only this
 * many are pageable). Counting reads every match from the table, so this bounds its cost.
 */
export const MATCH_CAP = 1_000;

/** `%term%` with LIKE's own wildcards escaped, so `%` and `_` in a search are literal. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type Direction = 'asc' | 'desc';
const reverse = (dir: Direction): Direction => (dir === 'asc' ? 'desc' : 'asc');

function tooDeep(params: ListParams, total: number) {
  const message =
    `Page ${params.page} is too deep into ${total} rows: only the first and last ${MAX_OFFSET} rows can be paged to. ` +
    'Search, filter or sort the other way to reach the rows in between.';
  return badRequest(message, { page: message });
}

/**
 * Applies the API's list query to a base select (joins and resource filters already applied) and
 * answers one page of rows with the total count of matches.
 */
export async function listPage<Row>(
  base: SelectQueryBuilder<any, any, Row>,
  params: ListParams,
  options: ListOptions,
): Promise<{ items: Row[]; total: number }> {
  const term = params.search?.trim();
  const filtered = term && options.search ? base.where((eb) => options.search!(eb, likePattern(term))) : base;
  const sortColumn = options.sortColumns[params.sort];
  if (!sortColumn) throw new Error(`No sort column for ${params.sort}`);
  const offset = (params.page - 1) * params.limit;
  const rows = (dir: Direction, rowOffset: number, limit: number) =>
    filtered
      .orderBy(sql.ref(sortColumn), dir)
      .orderBy(sql.ref(options.idColumn), dir)
      .limit(limit)
      .offset(rowOffset)
      .execute();
  // Built only when a count runs: a large list's unfiltered total comes from list_counts instead.
  const countQuery = () => filtered.clearSelect().clearOrderBy();

  if (!options.large) {
    const [items, count] = await Promise.all([
      rows(params.dir, offset, params.limit),
      countQuery().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow() as Promise<{ total: number }>,
    ]);
    return { items, total: count.total };
  }

  const { db, countedTotal } = options.large;
  const exactTotal = !term && countedTotal ? countedTotal : undefined;
  const countTotal = async () => {
    if (exactTotal) return { total: await exactTotal(), exact: true };
    const capped = countQuery().select(sql.lit(1).as('one')).limit(MATCH_CAP + 1);
    const { rows: counted } = await sql<{ total: number }>`select count(*)::int as total from (${capped}) as capped`.execute(db);
    const matches = counted[0]!.total;
    return { total: Math.min(matches, MATCH_CAP), exact: matches <= MATCH_CAP };
  };

  // Page 1 and its neighbours: the page and the count in parallel.
  if (offset < Math.min(MAX_OFFSET, MATCH_CAP)) {
    const [items, { total, exact }] = await Promise.all([rows(params.dir, offset, params.limit), countTotal()]);
    // Past the cap a page shows no rows that the total does not count.
    return { items: exact ? items : items.slice(0, Math.max(0, total - offset)), total };
  }
  const { total, exact } = await countTotal();
  if (offset >= total) return { items: [], total };
  if (offset < MAX_OFFSET) return { items: await rows(params.dir, offset, params.limit), total };
  const fromEnd = total - offset - params.limit;
  if (!exact || fromEnd > MAX_OFFSET) throw tooDeep(params, total);
  const items = await rows(reverse(params.dir), Math.max(0, fromEnd), Math.min(params.limit, total - offset));
  return { items: items.reverse(), total };
}

const listKeys = new Set(['page', 'limit', 'search', 'sort', 'dir']);

/** True when the list query sets no filter besides the given ones (a search is no filter here). */
export function filtersOnly(query: object, allowed: readonly string[] = []): boolean {
  return Object.entries(query).every(([key, value]) => value === undefined || listKeys.has(key) || allowed.includes(key));
}

/** The exact number of rows under the given keys of a `list_counts` scope (see migration 0006). */
export async function countedRows(db: QueryExecutorProvider, scope: 'accounts' | 'tutors' | 'bookings', keys: readonly string[]): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(n), 0)::int as total from list_counts where scope = ${scope} and key = any(${[...keys]}::text[])`.execute(db);
  return rows[0]!.total;
}
