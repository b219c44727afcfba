import { sql, type Kysely } from 'kysely';

/** The account that closed a report is a reference like any other: its column is named as its field, `resolvedById`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports rename column resolved_by to resolved_by_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports rename column resolved_by_id to resolved_by`.execute(db);
}
