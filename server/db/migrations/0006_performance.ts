import { sql, type Kysely } from 'kysely';

/**
 * Lists at a million rows (see docs/performance.md).
 *
 * 1. Sort indexes over live accounts and bookings, each ending in `id` (the tie-breaker), so that
 *    page 1 of every sortable column is an index scan that stops after `limit` rows.
 * 2. `list_counts`: exact row counts kept by triggers, so that an unfiltered list (or one filtered by
 *    a counted key) answers its total without counting a million rows.
 *    - scope `accounts`, key `<userType>:<status>`: live (not soft-deleted) accounts;
 *    - scope `tutors`, key `all`: live tutor accounts that have a tutor profile (the tutors list);
 *    - scope `bookings`, key `<paymentStatus>`: bookings (the transactions list).
 *    Statement-level triggers with transition tables do one grouped upsert per statement (a bulk
 *    seed costs one upsert per key, not per row); keys are upserted in order, so two writers never
 *    deadlock on them. Deletes of accounts are counted row by row, before the cascade removes the
 *    tutor profile that the `tutors` count needs to see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  await run(sql`create index accounts_live_created on accounts (created_at, id) where deleted_at is null`);
  await run(sql`create index accounts_live_name on accounts (display_name, id) where deleted_at is null`);
  await run(sql`create index accounts_live_email on accounts (email, id) where deleted_at is null`);
  await run(sql`create index accounts_live_type on accounts (user_type, id) where deleted_at is null`);
  await run(sql`create index accounts_live_status on accounts (status, id) where deleted_at is null`);
  await run(sql`create index bookings_status_id on bookings (payment_status, id)`);

  await run(sql`
    create table list_counts (
      scope text not null,
      key text not null,
      n bigint not null default 0,
      primary key (scope, key)
    )`);

  await run(sql`
    create function list_counts_add(change_scope text, changes jsonb) returns void language sql as $$
      insert into list_counts (scope, key, n)
      select change_scope, key, value::bigint from jsonb_each_text(changes)
      where value::bigint <> 0
      order by key
      on conflict (scope, key) do update set n = list_counts.n + excluded.n
    $$`);

  // Accounts: live accounts by type and status; live tutors with a profile.
  await run(sql`
    create function list_counts_accounts() returns trigger language plpgsql as $$
    declare
      account_changes jsonb;
      tutor_change bigint;
    begin
      if tg_op = 'INSERT' then
        select coalesce(jsonb_object_agg(k, d), '{}') into account_changes from (
          select user_type || ':' || status as k, count(*) as d from new_rows where deleted_at is null group by 1) x;
        tutor_change := 0;
      else
        select coalesce(jsonb_object_agg(k, d), '{}') into account_changes from (
          select k, sum(d) as d from (
            select user_type || ':' || status as k, -1 as d from old_rows where deleted_at is null
            union all
            select user_type || ':' || status, 1 from new_rows where deleted_at is null) u
          group by k) x;
        select (select count(*) from new_rows n join tutor_profiles p on p.account_id = n.id
                 where n.deleted_at is null and n.user_type = 'tutor')
             - (select count(*) from old_rows o join tutor_profiles p on p.account_id = o.id
                 where o.deleted_at is null and o.user_type = 'tutor')
          into tutor_change;
      end if;
      perform list_counts_add('accounts', account_changes);
      perform list_counts_add('tutors', jsonb_build_object('all', tutor_change));
      return null;
    end $$`);

  await run(sql`
    create function list_counts_account_deleted() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null then
        perform list_counts_add('accounts', jsonb_build_object(old.user_type || ':' || old.status, -1));
        if old.user_type = 'tutor' and exists (select 1 from tutor_profiles where account_id = old.id) then
          perform list_counts_add('tutors', jsonb_build_object('all', -1));
        end if;
      end if;
      return old;
    end $$`);

  // Tutor profiles: a profile added to (or removed from) a live tutor account.
  await run(sql`
    create function list_counts_tutor_profiles() returns trigger language plpgsql as $$
    declare
      tutor_change bigint;
    begin
      if tg_op = 'INSERT' then
        select count(*) into tutor_change from new_rows p join accounts a on a.id = p.account_id
          where a.deleted_at is null and a.user_type = 'tutor';
      else
        select -count(*) into tutor_change from old_rows p join accounts a on a.id = p.account_id
          where a.deleted_at is null and a.user_type = 'tutor';
      end if;
      perform list_counts_add('tutors', jsonb_build_object('all', tutor_change));
      return null;
    end $$`);

  await run(sql`
    create function list_counts_bookings() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      if tg_op = 'INSERT' then
        select coalesce(jsonb_object_agg(k, d), '{}') into changes from (
          select payment_status as k, count(*) as d from new_rows group by 1) x;
      elsif tg_op = 'DELETE' then
        select coalesce(jsonb_object_agg(k, d), '{}') into changes from (
          select payment_status as k, -count(*) as d from old_rows group by 1) x;
      else
        select coalesce(jsonb_object_agg(k, d), '{}') into changes from (
          select k, sum(d) as d from (
            select payment_status as k, -1 as d from old_rows
            union all
            select payment_status, 1 from new_rows) u
          group by k) x;
      end if;
      perform list_counts_add('bookings', changes);
      return null;
    end $$`);

  await run(sql`
    create function list_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from list_counts where scope = any (tg_argv);
      return null;
    end $$`);

  await run(sql`create trigger accounts_count_insert after insert on accounts referencing new table as new_rows
    for each statement execute function list_counts_accounts()`);
  await run(sql`create trigger accounts_count_update after update on accounts referencing old table as old_rows new table as new_rows
    for each statement execute function list_counts_accounts()`);
  await run(sql`create trigger accounts_count_delete before delete on accounts
    for each row execute function list_counts_account_deleted()`);
  await run(sql`create trigger accounts_count_truncate after truncate on accounts
    for each statement execute function list_counts_truncated('accounts', 'tutors')`);
  await run(sql`create trigger tutor_profiles_count_insert after insert on tutor_profiles referencing new table as new_rows
    for each statement execute function list_counts_tutor_profiles()`);
  await run(sql`create trigger tutor_profiles_count_delete after delete on tutor_profiles referencing old table as old_rows
    for each statement execute function list_counts_tutor_profiles()`);
  await run(sql`create trigger tutor_profiles_count_truncate after truncate on tutor_profiles
    for each statement execute function list_counts_truncated('tutors')`);
  for (const event of ['insert', 'update', 'delete'] as const) {
    const transition =
      event === 'insert' ? sql`new table as new_rows` : event === 'delete' ? sql`old table as old_rows` : sql`old table as old_rows new table as new_rows`;
    await run(sql`create trigger ${sql.id(`bookings_count_${event}`)} after ${sql.raw(event)} on bookings referencing ${transition}
      for each statement execute function list_counts_bookings()`);
  }
  await run(sql`create trigger bookings_count_truncate after truncate on bookings
    for each statement execute function list_counts_truncated('bookings')`);

  // Counts of the rows that exist already.
  await run(sql`
    insert into list_counts (scope, key, n)
    select 'accounts', user_type || ':' || status, count(*) from accounts where deleted_at is null group by 2
    union all
    select 'tutors', 'all', count(*) from accounts a join tutor_profiles p on p.account_id = a.id
      where a.deleted_at is null and a.user_type = 'tutor'
    union all
    select 'bookings', payment_status, count(*) from bookings group by 2`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const [trigger, table] of [
    ['accounts_count_insert', 'accounts'],
    ['accounts_count_update', 'accounts'],
    ['accounts_count_delete', 'accounts'],
    ['accounts_count_truncate', 'accounts'],
    ['tutor_profiles_count_insert', 'tutor_profiles'],
    ['tutor_profiles_count_delete', 'tutor_profiles'],
    ['tutor_profiles_count_truncate', 'tutor_profiles'],
    ['bookings_count_insert', 'bookings'],
    ['bookings_count_update', 'bookings'],
    ['bookings_count_delete', 'bookings'],
    ['bookings_count_truncate', 'bookings'],
  ] as const) {
    await run(sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`);
  }
  for (const fn of ['list_counts_accounts', 'list_counts_account_deleted', 'list_counts_tutor_profiles', 'list_counts_bookings', 'list_counts_truncated']) {
    await run(sql`drop function if exists ${sql.id(fn)}()`);
  }
  await run(sql`drop function if exists list_counts_add(text, jsonb)`);
  await run(sql`drop table if exists list_counts`);
  for (const index of [
    'accounts_live_created',
    'accounts_live_name',
    'accounts_live_email',
    'accounts_live_type',
    'accounts_live_status',
    'bookings_status_id',
  ]) {
    await run(sql`drop index if exists ${sql.id(index)}`);
  }
}
