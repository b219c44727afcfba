import { sql, type Kysely } from 'kysely';

/**
 * The tutors list's search for a term of three letters or more reads the trigram index of an
 * expression that is the search text of a live tutor and null for every other account. It holds
 * what the partial index of 0007 holds, but an expression index gets statistics of its own: a term common among students and absent
 * from tutors ("stude") was estimated from all accounts at 91,105 tutor matches, so the list walked
 * every tutor in sort order looking for 26 that never came (about 1.9 s at 1M accounts); from the
 * tutors' own statistics it is estimated at 1 and read through the index (docs/performance.md).
 * Shorter terms, which no trigram serves, keep the partial index and the plans they had: through
 * the expression, two-letter terms were estimated too rare and read every tutor (median 491 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Building the index and analysing a million accounts outlast the connections' 10 s limit
  // (server/db/index.ts); the migration runs in a transaction of its own.
  await run(sql`set local statement_timeout = 0`);
  await run(sql`
    create index accounts_tutor_text_trgm on accounts
    using gin ((case when user_type = 'tutor' and deleted_at is null then search_text end) gin_trgm_ops)`);
  await run(sql`alter index accounts_tutor_text_trgm alter column 1 set statistics 1000`);
  await run(sql`analyze accounts`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists accounts_tutor_text_trgm`.execute(db);
}
