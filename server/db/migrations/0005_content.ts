import { sql, type Kysely } from 'kysely';

/** Content and catalogues: a language or level code names one entry only (any case). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['languages', 'levels']) {
    await sql`create unique index ${sql.id(`${table}_code`)} on ${sql.table(table)} (lower(code)) where code is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['languages', 'levels']) {
    await sql`drop index if exists ${sql.id(`${table}_code`)}`.execute(db);
  }
}
