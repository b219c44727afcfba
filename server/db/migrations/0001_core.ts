import { sql, type Kysely } from 'kysely';

/** Accounts, sign-in sessions, one-time tokens, email templates, the mail outbox and the audit trail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table accounts (
      id integer generated always as identity primary key,
      uid uuid not null default gen_random_uuid() unique,
      email text not null,
      password_hash text,
      display_name text not null,
      photo_url text,
      phone text,
      user_type text not null check (user_type in ('superAdmin', 'admin', 'tutor', 'user')),
      user_role text check (user_role in ('admin', 'editor')),
      status text not null default 'active' check (status in ('active', 'pending', 'suspended')),
      email_verified boolean not null default false,
      session_version integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index accounts_email_live on accounts (email) where deleted_at is null`.execute(db);
  await sql`create index accounts_type_created on accounts (user_type, created_at, id)`.execute(db);
  await sql`create index accounts_type_name on accounts (user_type, display_name, id)`.execute(db);
  await sql`create index accounts_type_status on accounts (user_type, status, id)`.execute(db);
  await sql`create index accounts_name_trgm on accounts using gin (display_name gin_trgm_ops)`.execute(db);
  await sql`create index accounts_email_trgm on accounts using gin (email gin_trgm_ops)`.execute(db);

  await sql`
    create table sessions (
      id integer generated always as identity primary key,
      account_id integer not null references accounts (id) on delete cascade,
      remember_me boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text,
      user_agent text,
      ip text
    )`.execute(db);
  await sql`create index sessions_account on sessions (account_id) where revoked_at is null`.execute(db);

  await sql`
    create table refresh_tokens (
      id integer generated always as identity primary key,
      session_id integer not null references sessions (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      rotated_at timestamptz,
      replaced_by integer references refresh_tokens (id) on delete set null
    )`.execute(db);
  await sql`create index refresh_tokens_session on refresh_tokens (session_id)`.execute(db);

  await sql`
    create table one_time_tokens (
      id integer generated always as identity primary key,
      account_id integer not null references accounts (id) on delete cascade,
      purpose text not null check (purpose in ('reset_password', 'verify_email')),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index one_time_tokens_account on one_time_tokens (account_id, purpose)`.execute(db);

  await sql`
    create table email_templates (
      id integer generated always as identity primary key,
      key text not null unique,
      name text not null,
      description text not null default '',
      subject text not null,
      body_html text not null,
      variables jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table outbox (
      id integer generated always as identity primary key,
      to_address text not null,
      subject text not null,
      html text not null,
      text text not null,
      template_key text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`.execute(db);

  await sql`
    create table audit_log (
      id integer generated always as identity primary key,
      actor_id integer references accounts (id) on delete set null,
      actor_name text not null,
      action text not null,
      resource text not null,
      record_id text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_record on audit_log (resource, record_id, created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_created on audit_log (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'outbox', 'email_templates', 'one_time_tokens', 'refresh_tokens', 'sessions', 'accounts']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
