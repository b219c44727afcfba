/* eslint-disable @typescript-eslint/no-explicit-any -- generic over any table's query builder */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OrderByItemBuilder,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { asPrepared } from '../db/preparedStatements.js';
import { pageReachable } from '../../contract/pageReach.js';
import { badRequestOn, refusal } from '../errors.js';
import { expectedPairMatches, type PairIndex } from './pairSearch.js';

export interface ListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  /** Only these records (`ids=3,7,12`): a page of references read in one call. */
  ids?: readonly number[] | undefined;
  sort: string;
  dir: 'asc' | 'desc';
  /**
   * A large list's searched or filtered matches counted at most this many (at least to the end of
   * the page) instead of `matchWindow`'s: for a glance at the first few, such as the quick find's.
   * Not part of any list call's query.
   */
  countUpTo?: number;
}

/**
 * How a list that can reach millions of rows answers in constant time (docs/performance.md):
 * - total: the exact count kept in `list_counts` when the query has no search and no filter
 *   beyond the counted keys (`countedTotal`, read in the same statement as the page); otherwise an
 *   exact count of the matches up to `matchWindow` (`MATCH_CAP` past the page, at most
 *   `MAX_OFFSET`), reported as that many with `capped` when there are more (each page counts
 *   further, so the user can page on), found in the same statement as the page;
 * - pages: OFFSET up to `MAX_OFFSET` rows from the start, or from the end when the total is exact
 *   (the query is run in the reverse order and the rows flipped); pages in between are a 400.
 */
export interface LargeListOptions {
  db: Kysely<any>;
  /** A scalar SQL expression of the exact total (see `countedRowsExpression`). */
  countedTotal?: RawBuilder<number> | undefined;
}

export interface ListOptions {
  /** Column (or expression) for each allowlisted sort key. */
  sortColumns: Record<string, string>;
  /** The unique tie-breaker, so that pages never overlap. */
  idColumn: string;
  /**
   * Rows without a sort key (an empty date) come last both ways; otherwise where PostgreSQL sorts
   * them (last ascending, first descending), which walks a plain `(column, id)` index both ways.
   */
  emptyLast?: boolean;
  /** The search condition for a non-empty term; `likePattern(term)` is ready for ILIKE. */
  search?: (eb: ExpressionBuilder<any, any>, pattern: string) => Expression<SqlBool>;
  /** For tables that can grow large: capped counts and bounded paging (see LargeListOptions). */
  large?: LargeListOptions;
  /** For a large list: the index a two-character term is read through when it is rare (./pairSearch.ts). */
  pairs?: PairIndex;
  /** For a large list: the index a one-character term is read through when it is rare (./pairSearch.ts). */
  characters?: PairIndex;
  /**
   * A term that is a whole number also finds the row whose id it is (`idColumn`), the number the
   * list shows in its first column, so that typing it finds the row.
   */
  idSearch?: boolean;
  /**
   * For a large list: the sort columns whose index carries the search text (migration 0015), so
   * that a search walking it reads no row it does not show, and walks from fewer expected matches.
   */
  coveredWalks?: readonly string[];
  /**
   * For a large list: how many rows a search pattern is expected to match, where the planner's
   * estimate of the list's own statement is known to mislead (undefined: ask the planner that).
   */
  expectedMatches?: (db: Kysely<any>, pattern: string) => Promise<number | undefined>;
}

/** Rows of a large list reachable by OFFSET from either end. */
export const MAX_OFFSET = 10_000;
/** Offset from which a page's ids are found before its rows are read. */
export const DEFERRED_ROWS_FROM = 1_000;
/**
 * Matches of a search or filter counted past the page asked for; more are reported as that many,
 * with `capped`. Counting reads every match from the table, so this bounds its cost.
 */
export const MATCH_CAP = 1_000;

/**
 * The matches a page of a searched or filtered large list counts: up to `MATCH_CAP` past the
 * thousand the page ends in, so that a page near the end of what was counted counts further and
 * the next one opens ("976–1,000 of more than 2,000"), up to `MAX_OFFSET` rows, as deep as an
 * unsearched list pages from its start. Page 1 counts 1,000, as it costs most to be slow there.
 */
export function matchWindow(offset: number, limit: number): number {
  return Math.min(MAX_OFFSET, (Math.floor((offset + limit) / MATCH_CAP) + 1) * MATCH_CAP);
}

/** `%term%` with LIKE's own wildcards escaped, so `%` and `_` in a search are literal. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column ILIKE pattern` for a stored lower-cased column (migration 0007): ILIKE lowers the
 * pattern and the text and compares them; here the text was lowered on write.
 */
export function lowerCasedLike(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like lower(${pattern})`;
}

type Direction = 'asc' | 'desc';
const reverse = (dir: Direction): Direction => (dir === 'asc' ? 'desc' : 'asc');
const directionSql = (dir: Direction) => sql.raw(dir === 'desc' ? 'desc' : 'asc');
/** Where rows without a sort key go: `emptyLast` puts them last, and a list read backwards (from its end) first. */
type Empties = 'last' | 'first' | undefined;
const emptiesOf = (options: Pick<ListOptions, 'emptyLast'>, backwards = false): Empties => (options.emptyLast ? (backwards ? 'first' : 'last') : undefined);
/** The sort key's ORDER BY modifiers. */
const keyOrder = (dir: Direction, empties: Empties) => (ob: OrderByItemBuilder) => {
  const directed = dir === 'desc' ? ob.desc() : ob.asc();
  return empties === 'last' ? directed.nullsLast() : empties === 'first' ? directed.nullsFirst() : directed;
};
/** The same in raw SQL, after a sort key's direction. */
const emptiesSql = (empties: Empties) => sql.raw(empties ? ` nulls ${empties}` : '');

function tooDeep(params: ListParams, total: number) {
  const message =
    `Page ${params.page} is too deep into ${total} rows: only the first and last ${MAX_OFFSET} rows can be paged to. ` +
    'Search, filter or sort the other way to reach the rows in between.';
  return badRequestOn('page', message, refusal('PAGE_TOO_DEEP', { page: params.page, total, max: MAX_OFFSET }));
}

/** The page's rows without the helper columns that came with them (`listTotal`, the sort keys). */
function withoutListColumns<Row>(rows: readonly Record<string, unknown>[]): Row[] {
  return rows.map(({ listTotal: _total, listSortKey: _sortKey, listRowId: _rowId, ...row }) => row as Row);
}

type SearchOptions = Pick<ListOptions, 'search' | 'idSearch' | 'idColumn'>;

/** The id a term names: a whole number an id can be, on a list that finds rows by id. */
function idOfTerm(term: string, options: SearchOptions): number | undefined {
  if (!options.idSearch || !/^\d{1,10}$/.test(term)) return undefined;
  const id = Number(term);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** A term's condition: the text condition `text` (the list's search, or an index's form of it), or the row whose id the term is. */
function termCondition(eb: ExpressionBuilder<any, any>, term: string, options: SearchOptions, text: Expression<SqlBool>): Expression<SqlBool> {
  const id = idOfTerm(term, options);
  return id === undefined ? text : eb.or([text, eb(sql.ref(options.idColumn), '=', id)]);
}

/** The base select narrowed by the list's search term, the rows every page of the list is cut from. */
export function searched<Row>(base: SelectQueryBuilder<any, any, Row>, params: Pick<ListParams, 'search'>, options: SearchOptions) {
  const term = params.search?.trim();
  return term && options.search ? base.where((eb) => termCondition(eb, term, options, options.search!(eb, likePattern(term)))) : base;
}

/**
 * A list as its service defines it: the base select (joins and the list's filters applied), how the
 * list query applies to it, and how its rows become the items the API answers. The list endpoint
 * reads pages of it and the CSV export reads all of it, so both have the same rows in the same order.
 */
export interface ListSource<Row, Item> {
  base: SelectQueryBuilder<any, any, Row>;
  options: ListOptions;
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>;
}

/** A list source with its row and item types inferred from its parts. */
export const listSource = <Row, Item>(source: ListSource<Row, Item>): ListSource<Row, Item> => source;

/** One page of a list source's items, with the total. */
/** One page of a list: its items, the total of matches, and `capped` when there are more matches than the total says. */
export interface ListAnswer<Item> {
  items: Item[];
  total: number;
  capped?: true;
  /** Rows reachable by page number from either end of a long list (contract/pageReach.ts). */
  reach?: number;
}

export async function pageOf<Row, Item>(source: ListSource<Row, Item>, params: ListParams): Promise<ListAnswer<Item>> {
  const { items, ...counts } = await listPage(source.base, params, source.options);
  return { items: await source.toItems(items), ...counts };
}

/**
 * Applies the API's list query to a base select (joins and resource filters already applied) and
 * answers one page of rows with the total count of matches.
 */
export async function listPage<Row>(
  base: SelectQueryBuilder<any, any, Row>,
  params: ListParams,
  options: ListOptions,
): Promise<ListAnswer<Row>> {
  const term = params.search?.trim();
  const sortColumn = options.sortColumns[params.sort];
  if (!sortColumn) throw new Error(`No sort column for ${params.sort}`);
  const narrowed = params.ids ? base.where(sql.ref(options.idColumn), 'in', [...params.ids]) : base;
  const offset = (params.page - 1) * params.limit;
  const counted = params.countUpTo === undefined ? matchWindow(offset, params.limit) : Math.max(offset + params.limit, params.countUpTo);
  const { filtered, reading } = await searchPlanOf(narrowed, term, options, sortColumn, params.dir, counted);
  // Read from the end (`reverse(params.dir)`), the order is the list's own backwards, empty keys included.
  const ordered = (query: SelectQueryBuilder<any, any, any>, dir: Direction) =>
    query.orderBy(sql.ref(sortColumn), keyOrder(dir, emptiesOf(options, dir !== params.dir))).orderBy(sql.ref(options.idColumn), dir);
  // A deep page finds its ids first, with a query that reads only the sort key and the id for the
  // rows it skips, then builds the rows (columns, joined values) of those ids only.
  const pageOf = (query: SelectQueryBuilder<any, any, any>, dir: Direction, rowOffset: number, limit: number) => {
    if (rowOffset < DEFERRED_ROWS_FROM) return ordered(query, dir).limit(limit).offset(rowOffset);
    const ids = ordered(filtered.clearSelect().select(sql.ref(options.idColumn).as('listRowId')), dir).limit(limit).offset(rowOffset);
    return ordered(query.where(sql.ref(options.idColumn), 'in', ids), dir);
  };
  const rows = (dir: Direction, rowOffset: number, limit: number) => pageOf(filtered, dir, rowOffset, limit).execute();

  if (!options.large) {
    const [items, count] = await Promise.all([
      rows(params.dir, offset, params.limit),
      filtered.clearSelect().clearOrderBy().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow() as Promise<{ total: number }>,
    ]);
    return { items, total: count.total };
  }

  const { db, countedTotal } = options.large;
  if (term || !countedTotal) return cappedPage(filtered, params, offset, counted, { sortColumn, idColumn: options.idColumn, empties: emptiesOf(options) }, db, reading);

  // Exact total: read in the same statement as the page (an uncorrelated subquery, run once).
  const exactTotal = async () => (await sql<{ total: number }>`select ${countedTotal} as total`.execute(db)).rows[0]!.total;
  // A list too long to page through by number says how far pages reach from either end.
  const answer = (items: Row[], total: number): ListAnswer<Row> => ({ items, total, ...(total > 2 * MAX_OFFSET ? { reach: MAX_OFFSET } : {}) });
  if (offset < MAX_OFFSET) {
    const withTotal = filtered.select(countedTotal.as('listTotal'));
    const page = (offset === 0 ? await firstPage(ordered(withTotal, params.dir), params.limit, db) : await pageOf(withTotal, params.dir, offset, params.limit).execute()) as Array<
      Row & { listTotal: number }
    >;
    if (page.length > 0) return answer(withoutListColumns<Row>(page), page[0]!.listTotal);
    return answer([], offset === 0 ? 0 : await exactTotal());
  }
  const total = await exactTotal();
  if (!pageReachable({ page: params.page, perPage: params.limit, total, reach: MAX_OFFSET })) throw tooDeep(params, total);
  if (offset >= total) return answer([], total);
  const fromEnd = total - offset - params.limit;
  const items = await rows(reverse(params.dir), Math.max(0, fromEnd), Math.min(params.limit, total - offset));
  return answer(items.reverse(), total);
}

/**
 * Page 1 of a list with an exact total, the page every list opens on: a prepared statement on
 * PostgreSQL, with the limit written into its text (as a parameter, the limit hides from the planner
 * how few rows are wanted, so PostgreSQL would plan every run anew rather than keep a generic plan).
 * Its other parameters are the counted keys and the types they imply, whose plan does not depend on
 * their values. Planning was most of PostgreSQL's work for these pages (docs/performance.md).
 */
async function firstPage(ordered: SelectQueryBuilder<any, any, any>, limit: number, db: QueryExecutorProvider): Promise<unknown[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Bad page size ${limit}`);
  return (await asPrepared(ordered.limit(sql.lit(limit))).execute(db)).rows;
}

/**
 * A searched or filtered large list, in one statement: the matches in the list's order, limited to
 * the page's `matchWindow` + 1 (so they are found once, and no more of them are read than the count
 * needs), counted by a window over them, and the page cut from them, ordered again by the same keys
 * (carried as `list_sort_key` and `list_row_id`). Past the window the total is the window and a
 * page shows no row beyond it. A page past the last match has no row to carry the count: it is
 * counted on its own. A walk (`walkedPage`) finds the matches by their keys alone.
 */
/** How a capped page is ordered: the sort key (with where its empty keys go), then the id. */
interface PageOrder {
  sortColumn: string;
  idColumn: string;
  empties: Empties;
}

async function cappedPage<Row>(
  filtered: SelectQueryBuilder<any, any, Row>,
  params: ListParams,
  offset: number,
  counted: number,
  order: PageOrder,
  db: Kysely<any>,
  reading: MatchReading,
): Promise<ListAnswer<Row>> {
  const { sortColumn, idColumn } = order;
  const dir = directionSql(params.dir);
  const keyDir = sql`${dir}${emptiesSql(order.empties)}`;
  const keyed = filtered.select([sql.ref(sortColumn).as('listSortKey'), sql.ref(idColumn).as('listRowId')]);
  if (reading === 'walk') return cappedAnswer(await walking(db, walkedPage(filtered, keyed, params, offset, counted, order)), filtered, offset, counted, db);
  const matches = reading === 'all'
    ? // OFFSET 0 keeps the planner from walking the sort index: it reads the matches through the
      // search's index, then sorts them.
      sql`select * from ${keyed.offset(0)} as fenced order by list_sort_key ${keyDir}, list_row_id ${dir} limit ${counted + 1}`
    : keyed
        .orderBy(sql.ref(sortColumn), keyOrder(params.dir, order.empties))
        .orderBy(sql.ref(idColumn), params.dir)
        .limit(counted + 1);
  // MATERIALIZED: planned on its own, for all its rows. Inline, the page's LIMIT would make the
  // planner cost only the first rows of it and prefer walking the sort index for the matches, as if
  // the window did not need all of them (it read 380,000 rows for a term that 0.3% match).
  const statement = sql<Record<string, unknown> & { listTotal: number }>`
    with matches as materialized (${matches})
    select matches.*, (count(*) over ())::int as list_total from matches
    order by list_sort_key ${keyDir}, list_row_id ${dir} limit ${params.limit} offset ${offset}`;
  return cappedAnswer(await statement.execute(db), filtered, offset, counted, db);
}

/**
 * A walked page's statement: the sort index is walked for the keys of the first `counted + 1`
 * matches only, so that where an index holds the keys and the search text (migration 0015) no
 * row is read for a match that is not shown; then the page's rows are read by their ids. Reading
 * whole rows, a common term ("son", 22,485 students walked) took 250 ms; by the keys, 5-7 ms.
 */
function walkedPage<Row>(
  filtered: SelectQueryBuilder<any, any, Row>,
  keyed: SelectQueryBuilder<any, any, Row>,
  params: ListParams,
  offset: number,
  counted: number,
  { sortColumn, idColumn, empties }: PageOrder,
) {
  const dir = directionSql(params.dir);
  const keyDir = sql`${dir}${emptiesSql(empties)}`;
  const keys = filtered
    .clearSelect()
    .select([sql.ref(sortColumn).as('listSortKey'), sql.ref(idColumn).as('listRowId')])
    .orderBy(sql.ref(sortColumn), keyOrder(params.dir, empties))
    .orderBy(sql.ref(idColumn), params.dir)
    .limit(counted + 1);
  const rows = keyed.where(sql.ref(idColumn), 'in', sql`(select list_row_id from page)`);
  return sql<Record<string, unknown> & { listTotal: number }>`
    with matches as materialized (${keys}),
    page as (
      select list_row_id, (count(*) over ())::int as list_total from matches
      order by list_sort_key ${keyDir}, list_row_id ${dir} limit ${params.limit} offset ${offset})
    select rows.*, (select list_total from page limit 1) as list_total from (${rows}) as rows
    order by list_sort_key ${keyDir}, list_row_id ${dir}`;
}

/** A capped page's answer from its statement's rows: the total they carry, at most `counted`. */
async function cappedAnswer<Row>(
  { rows: page }: { rows: Array<Record<string, unknown> & { listTotal: number }> },
  filtered: SelectQueryBuilder<any, any, Row>,
  offset: number,
  counted: number,
  db: Kysely<any>,
): Promise<ListAnswer<Row>> {
  const matchCount = page.length > 0 ? page[0]!.listTotal : offset === 0 ? 0 : await countMatches(filtered, counted, db);
  const total = Math.min(matchCount, counted);
  const items = withoutListColumns<Row>(page);
  if (matchCount <= counted) return { items, total };
  return { items: items.slice(0, Math.max(0, total - offset)), total, capped: true };
}

/**
 * Up to this many expected matches, a search reads them all through its trigram (or pair) index and sorts
 * them; with more, walking the sort index until `MATCH_CAP + 1` of them are found reads fewer rows.
 * Here (PostgreSQL, a million accounts) a match read through the index cost about 4.4 µs and a row
 * walked in the sort order 2.6 µs, so the two meet near 25,000 matches; the planner, costing the
 * walk as if matches were spread evenly and its pages cached, chose the walk from about 5,000
 * (docs/performance.md).
 */
const READ_ALL_MATCHES_UP_TO = 25_000;

/**
 * The same where the sort's index carries the search text (`coveredWalks`). On a million students,
 * warm: a walked entry cost about 0.29 µs ("tor", 8,088 matches: 124,000 entries in 36 ms) and a
 * match read through the index about 2 µs (17 ms for "tor", 30-43 ms for "ist"'s 17,730), so the
 * two meet near 12,000 matches. A cold cache costs the reads far more than the walk (115 ms for
 * "ist" on first read), so the walk starts a little earlier.
 */
const READ_ALL_MATCHES_UP_TO_COVERED = 10_000;

/** The planner's estimate of the rows of a query. */
export async function plannedRows(query: SelectQueryBuilder<any, any, unknown>): Promise<number> {
  const [row] = await query.explain('json');
  const [plan] = Object.values(row ?? {}) as [Array<{ Plan: { 'Plan Rows': number } }>];
  return plan[0]!.Plan['Plan Rows'];
}

/**
 * How a large list reads the matches of its search: `all` of them through the search's index, then
 * sorted; by walking the sort index (`walk`) until enough rows match; or as the planner chooses.
 */
type MatchReading = 'all' | 'walk' | 'planner';

/**
 * How a large list finds the matches of its search (docs/performance.md). A term of three letters
 * or more that the planner expects to match few rows, or a pair of characters its pair index's
 * statistics call rare (the planner does not read those: ./pairSearch.ts), reads all its matches
 * through the index. A term expected to match more walks the sort index, where the planner would
 * have read a GIN index instead: for a common pair the whole trigram index ("ed" on the tutors
 * list, 1.2 s), for a common longer term all 53,921 matches ("ann", 0.15 s). How many a term is
 * expected to match is the list's own estimate (`expectedMatches`) where it has one. A single
 * character is read like a pair where the list has an index of characters (a rare one, a digit
 * among names, would walk the whole sort index to find none); else it walks the sort index where
 * that index carries the search text, and elsewhere, like a list without these indexes, it is
 * left to the planner.
 */
async function searchPlanOf<Row>(
  base: SelectQueryBuilder<any, any, Row>,
  term: string | undefined,
  options: ListOptions,
  sortColumn: string,
  dir: Direction,
  counted: number,
): Promise<{ filtered: SelectQueryBuilder<any, any, Row>; reading: MatchReading }> {
  const plain = searched(base, { search: term }, options);
  const { large, pairs } = options;
  if (!term || !large || term.includes('\n')) return { filtered: plain, reading: 'planner' };
  const covered = options.coveredWalks?.includes(sortColumn) ?? false;
  const shortIndex = term.length === 1 ? options.characters : term.length === 2 ? pairs : undefined;
  // Without an index of single characters the planner walks the sort index too, but reads whole
  // rows to do it ("x", 67,988 transactions passed over, 110 ms), where the keys' walk reads the index.
  if (term.length === 1 && covered && !shortIndex) return { filtered: plain, reading: 'walk' };
  const expected =
    term.length >= 3
      ? ((await options.expectedMatches?.(large.db, likePattern(term))) ?? (await plannedRows(plain)))
      : shortIndex
        ? await expectedPairMatches(large.db, shortIndex, term)
        : undefined;
  if (expected === undefined) return { filtered: plain, reading: 'planner' };
  const readAllUpTo = (covered ? READ_ALL_MATCHES_UP_TO_COVERED : READ_ALL_MATCHES_UP_TO) * fewerCounted(counted);
  const probedTotal = covered && expected > readAllUpTo / PROBED_BAND && expected < readAllUpTo * PROBED_BAND ? large.countedTotal : undefined;
  const likely = probedTotal ? await probedMatches(base, term, options, sortColumn, dir, probedTotal, large.db) : expected;
  if (likely <= readAllUpTo) return { filtered: shortIndex ? base.where((eb) => termCondition(eb, term, options, shortIndex.holding(term))) : plain, reading: 'all' };
  return { filtered: plain, reading: 'walk' };
}

/**
 * How much sooner a walk pays when fewer matches are counted than page 1's `MATCH_CAP`: reading
 * all matches costs in proportion to the matches m, the walk to the entries passed over finding
 * the counted ones, counted × rows / m; so the two meet where m² is in proportion to the count.
 * Never later than for page 1.
 */
const fewerCounted = (counted: number) => Math.min(1, Math.sqrt((counted + 1) / (MATCH_CAP + 1)));

/** Entries of the sort index a probe walks to see how densely a term lies along the list's order. */
const PROBED_ENTRIES = 5_000;
/** An estimate within this factor of the threshold is checked by a probe; one further off is trusted. */
const PROBED_BAND = 2;

/**
 * A list's matches of a term, projected from how many of the first `PROBED_ENTRIES` of its order
 * match (2-3 ms where the sort's index carries the search text, which the probe reads alone; a
 * whole short list is simply counted). Near the threshold the planner's estimate of a long term
 * rests on the few histogram values that hold it: "ledner", in 5,217 transactions, was expected in
 * 10,010, so the list walked 194,213 entries (36 ms) where reading the matches takes 14 ms. How
 * densely the term lies along the order is what a walk's cost depends on, and the probe measures
 * just that.
 */
async function probedMatches(
  base: SelectQueryBuilder<any, any, unknown>,
  term: string,
  options: ListOptions,
  sortColumn: string,
  dir: Direction,
  countedTotal: RawBuilder<number>,
  db: Kysely<any>,
): Promise<number> {
  const entries = base
    .clearSelect()
    .select((eb) => sql<SqlBool>`${termCondition(eb, term, options, options.search!(eb, likePattern(term)))}`.as('hit'))
    .orderBy(sql.ref(sortColumn), keyOrder(dir, emptiesOf(options)))
    .orderBy(sql.ref(options.idColumn), dir)
    .limit(PROBED_ENTRIES);
  const statement = sql<{ hits: number; walked: number; total: number }>`
    select count(*) filter (where hit)::int as hits, count(*)::int as walked, (${countedTotal})::int as total from (${entries}) as probe`;
  const { hits, walked, total } = (await statement.execute(db)).rows[0]!;
  return walked < PROBED_ENTRIES ? hits : Math.round((hits / walked) * total);
}

/**
 * Runs a statement with bitmap scans off for its transaction: a GIN index (trigram, pair) is read
 * only by bitmap scans, so the planner must choose between walking the sort index and reading the
 * whole table, and with its statistics of the term it walks. Written so that no index could serve
 * it instead (`(search_text || '') like ...`), the term lost its statistics, and a term in every
 * row ("example") read every tutor (0.8 s).
 */
async function walking<Result>(db: Kysely<any>, statement: RawBuilder<Result>) {
  // Inside a caller's transaction its settings are the caller's: the planner chooses.
  if (db.isTransaction) return statement.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return statement.execute(trx);
  });
}

/** The number of matches, counted up to `counted + 1`. */
async function countMatches(filtered: SelectQueryBuilder<any, any, unknown>, counted: number, db: QueryExecutorProvider): Promise<number> {
  const capped = filtered.clearSelect().clearOrderBy().select(sql.lit(1).as('one')).limit(counted + 1);
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from (${capped}) as capped`.execute(db);
  return rows[0]!.total;
}

const listKeys = new Set(['page', 'limit', 'search', 'sort', 'dir']);

/** True when the list query sets no filter besides the given ones (a search is no filter here). */
export function filtersOnly(query: object, allowed: readonly string[] = []): boolean {
  return Object.entries(query).every(([key, value]) => value === undefined || listKeys.has(key) || allowed.includes(key));
}

/** The exact number of rows under the given keys of a `list_counts` scope (see migration 0006), as a scalar subquery. */
export function countedRowsExpression(scope: 'accounts' | 'tutors' | 'bookings', keys: readonly string[]): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(n), 0)::int from list_counts where scope = ${scope} and key = any(${[...keys]}::text[]))`;
}

/** The exact number of rows under the given keys of a `list_counts` scope. */
export async function countedRows(db: QueryExecutorProvider, scope: 'accounts' | 'tutors' | 'bookings', keys: readonly string[]): Promise<number> {
  const { rows } = await sql<{ total: number }>`select ${countedRowsExpression(scope, keys)} as total`.execute(db);
  return rows[0]!.total;
}
