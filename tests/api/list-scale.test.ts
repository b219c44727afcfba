import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageReachable } from '../../contract/pageReach.js';
import { MATCH_CAP, MAX_OFFSET } from '../../server/services/listPage.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, withoutStatementTimeout, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, get, insertCatalogue, post } from '../helpers/people.js';

/** Totals kept in list_counts (migration 0006) and the paging rules of large lists (docs/performance.md). */
describe('lists at scale', () => {
  let t: TestApp;
  let admin: TestAccount;
  let superAdmin: TestAccount;

  const total = async (url: string, query: Record<string, string | number> = {}, by = admin) => {
    const res = await get(t, by, url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.total as number;
  };
  const counted = async (sqlText: ReturnType<typeof sql<{ n: number }>>) => (await sqlText.execute(t.db)).rows[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    superAdmin = await createTestAccount(t, 'superAdmin');
    await insertCatalogue(t);
  });
  afterAll(async () => t.close());

  it('keeps unfiltered totals exact through creates, status changes, soft and hard deletes', async () => {
    const tutors = [await createTutor(t, admin), await createTutor(t, admin), await createTutor(t, admin, { approvalStatus: 'approved' })];
    const students = [await createStudent(t, admin), await createStudent(t, admin, { status: 'pending' })];
    // A tutor account without a profile is not in the tutors list, and not in its total.
    await createTestAccount(t, 'tutor');
    expect(await total('/admin/tutor')).toBe(3);
    expect(await total('/admin/user', { userType: 'user' })).toBe(2);
    expect(await total('/admin/user', { userType: 'user', status: 'pending' })).toBe(1);

    expect((await post(t, admin, `/admin/tutor/${tutors[0]}/status`, { action: 'suspend', reason: 'Testing the counts' })).statusCode).toBe(200);
    expect(await total('/admin/user', { userType: 'tutor', status: 'suspended' })).toBe(1);
    expect((await post(t, admin, `/admin/tutor/delete/${tutors[1]}`)).statusCode).toBe(200);
    expect((await post(t, admin, `/admin/user/delete/${students[0]}`)).statusCode).toBe(200);
    await t.db.deleteFrom('accounts').where('id', '=', tutors[2]!).execute();

    expect(await total('/admin/tutor')).toBe(1);
    expect(await total('/admin/user', { userType: 'user' })).toBe(1);
    // Every total equals a plain count of the same rows.
    const live = await counted(sql<{ n: number }>`select count(*)::int as n from accounts where deleted_at is null and user_type in ('tutor', 'user')`);
    expect(await total('/admin/user')).toBe(live);
    const allLive = await counted(sql<{ n: number }>`select count(*)::int as n from accounts where deleted_at is null`);
    expect(await total('/admin/user', {}, superAdmin)).toBe(allLive);
  });

  describe('search', () => {
    const names = async (url: string, search: string, query: Record<string, string | number> = {}) => {
      const res = await get(t, admin, url, { search, sort: 'id', dir: 'asc', ...query });
      expect(res.statusCode, res.body).toBe(200);
      const { items, ...counts } = res.json().data as { items: Array<{ id: number }>; total: number; capped?: true };
      // An exact total comes without `capped`.
      return { ids: items.map((item) => item.id), ...counts };
    };
    let zoe: number;
    let quinn: number;

    beforeAll(async () => {
      zoe = await createTutor(t, admin, { displayName: 'Zoë Ürquhart', email: 'zoe.search@example.test' });
      quinn = await createStudent(t, admin, { displayName: 'Quinn 100%_Sure', email: 'quinn.search@example.test' });
    });

    it('matches display name or email, in any case, on both lists', async () => {
      expect(await names('/admin/tutor', 'ÜRQUHART')).toEqual({ ids: [zoe], total: 1 });
      expect(await names('/admin/tutor', 'zOË')).toEqual({ ids: [zoe], total: 1 });
      // A term too short for the trigram index is compared without it, with the same meaning.
      expect(await names('/admin/tutor', 'ÜR')).toEqual({ ids: [zoe], total: 1 });
      expect(await names('/admin/user', '0%')).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/tutor', 'ZOE.SEARCH@EXAMPLE')).toEqual({ ids: [zoe], total: 1 });
      expect(await names('/admin/user', 'search@example.test')).toEqual({ ids: [zoe, quinn], total: 2 });
      expect(await names('/admin/user', 'search@example.test', { userType: 'user' })).toEqual({ ids: [quinn], total: 1 });
    });

    it('finds a two-character term through the pair index as a substring: in any case, % and _ literally', async () => {
      expect(await names('/admin/user', '0%', { userType: 'user' })).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/user', '%_', { userType: 'user' })).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/user', '0_', { userType: 'user' })).toEqual({ ids: [], total: 0 });
      expect(await names('/admin/user', 'NN', { userType: 'user' })).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/tutor', 'zO')).toEqual({ ids: [zoe], total: 1 });
      expect(await names('/admin/tutor', 'qx')).toEqual({ ids: [], total: 0 });
    });

    it('takes % and _ literally, and never matches across the name and the email', async () => {
      expect(await names('/admin/user', '100%_s')).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/user', '100_')).toEqual({ ids: [], total: 0 });
      // "...Ürquhart" then "zoe.search@...": a term spanning both fields matches neither.
      expect(await names('/admin/tutor', 'ürquhart\nzoe')).toEqual({ ids: [], total: 0 });
    });

    it('finds an account by its new name after an edit, and no longer by the old one', async () => {
      expect((await post(t, admin, `/admin/user/${quinn}`, { displayName: 'Quentin Renamed' })).statusCode).toBe(200);
      expect(await names('/admin/user', 'quentin REN')).toEqual({ ids: [quinn], total: 1 });
      expect(await names('/admin/user', '100%_s')).toEqual({ ids: [], total: 0 });
    });

    it('answers the total with an empty page past the last match', async () => {
      expect(await names('/admin/user', 'search@example.test', { page: 3, limit: 1 })).toEqual({ ids: [], total: 2 });
      expect(await names('/admin/user', 'no such account anywhere', { page: 2 })).toEqual({ ids: [], total: 0 });
    });
  });

  describe('with more rows than can be paged', () => {
    // More than 2 * MAX_OFFSET rows, and more matches of one term ("tom many") than a search reads
    // through its index: such a search walks the sort index (server/services/listPage.ts).
    const rows = 26_000;
    let tutorId: number;

    beforeAll(async () => {
      const studentId = await createStudent(t, admin, { displayName: 'Ann Many' });
      tutorId = await createTutor(t, admin, { displayName: 'Tom Many' });
      await withoutStatementTimeout(t, async (trx) => {
        await sql`
          insert into bookings (student_id, tutor_id, student_name, tutor_name, lesson_at, amount_cents, platform_fee_cents, payment_status)
          select ${studentId}, ${tutorId}, 'Ann Many', 'Tom Many', now() - i * interval '1 hour', i, 0, case when i % 2 = 0 then 'paid' else 'failed' end
          from generate_series(1, ${rows}::int) as i`.execute(trx);
        await sql`analyze bookings`.execute(trx);
      });
    });

    const page = async (query: Record<string, string | number>) => {
      const res = await get(t, admin, '/admin/transactions', { sort: 'amountCents', dir: 'asc', limit: 25, ...query });
      return res;
    };

    it('answers the exact total of the unfiltered list, and of a counted filter', async () => {
      expect((await page({ page: 1 })).json().data.total).toBe(rows);
      expect((await page({ page: 1, paymentStatus: 'paid' })).json().data.total).toBe(rows / 2);
    });

    it('serves the last pages by reading from the other end, in the asked order', async () => {
      const lastPage = Math.ceil(rows / 25);
      const last = (await page({ page: lastPage })).json().data;
      expect(last.items.map((item: { amountCents: number }) => item.amountCents)).toEqual(
        Array.from({ length: rows - (lastPage - 1) * 25 }, (_, i) => (lastPage - 1) * 25 + i + 1),
      );
      const beforeLast = (await page({ page: lastPage - 1, dir: 'desc' })).json().data;
      expect(beforeLast.items.map((item: { amountCents: number }) => item.amountCents)).toEqual(Array.from({ length: 25 }, (_, i) => rows - (lastPage - 2) * 25 - i));
      expect((await page({ page: lastPage + 1 })).json().data.items).toEqual([]);
    });

    it('serves deep pages from either end (ids found first, then their rows) in the asked order', async () => {
      const amounts = (data: { items: Array<{ amountCents: number; tutorName: string }> }) => data.items.map((item) => item.amountCents);
      const deep = (await page({ page: 300 })).json().data;
      expect(deep.total).toBe(rows);
      expect(amounts(deep)).toEqual(Array.from({ length: 25 }, (_, i) => 299 * 25 + i + 1));
      expect(deep.items[0].tutorName).toBe('Tom Many');
      // 2,475 rows from the end: read in the reverse order, ids first, then flipped.
      const nearEnd = (await page({ page: Math.ceil(rows / 25) - 100, dir: 'desc' })).json().data;
      const firstAmount = rows - (Math.ceil(rows / 25) - 101) * 25;
      expect(amounts(nearEnd)).toEqual(Array.from({ length: 25 }, (_, i) => firstAmount - i));
    });

    it('refuses a page in the middle with a clear 400 naming the page', async () => {
      const res = await page({ page: Math.floor(rows / 50) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.page).toMatch(/too deep.*first and last 10000 rows/);
      const why = { reason: 'PAGE_TOO_DEEP', params: { page: Math.floor(rows / 50), total: expect.any(Number), max: 10_000 } };
      expect(res.json()).toMatchObject({ ...why, fieldReasons: { page: why } });
    });

    it('says how far pages reach, and serves exactly the pages that reach allows (the admin offers no other)', async () => {
      const first = (await page({ page: 1 })).json().data;
      expect(first.reach).toBe(MAX_OFFSET);
      const lastPage = Math.ceil(rows / 25);
      // The first page that ends within the last MAX_OFFSET rows.
      const fromEnd = Math.ceil((rows - 25 - MAX_OFFSET) / 25) + 1;
      // Both sides of each boundary, from the start and from the end.
      for (const number of [400, 401, fromEnd - 1, fromEnd, lastPage]) {
        const res = await page({ page: number });
        const reachable = pageReachable({ page: number, perPage: 25, total: rows, reach: first.reach });
        expect(res.statusCode, `page ${number}`).toBe(reachable ? 200 : 400);
        if (reachable) expect(res.json().data.reach).toBe(MAX_OFFSET);
      }
      expect(pageReachable({ page: 400, perPage: 25, total: rows, reach: MAX_OFFSET })).toBe(true);
      expect(pageReachable({ page: 401, perPage: 25, total: rows, reach: MAX_OFFSET })).toBe(false);
      expect(pageReachable({ page: fromEnd - 1, perPage: 25, total: rows, reach: MAX_OFFSET })).toBe(false);
      expect(pageReachable({ page: fromEnd, perPage: 25, total: rows, reach: MAX_OFFSET })).toBe(true);
      // A searched list is capped instead: every page of its matches opens.
      expect((await page({ page: 1, search: 'ann many' })).json().data.reach).toBeUndefined();
    });

    it('counts the matches of a search up to the cap past the page, so that the user can page on to 10,000 rows', async () => {
      const amounts = (data: { items: Array<{ amountCents: number }> }) => data.items.map((item) => item.amountCents);
      const searched = (await page({ page: 1, search: 'ann many' })).json().data;
      expect(searched.total).toBe(MATCH_CAP);
      // ...and says that more match than the total.
      expect(searched.capped).toBe(true);
      // The page that ends at the cap counts on, so the next page is offered and opens.
      const atCap = (await page({ page: MATCH_CAP / 25, search: 'ann many' })).json().data;
      expect(amounts(atCap)[24]).toBe(MATCH_CAP);
      expect(atCap).toMatchObject({ total: 2 * MATCH_CAP, capped: true });
      const pastCap = (await page({ page: MATCH_CAP / 25 + 1, search: 'ann many' })).json().data;
      expect(amounts(pastCap)).toEqual(Array.from({ length: 25 }, (_, i) => MATCH_CAP + 1 + i));
      expect(pastCap).toMatchObject({ total: 2 * MATCH_CAP, capped: true });
      // As deep as an unsearched list pages from its start, and no further.
      const deepest = (await page({ page: MAX_OFFSET / 25, search: 'ann many' })).json().data;
      expect(amounts(deepest)).toEqual(Array.from({ length: 25 }, (_, i) => MAX_OFFSET - 24 + i));
      expect(deepest).toMatchObject({ total: MAX_OFFSET, capped: true });
      expect((await page({ page: MAX_OFFSET / 25 + 1, search: 'ann many' })).json().data).toEqual({ items: [], total: MAX_OFFSET, capped: true });
      expect((await page({ page: 1, tutorId, paymentStatus: 'failed' })).json().data.total).toBe(MATCH_CAP);
      expect((await page({ page: 60, tutorId, paymentStatus: 'failed' })).json().data).toMatchObject({ total: 2 * MATCH_CAP, capped: true });
    });

    it('searches bookings in any case, and pages the capped matches in the asked order', async () => {
      const amounts = (res: Awaited<ReturnType<typeof page>>) => res.json().data.items.map((item: { amountCents: number }) => item.amountCents);
      const first = await page({ page: 1, search: 'TOM MANY', dir: 'desc' });
      expect(first.json().data.total).toBe(MATCH_CAP);
      expect(amounts(first)).toEqual(Array.from({ length: 25 }, (_, i) => rows - i));
      // A page that straddles the cap counts the next thousand and shows all its rows.
      const straddling = await page({ page: 10, limit: 110, search: 'tom many', dir: 'desc' });
      expect(straddling.json().data.total).toBe(2 * MATCH_CAP);
      expect(amounts(straddling)).toEqual(Array.from({ length: 110 }, (_, i) => rows - 990 - i));
      // One that straddles the deepest row shows the rows up to it and no further.
      const atDepth = await page({ page: 91, limit: 110, search: 'tom many', dir: 'desc' });
      expect(atDepth.json().data).toMatchObject({ total: MAX_OFFSET, capped: true });
      expect(amounts(atDepth)).toEqual(Array.from({ length: MAX_OFFSET - 9900 }, (_, i) => rows - 9900 - i));
      const past = await page({ page: 2, limit: 500, search: 'tom many' });
      expect(past.json().data).toEqual({ items: expect.any(Array), total: 2 * MATCH_CAP, capped: true });
      expect(amounts(past)).toEqual(Array.from({ length: 500 }, (_, i) => 501 + i));
      expect((await page({ page: 21, limit: 500, search: 'tom many' })).json().data).toEqual({ items: [], total: MAX_OFFSET, capped: true });
      // A two-character term, through the bookings' pair index.
      const paired = await page({ page: 1, search: 'NY', dir: 'desc' });
      expect(paired.json().data.total).toBe(MATCH_CAP);
      expect(amounts(paired)).toEqual(Array.from({ length: 25 }, (_, i) => rows - i));
      expect((await page({ search: 'qx' })).json().data).toEqual({ items: [], total: 0 });
    });

    it('answers a search near the read-or-walk threshold with the right rows, in either order (the probe of listPage.ts)', async () => {
      // 12,000 lessons after all the others, every second one with Pia: about 6,000 matches, where
      // a list sorted by lesson date probes how densely the term lies along its order.
      await withoutStatementTimeout(t, async (trx) => {
        await sql`
          insert into bookings (student_id, tutor_id, student_name, tutor_name, lesson_at, amount_cents, platform_fee_cents, payment_status)
          select b.student_id, b.tutor_id, case when i % 2 = 0 then 'Pia Probe' else 'Ann Many' end, 'Tom Many', now() + i * interval '1 hour', 100000 + i, 0, 'paid'
          from generate_series(1, 12000) as i, (select student_id, tutor_id from bookings limit 1) as b`.execute(trx);
        await sql`analyze bookings`.execute(trx);
      });
      const amounts = (res: Awaited<ReturnType<typeof page>>) => res.json().data.items.map((item: { amountCents: number }) => item.amountCents);
      const newest = await page({ sort: 'lessonAt', dir: 'desc', search: 'pia probe' });
      expect(newest.json().data).toMatchObject({ total: MATCH_CAP, capped: true });
      expect(amounts(newest)).toEqual(Array.from({ length: 25 }, (_, i) => 112000 - 2 * i));
      // Oldest first, the 26,000 lessons without Pia come first.
      const oldest = await page({ sort: 'lessonAt', dir: 'asc', search: 'pia probe' });
      expect(amounts(oldest)).toEqual(Array.from({ length: 25 }, (_, i) => 100002 + 2 * i));
    });

    it('counts a common term only up to 100 for the quick find, which wants the first few', async () => {
      const res = await get(t, admin, '/admin/search', { q: 'ann many', limit: 5 });
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json().data.groups as Array<{ resource: string; total: number; capped: boolean; items: unknown[] }>;
      const transactions = groups.find((group) => group.resource === 'transactions')!;
      expect(transactions).toMatchObject({ total: 100, capped: true });
      expect(transactions.items).toHaveLength(5);
    });

    it('answers the exact total with an empty page past the end of an unfiltered list', async () => {
      const tutors = await total('/admin/tutor');
      const res = await get(t, admin, '/admin/tutor', { page: tutors + 1, limit: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ items: [], total: tutors });
    });
  });
});
