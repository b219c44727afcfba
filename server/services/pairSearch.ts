import { sql, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';

/**
 * An index over the character pairs of a list's search text (migration 0013), for search terms of
 * two characters, which no trigram index serves (or over its single characters, migration 0019,
 * for terms of one). PostgreSQL does not use the index's element
 * statistics to estimate `@>` (it guessed 5,500 matches for every pair at a million accounts), so
 * the list reads them itself and uses the index only for a pair they call rare; a common pair
 * is found sooner by walking the sort index (listPage.ts, docs/performance.md).
 */
export interface PairIndex {
  /** The index's name, under which PostgreSQL keeps its statistics (pg_stats.tablename). */
  name: string;
  /** The rows whose search text holds the pair, written as the index is, its predicate included, so the planner can use it. */
  holding: (pair: string) => RawBuilder<SqlBool>;
}

interface PairStatistics {
  /** Rows in the index (pg_class.reltuples; below 0 before the first ANALYZE). */
  rows: number;
  /** Fraction of rows holding each listed pair (pg_stats.most_common_elems). */
  frequencies: ReadonlyMap<string, number>;
  /** The frequency of the rarest listed element. */
  rarestListed: number;
}

/** Statistics change with ANALYZE (autovacuum's, or the seed's); they are read again after this long. */
const STATISTICS_LIFETIME_MS = 5 * 60_000;
const read = new WeakMap<object, Map<string, { at: number; statistics: Promise<PairStatistics> }>>();

async function readStatistics(db: QueryExecutorProvider, index: string): Promise<PairStatistics> {
  const { rows } = await sql<{ rows: number; elements: string[] | null; frequencies: number[] | null }>`
    select c.reltuples::float8 as rows, s.most_common_elems::text::text[] as elements, s.most_common_elem_freqs::float8[] as frequencies
    from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname
    where c.relname = ${index} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const [row] = rows;
  if (!row) throw new Error(`No index ${index}: its migration (0013, 0019) has not run`);
  const elements = row.elements ?? [];
  const frequencies = row.frequencies ?? [];
  // most_common_elem_freqs ends with the lowest and highest of the listed frequencies and the null frequency.
  return { rows: row.rows, frequencies: new Map(elements.map((element, i) => [element, frequencies[i]!])), rarestListed: frequencies[elements.length] ?? 0 };
}

function statisticsOf(db: QueryExecutorProvider, index: string): Promise<PairStatistics> {
  const byIndex = read.get(db) ?? new Map();
  read.set(db, byIndex);
  const cached = byIndex.get(index);
  if (cached && Date.now() - cached.at < STATISTICS_LIFETIME_MS) return cached.statistics;
  const statistics = readStatistics(db, index);
  byIndex.set(index, { at: Date.now(), statistics });
  statistics.catch(() => byIndex.delete(index));
  return statistics;
}

/**
 * PostgreSQL's own frequency for an element its statistics do not list (array_selfuncs.c): half the
 * rarest listed one, and at most 0.5%. ANALYZE lists every element above its cutoff while the list
 * has room, so an unlisted one is rarer than all listed: the bookings' characters list 27, the
 * rarest in 1.4% of them, and a digit, in none, counted as that common came near walking the whole
 * list for it.
 */
const unlistedFrequency = (rarestListed: number) => Math.min(0.005, rarestListed / 2);

/** How many rows the statistics expect to hold the element (a pair, a character); a table never analysed counts as small. */
export async function expectedPairMatches(db: QueryExecutorProvider, index: PairIndex, element: string): Promise<number> {
  const { rows, frequencies, rarestListed } = await statisticsOf(db, index.name);
  if (rows < 0) return 0;
  return Math.ceil(rows * (frequencies.get(element.toLowerCase()) ?? unlistedFrequency(rarestListed)));
}

/** The pair index `name` over the search text column `searchText`, partial on `predicate` as migration 0013 writes it. */
export function pairIndex(name: string, searchText: string, predicate?: RawBuilder<SqlBool>): PairIndex {
  return {
    name,
    holding: (pair) => sql<SqlBool>`(search_pairs(${sql.ref(searchText)}) @> array[lower(${pair})]${predicate ? sql` and ${predicate}` : sql``})`,
  };
}

/**
 * The index `name` of the single characters of the search text column `searchText` (migration
 * 0019), for a term of one character: read the same way as a pair index (the statistics of its
 * elements), with the characters as its elements.
 */
export function characterIndex(name: string, searchText: string): PairIndex {
  return { name, holding: (character) => sql<SqlBool>`(search_characters(${sql.ref(searchText)}) @> array[lower(${character})])` };
}
