import { sql } from 'kysely';
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

  it('finds a booking by the number the list shows first, besides the names that hold it', async () => {
    // The booking number is shown as is (its id): typed whole, it finds that booking.
    for (const booking of [ids.b[2]!, ids.b[4]!]) {
      const term = String(booking);
      // Names holding the number match too ("Alice 50% Off").
      const all = (await list({ sort: 'id', limit: 100 })).json().data.items as Array<{ id: number; studentName: string; tutorName: string; subjectName: string }>;
      const byName = all.filter((item) => `${item.studentName} ${item.tutorName} ${item.subjectName}`.toLowerCase().includes(term)).map((item) => item.id);
      expect(await idsOf({ search: term, sort: 'id' }), term).toEqual([...new Set([booking, ...byName])].sort((x, y) => x - y));
      expect(await idsOf({ search: ` ${term} `, sort: 'id' })).toContain(booking);
    }
    // One, two and three or more digits are read through different indexes; each finds the booking.
    expect(ids.b.every((id) => id < 7)).toBe(true);
    const numbers = [7, 77, 7777];
    try {
      // Copies of Bob's booking with Terry (no digit in its names) under those numbers.
      await sql`
        insert into bookings (id, student_id, tutor_id, student_name, tutor_name, subject_name, lesson_at, amount_cents, platform_fee_cents, payment_status)
        overriding system value
        select number, student_id, tutor_id, student_name, tutor_name, subject_name, lesson_at, amount_cents, platform_fee_cents, payment_status
        from bookings, unnest(${numbers}::int[]) as number where id = ${ids.b[2]}`.execute(t.db);
      expect(await idsOf({ search: '7' })).toEqual([7]);
      expect(await idsOf({ search: '77' })).toEqual([77]);
      expect(await idsOf({ search: '7777' })).toEqual([7777]);
    } finally {
      await t.db.deleteFrom('bookings').where('id', 'in', numbers).execute();
    }
    // The names' digits still match: "50" is in Alice's name, and no booking has that number.
    expect(await idsOf({ search: '50', sort: 'id' })).toEqual([ids.b[0], ids.b[1]]);
    // A number no id can be is only looked for in the names.
    expect((await list({ search: '99999999999' })).json().data).toEqual({ items: [], total: 0 });
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
