import { sql, type Kysely } from 'kysely';

/**
 * Why an import stopped, beside its English message: a reason of docs/errors.md and its values
 * (`{"reason", "params"}`), so that the admin says it in the reader's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_jobs add column failure_reason jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_jobs drop column failure_reason`.execute(db);
}
