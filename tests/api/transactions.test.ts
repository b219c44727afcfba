import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, daysFromNow, get, insertBooking, insertCatalogue, post } from '../helpers/people.js';

describe('transactions API', () => {
  let t: TestApp;
  let admin: TestAccount;
  let ids: { alice: number; bob: number; tutor: number; other: number; physics: number; b: number[] };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    const cat = await insertCatalogue(t);
    const alice = await createStudent(t, admin, { displayName: 'Alice 50% Off' });
    const bob = await createStudent(t, admin, { displayName: 'Bob_Builder' });
    const tutor = await createTutor(t, admin, { displayName: 'Terry Teacher' });
    const other = await createTutor(t, admin, { displayName: 'Olga Other' });
    const physics = cat.subjects[1]!.id;
    const b = [
      await insertBooking(t, { studentId: alice, tutorId: tutor, subjectId: physics, lessonAt: daysFromNow(-40), amountCents: 6000 }),
      await insertBooking(t, { studentId: alice, tutorId: other, lessonAt: daysFromNow(-20), amountCents: 2000, paymentStatus: 'refunded' }),
      await insertBooking(t, { studentId: bob, tutorId: tutor, lessonAt: daysFromNow(-10), amountCents: 6000, currency: 'EUR' }),
      await insertBooking(t, { studentId: bob, tutorId: other, subjectId: physics, lessonAt: daysFromNow(5), amountCents: 9000, paymentStatus: 'pending' }),
      await insertBooking(t, { studentId: bob, tutorId: tutor, lessonAt: daysFromNow(-1), amountCents: 6000 }),
    ];
    ids = { alice, bob, tutor, other, physics, b };
  });
  afterAll(async () => t.close());

  const list = (query: Record<string, string | number> = {}) => get(t, admin, '/admin/transactions', query);
  const idsOf = async (query: Record<string, string | number>) => (await list(query)).json().data.items.map((i: { id: number }) => i.id);

  it('lists bookings with id = bookingId, fee and net', async () => {
    const res = await list({ sort: 'lessonAt', dir: 'asc' });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(5);
    expect(items[0]).toMatchObject({
      id: ids.b[0],
      bookingId: ids.b[0],
      studentName: 'Alice 50% Off',
      tutorName: 'Terry Teacher',
      subjectName: 'Physics',
      amountCents: 6000,
      platformFeeCents: 900,
      netCents: 5100,
      currency: 'USD',
      paymentStatus: 'paid',
    });
  });

  it('filters by status, people, subject, lesson time, amount and currency', async () => {
    expect(await idsOf({ paymentStatus: 'refunded' })).toEqual([ids.b[1]]);
    expect(await idsOf({ studentId: ids.alice, sort: 'id' })).toEqual([ids.b[0], ids.b[1]]);
    expect(await idsOf({ tutorId: ids.other, sort: 'id' })).toEqual([ids.b[1], ids.b[3]]);
    expect(await idsOf({ subjectId: ids.physics, sort: 'id' })).toEqual([ids.b[0], ids.b[3]]);
    expect(await idsOf({ lessonFrom: daysFromNow(-15).toISOString(), lessonTo: daysFromNow(0).toISOString(), sort: 'id' })).toEqual([ids.b[2], ids.b[4]]);
    expect(await idsOf({ minAmount: 5000, maxAmount: 6000, sort: 'id' })).toEqual([ids.b[0], ids.b[2], ids.b[4]]);
    expect(await idsOf({ currency: 'eur' })).toEqual([ids.b[2]]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await idsOf({ lessonFrom: today, lessonTo: today })).toEqual([]);
  });

  it('searches student, tutor and subject names case-insensitively with % and _ literal', async () => {
    expect(await idsOf({ search: 'TERRY', sort: 'id' })).toEqual([ids.b[0], ids.b[2], ids.b[4]]);
    expect(await idsOf({ search: 'physics', sort: 'id' })).toEqual([ids.b[0], ids.b[3]]);
    expect(await idsOf({ search: '50%', sort: 'id' })).toEqual([ids.b[0], ids.b[1]]);
    expect(await idsOf({ search: 'b_b', sort: 'id' })).toEqual([ids.b[2], ids.b[3], ids.b[4]]);
    expect(await idsOf({ search: 'o_b' })).toEqual([]);
  });

  it('sorts by amount with id as tie-breaker and pages without overlap', async () => {
    const all = (await list({ sort: 'amountCents', dir: 'desc' })).json().data.items;
    expect(all.map((i: { amountCents: number }) => i.amountCents)).toEqual([9000, 6000, 6000, 6000, 2000]);
    expect(all.slice(1, 4).map((i: { id: number }) => i.id)).toEqual([ids.b[4], ids.b[2], ids.b[0]]);
    const paged = [];
    for (let page = 1; page <= 3; page += 1) paged.push(...(await idsOf({ sort: 'amountCents', dir: 'desc', limit: 2, page })));
    expect(paged).toEqual(all.map((i: { id: number }) => i.id));
  });

  it('refuses bad queries with field errors', async () => {
    for (const [query, field] of [
      [{ sort: 'studentName' }, 'sort'],
      [{ paymentStatus: 'lost' }, 'paymentStatus'],
      [{ minAmount: 'lots' }, 'minAmount'],
      [{ minAmount: 500, maxAmount: 100 }, 'maxAmount'],
      [{ lessonFrom: '2025-02-01', lessonTo: '2025-01-01' }, 'lessonTo'],
      [{ currency: 'EURO' }, 'currency'],
      [{ page: 0 }, 'page'],
      [{ studentId: -1 }, 'studentId'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors, JSON.stringify(query)).toHaveProperty(field);
    }
  });

  it('shows one transaction with both people and their current names; 404 when unknown', async () => {
    await post(t, admin, `/admin/user/${ids.alice}`, { displayName: 'Alice Renamed' });
    const res = await get(t, admin, `/admin/transactions/${ids.b[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.b[0],
      bookingId: ids.b[0],
      studentName: 'Alice 50% Off',
      student: { id: ids.alice, displayName: 'Alice Renamed', deleted: false },
      tutor: { id: ids.tutor, displayName: 'Terry Teacher' },
      durationMinutes: 60,
      netCents: 5100,
    });
    expect((await get(t, admin, '/admin/transactions/999999')).statusCode).toBe(404);
    expect((await get(t, admin, '/admin/transactions/nope')).statusCode).toBe(400);
  });
});
