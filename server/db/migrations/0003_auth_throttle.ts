import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttling kept in the database (several API servers share one PostgreSQL), and the
 * account's session_version captured per session so that a refresh honours a version bump.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_throttle (
      key text primary key,
      attempts integer not null,
      window_started_at timestamptz not null default now(),
      blocked_until timestamptz,
      last_refused boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_throttle_updated on auth_throttle (updated_at)`.execute(db);
  await sql`alter table sessions add column session_version integer not null default 0`.execute(db);
  await sql`create index sessions_expires on sessions (expires_at)`.execute(db);
  await sql`create index refresh_tokens_rotated on refresh_tokens (rotated_at) where rotated_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists refresh_tokens_rotated`.execute(db);
  await sql`drop index if exists sessions_expires`.execute(db);
  await sql`alter table sessions drop column if exists session_version`.execute(db);
  await sql`drop table if exists auth_throttle`.execute(db);
}
