import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_ROWS_FROM } from '../../server/services/listPage.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTutor, get, insertCatalogue } from '../helpers/people.js';

/**
 * The tutors list reads accounts and checks profiles by the counts while every live tutor account
 * has one (server/services/tutorList.ts): its pages must be exactly those of a plain join, in
 * both states of the counts.
 */
describe('tutors list', () => {
  let t: TestApp;
  let admin: TestAccount;
  const bulk = DEFERRED_ROWS_FROM + 200;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    await insertCatalogue(t);
    await sql`
      insert into accounts (email, display_name, user_type, status, email_verified, created_at)
      select 'bulk-' || i || '@example.test', 'Bulk Tutor ' || i, 'tutor', case when i % 3 = 0 then 'pending' else 'active' end, true,
        now() - i * interval '1 minute'
      from generate_series(1, ${bulk}::int) as i`.execute(t.db);
    await sql`
      insert into tutor_profiles (account_id, hourly_rate_cents, approval_status)
      select id, (id * 7919) % 5000, case when status = 'pending' then 'pending' else 'approved' end
      from accounts where email like 'bulk-%'`.execute(t.db);
  });
  afterAll(async () => t.close());

  /** The ids a plain join of live tutor accounts and their profiles gives. */
  const joinedIds = async (where: RawBuilder<unknown>, orderBy: RawBuilder<unknown>, offset: number) => {
    const { rows } = await sql<{ id: number }>`
      select a.id from accounts a join tutor_profiles p on p.account_id = a.id
      where a.user_type = 'tutor' and a.deleted_at is null and ${where}
      order by ${orderBy} limit 25 offset ${offset}`.execute(t.db);
    return rows.map((row) => row.id);
  };
  const listed = async (query: Record<string, string | number>) => {
    const res = await get(t, admin, '/admin/tutor', { limit: 25, ...query });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Array<{ id: number; hourlyRateCents: number; approvalStatus: string }>; total: number };
    return { ids: data.items.map((item) => item.id), items: data.items, total: data.total };
  };
  const tutorsWithProfiles = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from accounts a join tutor_profiles p on p.account_id = a.id
      where a.user_type = 'tutor' and a.deleted_at is null`.execute(t.db)).rows[0]!.n;

  const expectPagesOfAPlainJoin = async () => {
    const total = await tutorsWithProfiles();
    const newest = await listed({ page: 1, sort: 'createdAt', dir: 'desc' });
    expect(newest.total).toBe(total);
    expect(newest.ids).toEqual(await joinedIds(sql`true`, sql`a.created_at desc, a.id desc`, 0));
    // Past DEFERRED_ROWS_FROM: the page's ids are found first.
    const deep = await listed({ page: 45, sort: 'createdAt', dir: 'asc' });
    expect(deep.ids).toEqual(await joinedIds(sql`true`, sql`a.created_at, a.id`, 44 * 25));
    const searched = await listed({ page: 2, search: 'bulk tutor 1', sort: 'displayName', dir: 'asc' });
    expect(searched.ids).toEqual(await joinedIds(sql`a.display_name ilike '%bulk tutor 1%'`, sql`a.display_name, a.id`, 25));
    const pending = await listed({ page: 3, status: 'pending', sort: 'email', dir: 'desc' });
    expect(pending.ids).toEqual(await joinedIds(sql`a.status = 'pending'`, sql`a.email desc, a.id desc`, 50));
    const byRate = await listed({ page: 2, sort: 'hourlyRateCents', dir: 'asc', minHourlyRate: 1000 });
    expect(byRate.ids).toEqual(await joinedIds(sql`p.hourly_rate_cents >= 1000`, sql`p.hourly_rate_cents, a.id`, 25));
    expect(byRate.items.every((item) => item.hourlyRateCents >= 1000)).toBe(true);
  };

  it('gives the pages of a plain join while every live tutor account has its profile', async () => {
    await expectPagesOfAPlainJoin();
  });

  it('leaves out tutor accounts without a profile, on every kind of page', async () => {
    await sql`
      insert into accounts (email, display_name, user_type, status, email_verified, created_at)
      select 'bare-' || i || '@example.test', 'Bulk Tutor ' || i || ' Bare', 'tutor', 'pending', true, now() - (i * 61) * interval '1 second'
      from generate_series(1, ${bulk}::int, 7) as i`.execute(t.db);
    await expectPagesOfAPlainJoin();
    const bare = await listed({ page: 1, search: 'bare', sort: 'displayName', dir: 'asc' });
    expect(bare).toMatchObject({ ids: [], total: 0 });
  });

  it('shows each tutor with the profile columns and subject names of the page', async () => {
    const subjects = (await sql<{ id: number; name: string }>`select id, name from subjects order by name limit 2`.execute(t.db)).rows;
    const id = await createTutor(t, admin, {
      displayName: 'Priya Profile',
      hourlyRateCents: 4200,
      headline: 'Algebra without tears',
      country: 'IN',
      subjectIds: subjects.map((subject) => subject.id),
    });
    const res = await get(t, admin, '/admin/tutor', { search: 'priya profile' });
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        id,
        displayName: 'Priya Profile',
        hourlyRateCents: 4200,
        headline: 'Algebra without tears',
        country: 'IN',
        approvalStatus: 'pending',
        subjects: subjects.map((subject) => subject.name),
      }),
    ]);
  });
});
