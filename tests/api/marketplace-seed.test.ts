import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/db/seed/catalogue.js';
import { seedMarketplace, type MarketplaceSeedResult } from '../../server/db/seed/marketplace.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const fingerprint = (t: TestApp) =>
  sql<{ hash: string }>`select md5(string_agg(student_name || tutor_name || amount_cents || payment_status, ',' order by id)) as hash from bookings`
    .execute(t.db)
    .then((r) => r.rows[0]!.hash);

describe('seedMarketplace', () => {
  let t: TestApp;
  let result: MarketplaceSeedResult;

  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalogue(t.db);
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
