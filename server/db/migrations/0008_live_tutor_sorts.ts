import { sql, type Kysely } from 'kysely';

/**
 * Sort indexes of one account type over live accounts (docs/performance.md, deep pages).
 *
 * The tutors list's default sort (newest first) and its name sort walked `accounts_type_created`
 * and `accounts_type_name` (0001), which hold deleted accounts too: each entry needed its table row
 * to check `deleted_at`, so a deep page read 10,000 table pages to skip 10,000 rows. Over live
 * accounts only, the walk is an index-only scan (the id is in the index). The 0001 indexes stay:
 * the dashboard's sign-ups per week count deleted accounts too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index accounts_live_type_created on accounts (user_type, created_at, id) where deleted_at is null`.execute(db);
  await sql`create index accounts_live_type_name on accounts (user_type, display_name, id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists accounts_live_type_created`.execute(db);
  await sql`drop index if exists accounts_live_type_name`.execute(db);
}
