import { sql, type Kysely } from 'kysely';

/**
 * A search term of two characters, which no trigram index serves, through an index of its own
 * (docs/performance.md): a GIN index over the distinct character pairs of the lower-cased search
 * text (`search_pairs`), with statistics of its own. `text LIKE '%xy%'` and `search_pairs(text) @>
 * '{xy}'` match the same rows. The list reads the index's statistics and uses it for a pair they
 * call rare (server/services/pairSearch.ts), where walking the sort index would read most of the
 * table: "kj" (no match) walked about a million tutors in 1.1 s.
 *
 * One index per searched list whose rows differ (live students, live tutors, bookings), so that
 * each list's statistics count its own rows: a pair common among students and rare among tutors
 * is rare for the tutors list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Building the indexes over a million rows outlasts the connections' 10 s limit (server/db/index.ts);
  // the migration runs in a transaction of its own.
  await run(sql`set local statement_timeout = 0`);
  await run(sql`
    create function search_pairs(text_value text) returns text[]
    language sql immutable strict parallel safe
    as $$ select coalesce(array_agg(distinct substr(text_value, i, 2)), '{}') from generate_series(1, length(text_value) - 1) as i $$`);
  await run(sql`
    create index accounts_student_search_pairs on accounts using gin (search_pairs(search_text))
    where deleted_at is null and user_type = 'user'`);
  await run(sql`
    create index accounts_tutor_search_pairs on accounts using gin (search_pairs(search_text))
    where deleted_at is null and user_type = 'tutor'`);
  await run(sql`create index bookings_search_pairs on bookings using gin (search_pairs(search_text))`);
  await run(sql`analyze accounts`);
  await run(sql`analyze bookings`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop index if exists accounts_student_search_pairs`);
  await run(sql`drop index if exists accounts_tutor_search_pairs`);
  await run(sql`drop index if exists bookings_search_pairs`);
  await run(sql`drop function if exists search_pairs(text)`);
}
