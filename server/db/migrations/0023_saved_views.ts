import { sql, type Kysely } from 'kysely';

/**
 * Saved views: a list's filters, search, sort, page size and columns under a name, private to the
 * person who saved them or shared with all staff, and pinned to the menu with a count. A shipped
 * view (no owner) is named by `shipped_key`, which the admin translates. Every resource's lists
 * have them (server/views/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_views (
      id serial primary key,
      resource text not null,
      name text not null,
      shipped_key text unique,
      owner_id integer references accounts (id) on delete cascade,
      owner_name text not null,
      shared boolean not null default false,
      pinned boolean not null default false,
      query jsonb not null default '{}'::jsonb,
      hidden_columns jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index saved_views_resource on saved_views (resource, owner_id)`.execute(db);
  const shipped = [
    ['reports', 'Open reports', 'openReports', { status: 'open', sort: 'createdAt', dir: 'desc' }],
    ['tutors', 'Tutors waiting for approval', 'tutorsAwaitingApproval', { approvalStatus: 'pending', sort: 'createdAt', dir: 'asc' }],
    ['transactions', 'Failed payments', 'failedPayments', { paymentStatus: 'failed', sort: 'lessonAt', dir: 'desc' }],
  ] as const;
  for (const [resource, name, key, query] of shipped) {
    await sql`
      insert into saved_views (resource, name, shipped_key, owner_name, shared, pinned, query)
      values (${resource}, ${name}, ${key}, 'Tutor Admin', true, true, ${JSON.stringify(query)}::jsonb)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_views`.execute(db);
}
