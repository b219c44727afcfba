import { sql, type Kysely } from 'kysely';

/**
 * The marketplace: catalogues (subjects tree, languages, levels, report titles), content pages,
 * site settings, tutor profiles and their links, bookings (transactions) and reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  await run(sql`
    create table subjects (
      id integer generated always as identity primary key,
      name text not null,
      parent_id integer references subjects (id) on delete restrict,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (parent_id is null or parent_id <> id)
    )`);
  await run(sql`create unique index subjects_name_per_parent on subjects (coalesce(parent_id, 0), lower(name))`);
  await run(sql`create index subjects_parent on subjects (parent_id, sort_order, id)`);

  for (const table of ['languages', 'levels']) {
    await run(sql`
      create table ${sql.table(table)} (
        id integer generated always as identity primary key,
        name text not null,
        code text,
        sort_order integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await run(sql`create unique index ${sql.id(`${table}_name`)} on ${sql.table(table)} (lower(name))`);
  }
  await run(sql`
    create table report_titles (
      id integer generated always as identity primary key,
      title text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  await run(sql`create unique index report_titles_title on report_titles (lower(title))`);

  await run(sql`
    create table pages (
      id integer generated always as identity primary key,
      slug text not null unique,
      title text not null,
      content_html text not null default '',
      published boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

  await run(sql`
    create table site_settings (
      id integer primary key default 1 check (id = 1),
      site_name text not null,
      contact_email text not null,
      support_phone text not null default '',
      commission_percent double precision not null default 15 check (commission_percent >= 0 and commission_percent <= 100),
      currency text not null default 'USD',
      social_links jsonb not null default '{}'::jsonb,
      maintenance_mode boolean not null default false,
      maintenance_message text not null default '',
      date_format text not null default 'DD/MM/YYYY',
      updated_at timestamptz not null default now()
    )`);

  await run(sql`
    create table tutor_profiles (
      account_id integer primary key references accounts (id) on delete cascade,
      headline text not null default '',
      bio text not null default '',
      hourly_rate_cents integer not null default 0 check (hourly_rate_cents >= 0),
      country text,
      approval_status text not null default 'pending'
        check (approval_status in ('pending', 'approved', 'rejected', 'suspended')),
      status_reason text,
      status_changed_at timestamptz,
      status_changed_by integer references accounts (id) on delete set null
    )`);
  await run(sql`create index tutor_profiles_approval on tutor_profiles (approval_status, account_id)`);
  await run(sql`create index tutor_profiles_rate on tutor_profiles (hourly_rate_cents, account_id)`);
  for (const [table, column, target] of [
    ['tutor_subjects', 'subject_id', 'subjects'],
    ['tutor_languages', 'language_id', 'languages'],
    ['tutor_levels', 'level_id', 'levels'],
  ] as const) {
    await run(sql`
      create table ${sql.table(table)} (
        tutor_id integer not null references accounts (id) on delete cascade,
        ${sql.id(column)} integer not null references ${sql.table(target)} (id) on delete restrict,
        primary key (tutor_id, ${sql.id(column)})
      )`);
    await run(sql`create index ${sql.id(`${table}_${column}`)} on ${sql.table(table)} (${sql.id(column)})`);
  }

  await run(sql`
    create table bookings (
      id integer generated always as identity primary key,
      student_id integer not null references accounts (id) on delete restrict,
      tutor_id integer not null references accounts (id) on delete restrict,
      subject_id integer references subjects (id) on delete restrict,
      student_name text not null,
      tutor_name text not null,
      subject_name text not null default '',
      lesson_at timestamptz not null,
      duration_minutes integer not null default 60 check (duration_minutes > 0),
      amount_cents integer not null check (amount_cents >= 0),
      platform_fee_cents integer not null check (platform_fee_cents >= 0),
      currency text not null default 'USD',
      payment_status text not null default 'pending'
        check (payment_status in ('pending', 'paid', 'refunded', 'failed', 'cancelled')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_text text generated always as (student_name || ' ' || tutor_name || ' ' || subject_name) stored
    )`);
  await run(sql`create index bookings_lesson on bookings (lesson_at, id)`);
  await run(sql`create index bookings_created on bookings (created_at, id)`);
  await run(sql`create index bookings_amount on bookings (amount_cents, id)`);
  await run(sql`create index bookings_status_lesson on bookings (payment_status, lesson_at, id)`);
  await run(sql`create index bookings_student on bookings (student_id, lesson_at)`);
  await run(sql`create index bookings_tutor on bookings (tutor_id, lesson_at)`);
  await run(sql`create index bookings_subject on bookings (subject_id)`);
  await run(sql`create index bookings_search_trgm on bookings using gin (search_text gin_trgm_ops)`);

  await run(sql`
    create table reports (
      id integer generated always as identity primary key,
      reporter_id integer not null references accounts (id) on delete restrict,
      reported_id integer not null references accounts (id) on delete restrict,
      report_title_id integer references report_titles (id) on delete restrict,
      booking_id integer references bookings (id) on delete set null,
      description text not null default '',
      status text not null default 'open' check (status in ('open', 'in_review', 'resolved', 'dismissed')),
      admin_note text not null default '',
      resolved_by integer references accounts (id) on delete set null,
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  await run(sql`create index reports_status_created on reports (status, created_at, id)`);
  await run(sql`create index reports_created on reports (created_at, id)`);
  await run(sql`create index reports_reporter on reports (reporter_id)`);
  await run(sql`create index reports_reported on reports (reported_id)`);
  await run(sql`create index reports_title on reports (report_title_id)`);
  await run(sql`create index reports_description_trgm on reports using gin (description gin_trgm_ops)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reports', 'bookings', 'tutor_levels', 'tutor_languages', 'tutor_subjects', 'tutor_profiles', 'site_settings', 'pages', 'report_titles', 'levels', 'languages', 'subjects']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
