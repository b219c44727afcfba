import { sql, type Kysely } from 'kysely';

/**
 * The students list (the users screen) gets what the tutors list has (migrations 0008, 0012):
 * - a trigram index on an expression that is a live student's search text and null for every other
 *   account, whose statistics are the students' own. From the statistics of all accounts, a term
 *   common among tutors and absent from students ("tutor", from the tutors' emails) was expected to
 *   match many students, so the list walked every student looking for matches (1.8 s at 1M);
 * - an index of live students by id: the planner, expecting students spread evenly over the
 *   accounts' ids, walked the primary key through the million tutors seeded before them (0.19 s)
 *   to find the first 25 students in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Building the indexes over a million accounts outlasts the connections' 10 s limit (server/db/index.ts);
  // the migration runs in a transaction of its own.
  await run(sql`set local statement_timeout = 0`);
  await run(sql`
    create index accounts_student_text_trgm on accounts
    using gin ((case when user_type = 'user' and deleted_at is null then search_text end) gin_trgm_ops)`);
  await run(sql`create index accounts_live_student_id on accounts (id) where deleted_at is null and user_type = 'user'`);
  await run(sql`analyze accounts`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists accounts_student_text_trgm`.execute(db);
  await sql`drop index if exists accounts_live_student_id`.execute(db);
}
