import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/db/seed/catalogue.js';
import { seedAll } from '../../server/db/seed/index.js';
import { seedMarketplace, type MarketplaceSeedResult } from '../../server/db/seed/marketplace.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const indexDefinitions = (t: TestApp) =>
  sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = current_schema() order by indexname`
    .execute(t.db)
    .then((r) => r.rows.map((row) => row.definition));

/** The statistics targets set on index columns (the search expressions' of migrations 0012 and 0016). */
const indexStatistics = (t: TestApp) =>
  sql<{ index: string; column: number; target: number }>`
    select c.relname as index, a.attnum::int as column, a.attstattarget::int as target
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relkind = 'i' and c.relnamespace = current_schema()::regnamespace and a.attstattarget > 0
    order by 1, 2`
    .execute(t.db)
    .then((r) => r.rows);

const fingerprint = (t: TestApp) =>
  sql<{ hash: string }>`select md5(string_agg(student_name || tutor_name || amount_cents || payment_status, ',' order by id)) as hash from bookings`
    .execute(t.db)
    .then((r) => r.rows[0]!.hash);

describe('seedMarketplace', () => {
  let t: TestApp;
  let result: MarketplaceSeedResult;
  let indexesBefore: string[];
  let statisticsBefore: Awaited<ReturnType<typeof indexStatistics>>;

  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalogue(t.db);
    indexesBefore = await indexDefinitions(t);
    statisticsBefore = await indexStatistics(t);
    result = await seedMarketplace(t.db, { scale: 0.05 });
  });
  afterAll(async () => t.close());

  it('creates the scaled numbers of tutors, students, bookings and reports', async () => {
    expect(result).toMatchObject({ skipped: false, tutors: 10, students: 100, bookings: 1000, reports: 15 });
    const counts = await sql<{ tutors: number; students: number; bookings: number; reports: number; profiles: number }>`
      select (select count(*)::int from accounts where user_type = 'tutor') as tutors,
        (select count(*)::int from accounts where user_type = 'user') as students,
        (select count(*)::int from bookings) as bookings,
        (select count(*)::int from reports) as reports,
        (select count(*)::int from tutor_profiles) as profiles`.execute(t.db);
    expect(counts.rows[0]).toEqual({ tutors: 10, students: 100, bookings: 1000, reports: 15, profiles: 10 });
  });

  it('makes believable bookings: 15% fee, future ones pending, after both people signed up', async () => {
    const check = await sql<{ badFee: number; futureNotPending: number; beforeSignup: number; paid: number; tooOld: number }>`
      select
        count(*) filter (where platform_fee_cents <> round(amount_cents * 0.15))::int as bad_fee,
        count(*) filter (where lesson_at > now() and payment_status <> 'pending')::int as future_not_pending,
        count(*) filter (where b.lesson_at < s.created_at - interval '1 hour' or b.lesson_at < t.created_at - interval '1 hour')::int as before_signup,
        count(*) filter (where payment_status = 'paid')::int as paid,
        count(*) filter (where lesson_at < now() - interval '731 days')::int as too_old
      from bookings b join accounts s on s.id = b.student_id join accounts t on t.id = b.tutor_id`.execute(t.db);
    expect(check.rows[0]).toMatchObject({ badFee: 0, futureNotPending: 0, beforeSignup: 0, tooOld: 0 });
    expect(check.rows[0]!.paid).toBeGreaterThan(600);
    const rates = await sql<{ min: number; max: number }>`select min(hourly_rate_cents) as min, max(hourly_rate_cents) as max from tutor_profiles`.execute(t.db);
    expect(rates.rows[0]!.min).toBeGreaterThanOrEqual(1500);
    expect(rates.rows[0]!.max).toBeLessThanOrEqual(9000);
    const links = await sql<{ n: number }>`select count(*)::int as n from accounts a where user_type = 'tutor' and not exists (select 1 from tutor_subjects where tutor_id = a.id)`.execute(t.db);
    expect(links.rows[0]!.n).toBe(0);
  });

  it('ends with every index it dropped for the load, with its statistics targets, foreign-key checks on, and exact list totals', async () => {
    expect(await indexDefinitions(t)).toEqual(indexesBefore);
    expect(statisticsBefore).toEqual(
      expect.arrayContaining([
        { index: 'accounts_tutor_text_trgm', column: 1, target: 1000 },
        { index: 'accounts_student_text_trgm', column: 1, target: 1000 },
      ]),
    );
    expect(await indexStatistics(t)).toEqual(statisticsBefore);
    // The foreign-key checks paused for the load are on again.
    const disabled = await sql<{ n: number }>`select count(*)::int as n from pg_trigger where tgenabled = 'D'`.execute(t.db);
    expect(disabled.rows[0]!.n).toBe(0);
    await expect(
      sql`insert into bookings (student_id, tutor_id, student_name, tutor_name, lesson_at, amount_cents, platform_fee_cents)
        values (2147483647, 2147483647, 'Nobody', 'Nobody', now(), 0, 0)`.execute(t.db),
    ).rejects.toThrow(/foreign key/);
    const kept = await sql<{ scope: string; key: string; n: number }>`
      select scope, key, n::int from list_counts where n <> 0 order by scope, key`.execute(t.db);
    const counted = await sql<{ scope: string; key: string; n: number }>`
      select * from (
        select 'accounts' as scope, user_type || ':' || status as key, count(*)::int as n from accounts where deleted_at is null group by 2
        union all
        select 'tutors', 'all', count(*)::int from accounts a join tutor_profiles p on p.account_id = a.id
          where a.deleted_at is null and a.user_type = 'tutor'
        union all
        select 'bookings', payment_status, count(*)::int from bookings group by 2
      ) c order by scope, key`.execute(t.db);
    expect(kept.rows).toEqual(counted.rows);
    expect(kept.rows.find((row) => row.scope === 'bookings' && row.key === 'paid')?.n).toBeGreaterThan(600);
    // The dashboard's months (migration 0017) count the loaded bookings too.
    const months = await sql<{ month: string; bookings: number; paid: number }>`
      select month::text, bookings::int, paid_amount_cents::int as paid from booking_months where bookings <> 0 order by month`.execute(t.db);
    const bookedMonths = await sql<{ month: string; bookings: number; paid: number }>`
      select date_trunc('month', lesson_at at time zone 'UTC')::date::text as month, count(*)::int as bookings,
        coalesce(sum(amount_cents) filter (where payment_status = 'paid'), 0)::int as paid
      from bookings group by 1 order by 1`.execute(t.db);
    expect(months.rows.length).toBeGreaterThan(12);
    expect(months.rows).toEqual(bookedMonths.rows);
  });

  it('is deterministic for a seed and does nothing a second time', async () => {
    const other = await startTestApp();
    try {
      await seedCatalogue(other.db);
      await seedMarketplace(other.db, { scale: 0.05 });
      expect(await fingerprint(other)).toBe(await fingerprint(t));
    } finally {
      await other.close();
    }
    expect(await seedMarketplace(t.db, { scale: 0.05 })).toMatchObject({ skipped: true, bookings: 0 });
  });

  it('needs the catalogue', async () => {
    const empty = await startTestApp();
    try {
      await expect(seedMarketplace(empty.db, { scale: 0.01 })).rejects.toThrow(/seedCatalogue/);
    } finally {
      await empty.close();
    }
  });
});

describe('seedAll with a scale (npm run seed -- --scale N)', () => {
  it('seeds the scaled marketplace once, and says so in its progress lines', async () => {
    const t = await startTestApp();
    try {
      const lines: string[] = [];
      const staff = await seedAll(t.db, t.config, { scale: 0.02, log: (line) => lines.push(line) });
      expect(staff.map((account) => account.label)).toEqual(['superAdmin', 'admin']);
      expect(lines[0]).toBe('Demo marketplace: 4 tutors, 40 students, 400 bookings, 6 reports');
      expect(lines.join('\n')).toMatch(/tutors: \d+\.\d s\n {2}students: .*\n {2}bookings: .*\n {2}reports: .*\n {2}\d+ indexes built again: .*\n {2}vacuum analyze: /);
      const counts = await sql<{ tutors: number; students: number; bookings: number; reports: number }>`
        select (select count(*)::int from accounts where user_type = 'tutor') as tutors,
          (select count(*)::int from accounts where user_type = 'user') as students,
          (select count(*)::int from bookings) as bookings, (select count(*)::int from reports) as reports`.execute(t.db);
      expect(counts.rows[0]).toEqual({ tutors: 4, students: 40, bookings: 400, reports: 6 });

      lines.length = 0;
      expect(await seedAll(t.db, t.config, { scale: 0.5, log: (line) => lines.push(line) })).toEqual([]);
      expect(lines).toEqual(['The demo marketplace exists already (there are tutors or students): left as it is.']);
      const after = await sql<{ n: number }>`select count(*)::int as n from bookings`.execute(t.db);
      expect(after.rows[0]!.n).toBe(400);
    } finally {
      await t.close();
    }
  });
});
