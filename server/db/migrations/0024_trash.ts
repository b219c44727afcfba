import { sql, type Kysely } from 'kysely';

/**
 * The trash: a deleted record of a declared resource, as its get call answered it, until someone
 * restores it (back into its table under its own id) or it is removed for good, by a superAdmin or
 * once the site settings' retention has passed (server/trash/). Kept apart from the resources'
 * tables so that their lists, counts, unique values and references never see a deleted record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trashed_records (
      resource text not null,
      record_id integer not null,
      label text not null,
      record jsonb not null,
      deleted_by_id integer references accounts (id) on delete set null,
      deleted_by_name text not null,
      deleted_at timestamptz not null default date_trunc('milliseconds', now()),
      primary key (resource, record_id)
    )`.execute(db);
  await sql`create index trashed_records_deleted_at on trashed_records (resource, deleted_at, record_id)`.execute(db);
  await sql`create index trashed_records_label on trashed_records (resource, label, record_id)`.execute(db);
  await sql`
    alter table site_settings
      add column trash_retention_days integer not null default 30 check (trash_retention_days between 1 and 3650)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_settings drop column trash_retention_days`.execute(db);
  await sql`drop table trashed_records`.execute(db);
}
