import { sql, type Kysely } from 'kysely';

/**
 * Imports (server/import/): each file imported into a declared resource is a job that any API server
 * can report on, cancel and revert, and that outlives the page that started it. Its records are kept
 * with the version the import left them at, and what an update replaced, so the batch can be reverted
 * while they have not changed since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_jobs (
      id serial primary key,
      resource text not null,
      file_name text not null,
      actor_id integer references accounts (id) on delete set null,
      actor_name text not null,
      status text not null default 'running' check (status in ('running', 'cancelling', 'cancelled', 'done', 'failed', 'interrupted')),
      previewed_at timestamptz not null,
      rows_read integer not null default 0,
      created integer not null default 0,
      updated integer not null default 0,
      unchanged integer not null default 0,
      refused integer not null default 0,
      refusals jsonb not null default '[]',
      failure text,
      started_at timestamptz not null default date_trunc('milliseconds', now()),
      heartbeat_at timestamptz not null default date_trunc('milliseconds', now()),
      finished_at timestamptz,
      reverted_at timestamptz,
      reverted_by_name text
    )`.execute(db);
  await sql`create index import_jobs_resource on import_jobs (resource, id desc)`.execute(db);
  await sql`
    create table import_job_records (
      job_id integer not null references import_jobs (id) on delete cascade,
      record_id integer not null,
      action text not null check (action in ('create', 'update')),
      version timestamptz not null,
      before jsonb,
      primary key (job_id, record_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_job_records`.execute(db);
  await sql`drop table import_jobs`.execute(db);
}
