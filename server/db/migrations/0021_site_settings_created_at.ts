import { sql, type Kysely } from 'kysely';

/** The site settings are a declared record like any other: they answer when they were made, as every record does. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_settings add column created_at timestamptz not null default now()`.execute(db);
}
