import { sql, type Kysely } from 'kysely';

/**
 * `booking_months`: per calendar month of the lesson (UTC), the bookings and the paid amounts and
 * fees, kept by triggers as `list_counts` is (migration 0006), for the dashboard
 * (server/services/dashboard.ts). Summing a year of bookings for its chart took about 1 s at a
 * million bookings, and its totals counted every booking and account (200-340 ms).
 *
 * One grouped upsert per statement, from the transition tables, in month order (two writers never
 * deadlock on the rows); a statement that moves nothing between months (a renamed subject) writes
 * nothing. A month's row is a hot row for concurrent writes of bookings of that month, which a
 * back office's pace of bookings allows.
 */
const monthSums = (rows: 'new_rows' | 'old_rows' | 'bookings', sign: 1 | -1) => `
  select date_trunc('month', lesson_at at time zone 'UTC')::date as month,
    ${sign} * count(*) as bookings,
    ${sign} * coalesce(sum(amount_cents) filter (where payment_status = 'paid'), 0) as paid_amount_cents,
    ${sign} * coalesce(sum(platform_fee_cents) filter (where payment_status = 'paid'), 0) as paid_fee_cents
  from ${rows} group by 1`;

const added = (changes: string) => `
  insert into booking_months (month, bookings, paid_amount_cents, paid_fee_cents)
  select month, sum(bookings), sum(paid_amount_cents), sum(paid_fee_cents) from (${changes}) as changes
  group by month
  having sum(bookings) <> 0 or sum(paid_amount_cents) <> 0 or sum(paid_fee_cents) <> 0
  order by month
  on conflict (month) do update set
    bookings = booking_months.bookings + excluded.bookings,
    paid_amount_cents = booking_months.paid_amount_cents + excluded.paid_amount_cents,
    paid_fee_cents = booking_months.paid_fee_cents + excluded.paid_fee_cents`;

const events = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  // Summing the bookings that exist already outlasts the connections' 10 s limit at a million
  // (server/db/index.ts); the migration runs in a transaction of its own.
  await run(sql`set local statement_timeout = 0`);
  await run(sql`
    create table booking_months (
      month date primary key,
      bookings bigint not null,
      paid_amount_cents bigint not null,
      paid_fee_cents bigint not null
    )`);
  await run(sql`
    create function booking_months_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${sql.raw(added(monthSums('new_rows', 1)))};
      elsif tg_op = 'DELETE' then ${sql.raw(added(monthSums('old_rows', -1)))};
      else ${sql.raw(added(`${monthSums('old_rows', -1)} union all ${monthSums('new_rows', 1)}`))};
      end if;
      return null;
    end $$`);
  await run(sql`
    create function booking_months_truncated() returns trigger language plpgsql as $$
    begin
      delete from booking_months;
      return null;
    end $$`);
  for (const event of events) {
    const transition =
      event === 'insert' ? sql`new table as new_rows` : event === 'delete' ? sql`old table as old_rows` : sql`old table as old_rows new table as new_rows`;
    await run(sql`create trigger ${sql.id(`booking_months_${event}`)} after ${sql.raw(event)} on bookings referencing ${transition}
      for each statement execute function booking_months_change()`);
  }
  await run(sql`create trigger booking_months_truncate after truncate on bookings for each statement execute function booking_months_truncated()`);
  await run(sql.raw(added(monthSums('bookings', 1))));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const event of [...events, 'truncate']) await run(sql`drop trigger if exists ${sql.id(`booking_months_${event}`)} on bookings`);
  await run(sql`drop function if exists booking_months_change()`);
  await run(sql`drop function if exists booking_months_truncated()`);
  await run(sql`drop table if exists booking_months`);
}
