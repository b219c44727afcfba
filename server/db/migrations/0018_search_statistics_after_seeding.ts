import { sql, type Kysely } from 'kysely';

/**
 * Sets again the statistics targets of the tutors' and students' search expressions (migrations
 * 0012, 0016) on a database seeded before `bulkLoad` kept them (server/db/seed/bulkLoad.ts): the
 * seed drops and rebuilds the indexes for a bulk load, and an index built again from its definition
 * had the default target. A database seeded with 1M tutors expected "ill" in 100 of them; it is in
 * 35,060.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Analysing a million accounts outlasts the connections' 10 s limit (server/db/index.ts); the
  // migration runs in a transaction of its own.
  await run(sql`set local statement_timeout = 0`);
  for (const index of ['accounts_tutor_text_trgm', 'accounts_student_text_trgm']) {
    await run(sql`alter index ${sql.id(index)} alter column 1 set statistics 1000`);
  }
  await run(sql`analyze accounts`);
}

/** Nothing to undo: migrations 0012 and 0016 set these targets. */
export async function down(): Promise<void> {}
