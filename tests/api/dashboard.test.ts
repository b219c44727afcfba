import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, daysFromNow, get, insertBooking, insertReport } from '../helpers/people.js';

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

describe('GET /admin/dashboard', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
  });
  afterAll(async () => t.close());

  it('answers zeros and 12 + 12 empty buckets on an empty marketplace', async () => {
    const res = await get(t, admin, '/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totals).toEqual({ tutors: 0, students: 0, bookings: 0, revenueCents: 0, platformFeeCents: 0, openReports: 0, tutorsAwaitingApproval: 0 });
    expect(data.bookingsByMonth).toHaveLength(12);
    expect(data.bookingsByMonth.at(-1).month).toBe(monthOf(new Date()));
    expect(data.signupsByWeek).toHaveLength(12);
    expect(new Date(`${data.signupsByWeek.at(-1).weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.newestOpenReports).toEqual([]);
    expect(data.oldestPendingTutors).toEqual([]);
  });

  it('computes totals, series, newest open reports and oldest pending tutors', async () => {
    const approved = await createTutor(t, admin, { displayName: 'Approved', approvalStatus: 'approved' });
    const pendingOld = await createTutor(t, admin, { displayName: 'Pending Old' });
    await createTutor(t, admin, { displayName: 'Pending New' });
    await t.db.updateTable('accounts').set({ createdAt: daysFromNow(-20) }).where('id', '=', pendingOld).execute();
    const gone = await createTutor(t, admin, { displayName: 'Deleted Pending' });
    await t.db.updateTable('accounts').set({ createdAt: daysFromNow(-30) }).where('id', '=', gone).execute();
    const student = await createStudent(t, admin);
    const student2 = await createStudent(t, admin);
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/tutor/delete/${gone}`, headers: admin.headers });

    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const threeMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15));
    const longAgo = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), 15));
    await insertBooking(t, { studentId: student, tutorId: approved, lessonAt: thisMonth, amountCents: 10_000 });
    await insertBooking(t, { studentId: student, tutorId: approved, lessonAt: thisMonth, amountCents: 5_000, paymentStatus: 'refunded' });
    await insertBooking(t, { studentId: student2, tutorId: approved, lessonAt: threeMonthsAgo, amountCents: 2_000 });
    await insertBooking(t, { studentId: student2, tutorId: approved, lessonAt: longAgo, amountCents: 1_000 });

    const r1 = await insertReport(t, { reporterId: student, reportedId: approved, createdAt: daysFromNow(-5) });
    const r2 = await insertReport(t, { reporterId: student2, reportedId: approved, createdAt: daysFromNow(-1) });
    await insertReport(t, { reporterId: student2, reportedId: approved, status: 'resolved' });

    const data = (await get(t, admin, '/admin/dashboard')).json().data;
    expect(data.totals).toEqual({
      tutors: 3,
      students: 2,
      bookings: 4,
      revenueCents: 13_000,
      platformFeeCents: 1_950,
      openReports: 2,
      tutorsAwaitingApproval: 2,
    });
    const months = Object.fromEntries(data.bookingsByMonth.map((m: { month: string }) => [m.month, m]));
    expect(months[monthOf(thisMonth)]).toMatchObject({ bookings: 2, revenueCents: 10_000 });
    expect(months[monthOf(threeMonthsAgo)]).toMatchObject({ bookings: 1, revenueCents: 2_000 });
    expect(data.bookingsByMonth.reduce((sum: number, m: { bookings: number }) => sum + m.bookings, 0)).toBe(3);
    const thisWeek = data.signupsByWeek.at(-1);
    expect(thisWeek.students).toBe(2);
    expect(thisWeek.tutors).toBe(2); // approved + pendingNew; pendingOld and the deleted one signed up earlier
    expect(data.signupsByWeek.reduce((sum: number, w: { tutors: number }) => sum + w.tutors, 0)).toBe(4);
    expect(data.newestOpenReports.map((r: { id: number }) => r.id)).toEqual([r2, r1]);
    expect(data.oldestPendingTutors.map((p: { displayName: string }) => p.displayName)).toEqual(['Pending Old', 'Pending New']);
  });

  it('keeps the months and totals exact through bulk inserts, status changes, moved lessons, deletes and truncation', async () => {
    const tutor = await createTutor(t, admin, { approvalStatus: 'approved' });
    const student = await createStudent(t, admin);
    await sql`
      insert into bookings (student_id, tutor_id, student_name, tutor_name, lesson_at, amount_cents, platform_fee_cents, payment_status)
      select ${student}, ${tutor}, 's', 't', now() - (i || ' hours')::interval, 1000 + i, 150, case when i % 3 = 0 then 'failed' else 'paid' end
      from generate_series(1, 5000) i`.execute(t.db);
    // What the dashboard would show if it counted the bookings themselves.
    const counted = async () => {
      const { rows } = await sql<{ month: string; bookings: number; revenue: number }>`
        select to_char(date_trunc('month', lesson_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as bookings,
          coalesce(sum(amount_cents) filter (where payment_status = 'paid'), 0)::int as revenue
        from bookings group by 1`.execute(t.db);
      const { rows: all } = await sql<{ bookings: number; revenue: number; fees: number }>`
        select count(*)::int as bookings, coalesce(sum(amount_cents) filter (where payment_status = 'paid'), 0)::int as revenue,
          coalesce(sum(platform_fee_cents) filter (where payment_status = 'paid'), 0)::int as fees from bookings`.execute(t.db);
      return { byMonth: new Map(rows.map((row) => [row.month, row])), all: all[0]! };
    };
    const expectShownAsCounted = async () => {
      const data = (await get(t, admin, '/admin/dashboard')).json().data;
      const { byMonth, all } = await counted();
      expect(data.totals).toMatchObject({ bookings: all.bookings, revenueCents: all.revenue, platformFeeCents: all.fees });
      for (const month of data.bookingsByMonth) {
        expect(month, month.month).toEqual({ month: month.month, bookings: byMonth.get(month.month)?.bookings ?? 0, revenueCents: byMonth.get(month.month)?.revenue ?? 0 });
      }
    };
    await expectShownAsCounted();
    await sql`update bookings set payment_status = 'refunded' where tutor_id = ${tutor} and amount_cents % 7 = 0 and payment_status = 'paid'`.execute(t.db);
    await sql`update bookings set lesson_at = lesson_at - interval '40 days' where tutor_id = ${tutor} and amount_cents % 5 = 0`.execute(t.db);
    await sql`update bookings set student_name = 'renamed' where tutor_id = ${tutor}`.execute(t.db);
    await sql`delete from bookings where tutor_id = ${tutor} and amount_cents % 11 = 0`.execute(t.db);
    await expectShownAsCounted();
    await sql`truncate bookings cascade`.execute(t.db);
    await sql`insert into bookings (student_id, tutor_id, student_name, tutor_name, lesson_at, amount_cents, platform_fee_cents, payment_status)
      values (${student}, ${tutor}, 's', 't', now(), 700, 70, 'paid')`.execute(t.db);
    expect((await get(t, admin, '/admin/dashboard')).json().data.totals).toMatchObject({ bookings: 1, revenueCents: 700, platformFeeCents: 70 });
  });
});
