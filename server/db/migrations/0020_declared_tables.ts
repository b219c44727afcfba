import { sql, type Kysely } from 'kysely';

/**
 * Written by `npm run migrations:make` from the resource declarations (src/resources/<name>/resource.ts):
 * - announcements: create table
 *
 * Before this, the server made each declared table at start: a database that ran it has the table
 * and its indexes already, so each is made only where it is not (`if not exists`, this once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create table if not exists announcements (
      id integer generated always as identity primary key,
      title text not null,
      message text not null,
      audience text not null check (audience in ('everyone', 'tutors', 'students')),
      starts_at timestamptz not null,
      ends_at timestamptz,
      active boolean not null,
      created_at timestamptz not null default date_trunc('milliseconds', now()),
      updated_at timestamptz not null default date_trunc('milliseconds', now())
    )`,
    `create index if not exists announcements_updated_at_sort on announcements (updated_at, id)`,
    `create index if not exists announcements_title_sort on announcements (title, id)`,
    `create index if not exists announcements_title_trgm on announcements using gin (title gin_trgm_ops)`,
    `create index if not exists announcements_message_trgm on announcements using gin (message gin_trgm_ops)`,
    `create index if not exists announcements_audience_sort on announcements (audience, id)`,
    `create index if not exists announcements_starts_at_sort on announcements (starts_at, id)`,
    `create index if not exists announcements_ends_at_sort on announcements (ends_at, id)`,
    `create index if not exists announcements_active_sort on announcements (active, id)`,
  ]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `drop table announcements`,
  ]) await sql.raw(statement).execute(db);
}
