import { sql } from 'kysely';
import type { DB } from '../server/db/index.js';
import { likePattern } from '../server/services/listPage.js';

/** The search terms of the search part, read from one bench database. */
export interface SearchCorpus {
  /** The most frequent fragments, most frequent first (ties in alphabetical order). */
  fragments: string[];
  /**
   * Numbers as a person types a booking's number, the transactions' first column: the ten
   * digits, then the first 2 to `LONGEST_NUMBER` digits of `numberedBooking` (`numericTerms`).
   */
  numbers: string[];
  /** The booking whose number is typed (null in a database without bookings). */
  numberedBooking: number | null;
  /** The terms of `noMatchCandidates` that match nothing in this database. */
  noMatch: string[];
  /** The candidates that do match something here, and so were left out. */
  droppedNoMatch: string[];
  /** One row in this many of accounts and bookings was read for the fragments. */
  sampleStride: number;
}

export const FRAGMENT_COUNT = 200;
export const LONGEST_FRAGMENT = 6;
/** Rows of accounts read for the fragments, at most (bookings: the same stride). */
const SAMPLED_ACCOUNTS = 25_000;

/** Letter groups that no English name, email or subject has; each is kept only when it matches nothing. */
export const noMatchCandidates = ['kj', 'qx', 'zzqx', 'xjqv', 'qwxyzv'] as const;

/**
 * The `FRAGMENT_COUNT` most frequent fragments of 1 to `LONGEST_FRAGMENT` letters of the words of
 * accounts' display names and email addresses and of bookings' subject names: lower-cased, a word
 * is a run of letters a-z, and a fragment counts once per word occurrence (the two "an" of
 * "banana" count once). Words are counted first and only distinct words are cut into fragments.
 *
 * Splitting every row took 1.7 s at 100k on PostgreSQL here (200k accounts, 100k bookings), so
 * about 17 s at 1M: one row in `stride` is read, by id (deterministic for a given database, unlike
 * TABLESAMPLE without REPEATABLE), with the same stride for both tables so their weights stay as in
 * the data. At 10k every row is read; at 100k one in 9 gave 197 of the 200 fragments of every row.
 */
export async function fragmentsOf(db: DB): Promise<{ fragments: string[]; sampleStride: number }> {
  const { rows: strideRows } = await sql<{ stride: number }>`
    select greatest(1, ceil(coalesce(max(id), 0) / ${SAMPLED_ACCOUNTS}::numeric))::int as stride from accounts`.execute(db);
  const stride = strideRows[0]!.stride;
  const { rows } = await sql<{ fragment: string }>`
    with words as (
      select word from accounts, regexp_split_to_table(lower(display_name || ' ' || email), '[^a-z]+') as word
      where accounts.id % ${stride} = 0
      union all
      select word from bookings, regexp_split_to_table(lower(subject_name), '[^a-z]+') as word
      where bookings.id % ${stride} = 0
    ),
    word_counts as (select word, count(*) as n from words where word <> '' group by word),
    fragments as (
      select distinct word_counts.word, word_counts.n, substr(word_counts.word, start, len) as fragment
      from word_counts, generate_series(1, ${LONGEST_FRAGMENT}) as len, generate_series(1, length(word_counts.word) - len + 1) as start
    )
    select fragment from fragments group by fragment order by sum(n) desc, fragment limit ${FRAGMENT_COUNT}`.execute(db);
  return { fragments: rows.map((row) => row.fragment), sampleStride: stride };
}

/** The longest start of a booking's number typed (a million bookings have numbers of 1-7 digits). */
export const LONGEST_NUMBER = 6;

/**
 * The ten digits, then the first 2 to `LONGEST_NUMBER` digits of one booking's number, the one 3/7
 * of the way to the highest (428571 of a million: no run of zeros, unlike the highest).
 */
export async function numericTerms(db: DB): Promise<{ numbers: string[]; numberedBooking: number | null }> {
  const { rows } = await sql<{ id: number | null }>`
    select id from bookings where id >= (select max(id) * 3 / 7 from bookings) order by id limit 1`.execute(db);
  const numberedBooking = rows[0]?.id ?? null;
  const digits = Array.from({ length: 10 }, (_, digit) => String(digit));
  if (numberedBooking === null) return { numbers: digits, numberedBooking };
  const typed = String(numberedBooking);
  const starts = Array.from({ length: Math.min(LONGEST_NUMBER, typed.length) - 1 }, (_, i) => typed.slice(0, i + 2));
  return { numbers: [...digits, ...starts], numberedBooking };
}

/** Whether `term` is found in any account's or booking's search text (every row: a term that matches nothing reads them all). */
async function matchesAnything(db: DB, term: string): Promise<boolean> {
  const pattern = likePattern(term);
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from accounts where search_text like ${pattern})
      or exists (select 1 from bookings where search_text like ${pattern}) as found`.execute(db);
  return rows[0]!.found;
}

export async function searchCorpus(db: DB): Promise<SearchCorpus> {
  const { fragments, sampleStride } = await fragmentsOf(db);
  const noMatch: string[] = [];
  const droppedNoMatch: string[] = [];
  for (const term of noMatchCandidates) ((await matchesAnything(db, term)) ? droppedNoMatch : noMatch).push(term);
  return { fragments, ...(await numericTerms(db)), noMatch, droppedNoMatch, sampleStride };
}

/** The terms measured: the fragments, the numbers, then the terms that match nothing. */
export const corpusTerms = (corpus: SearchCorpus): string[] => [...corpus.fragments, ...corpus.numbers, ...corpus.noMatch];
