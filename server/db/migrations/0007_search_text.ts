import { sql, type Kysely } from 'kysely';

/**
 * One lower-cased search column per searched table, with one trigram index (docs/performance.md).
 *
 * A list search is `ILIKE '%term%'`, which PostgreSQL answers by lowering the pattern and every
 * candidate row, then comparing. A stored lower-cased column is lowered once, on write: the search
 * becomes `search_text LIKE lower(pattern)`, the same matches (ILIKE is exactly that comparison),
 * and its recheck of each candidate row is a plain byte comparison, several times cheaper. The
 * accounts' two fields (a BitmapOr of two indexes before) become one column and one index.
 *
 * - accounts: display name and email, lower-cased, joined by a newline so that a term without a
 *   newline matches within one field only (a term with one falls back to the two fields). Indexed
 *   over live accounts, and again over live tutors (the tutors list then reads only tutors).
 * - bookings: the student, tutor and subject names, as before, now lower-cased.
 * A larger statistics sample gives the planner a fair estimate of how many rows a term matches,
 * so it chooses between the trigram index and walking the sort index on real numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  await run(sql`
    alter table accounts
      add column search_text text generated always as (lower(display_name) || chr(10) || lower(email)) stored`);
  await run(sql`drop index if exists accounts_name_trgm`);
  await run(sql`drop index if exists accounts_email_trgm`);
  await run(sql`create index accounts_search_trgm on accounts using gin (search_text gin_trgm_ops) where deleted_at is null`);
  await run(sql`
    create index accounts_tutor_search_trgm on accounts using gin (search_text gin_trgm_ops)
    where deleted_at is null and user_type = 'tutor'`);

  await run(sql`
    alter table bookings
      drop column search_text,
      add column search_text text generated always as (lower(student_name || ' ' || tutor_name || ' ' || subject_name)) stored`);
  await run(sql`create index bookings_search_trgm on bookings using gin (search_text gin_trgm_ops)`);

  await run(sql`alter table accounts alter column search_text set statistics 1000`);
  await run(sql`alter table bookings alter column search_text set statistics 1000`);
  await run(sql`analyze accounts`);
  await run(sql`analyze bookings`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table accounts drop column if exists search_text`);
  await run(sql`create index if not exists accounts_name_trgm on accounts using gin (display_name gin_trgm_ops)`);
  await run(sql`create index if not exists accounts_email_trgm on accounts using gin (email gin_trgm_ops)`);
  await run(sql`
    alter table bookings
      drop column search_text,
      add column search_text text generated always as (student_name || ' ' || tutor_name || ' ' || subject_name) stored`);
  await run(sql`create index bookings_search_trgm on bookings using gin (search_text gin_trgm_ops)`);
}
