import { sql, type Kysely } from 'kysely';

/** An update that restores the values of an earlier history entry names that entry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log add column revert_of integer references audit_log (id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log drop column revert_of`.execute(db);
}
