import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORTS_PER_ACCOUNT, EXPORTS_PER_SERVER } from '../../server/export/exportSlots.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, withoutStatementTimeout, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor } from '../helpers/people.js';

/** Enough rows that an export whose reader does not read stays open (the socket's buffers fill up). */
const BOOKINGS = 30_000;

describe('exports running at once', () => {
  let t: TestApp;
  let base: string;
  let admin: TestAccount;
  let others: TestAccount[];
  const open: Response[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin');
    others = await Promise.all(Array.from({ length: EXPORTS_PER_SERVER }, () => createTestAccount(t, 'admin')));
    const student = await createStudent(t, admin, { displayName: 'Sam Student' });
    const tutor = await createTutor(t, admin, { displayName: 'Tina Tutor' });
    await withoutStatementTimeout(t, async (trx) => {
      await sql`
        insert into bookings (student_id, student_name, tutor_id, tutor_name, subject_id, subject_name, lesson_at,
          amount_cents, platform_fee_cents, currency, payment_status)
        select ${student}, 'Sam Student', ${tutor}, 'Tina Tutor', null, '', timestamptz '2025-01-01Z' + i * interval '1 minute',
          1000, 150, 'USD', 'paid'
        from generate_series(1, ${BOOKINGS}) as i`.execute(trx);
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(open.map((response) => response.body?.cancel().catch(() => undefined)));
    await t.close();
  });

  /** Starts an export and answers once its headers arrive, leaving the rows unread. */
  async function startExport(by: TestAccount): Promise<Response> {
    const response = await fetch(`${base}/api/v1/admin/export`, {
      method: 'POST',
      headers: { ...by.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ list: '/admin/transactions', query: {}, columns: [{ field: 'bookingId', header: 'Booking' }, { field: 'studentName', header: 'Student' }] }),
    });
    if (response.ok) open.push(response);
    return response;
  }

  /** Ends an export from the reader's side, as a closed tab does. */
  const abandon = async (response: Response) => {
    await response.body!.cancel();
    open.splice(open.indexOf(response), 1);
  };

  it('refuses an account its third export while two run, with 429 EXPORT_BUSY and Retry-After; others still export', async () => {
    const mine = await Promise.all(Array.from({ length: EXPORTS_PER_ACCOUNT }, () => startExport(admin)));
    expect(mine.map((response) => response.status)).toEqual(Array(EXPORTS_PER_ACCOUNT).fill(200));
    const refused = await startExport(admin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'EXPORT_BUSY', params: { seconds: 5 } });

    const another = await startExport(others[0]!);
    expect(another.status).toBe(200);
    // Read to its end: a finished export frees its place.
    expect((await another.text()).split('\r\n')).toHaveLength(BOOKINGS + 2);
    open.splice(open.indexOf(another), 1);

    // A reader that goes away frees its place too: the account may export again.
    await abandon(mine[0]!);
    await vi.waitFor(async () => expect((await startExport(admin)).status).toBe(200), { timeout: 10_000, interval: 100 });
  });

  it('runs at most a few exports per server, whoever asks, and a refused or failed one holds no place', async () => {
    for (const response of [...open]) await abandon(response);
    const running: Response[] = [];
    for (const account of others.slice(0, EXPORTS_PER_SERVER)) {
      await vi.waitFor(async () => {
        const response = await startExport(account);
        expect(response.status).toBe(200);
        running.push(response);
      }, { timeout: 10_000, interval: 100 });
    }
    expect((await startExport(admin)).status).toBe(429);
    await abandon(running[0]!);
    // A bad request takes a place only while it is checked.
    const bad = { list: '/admin/transactions', query: { paymentStatus: 'nonsense' }, columns: [{ field: 'bookingId', header: 'Booking' }] };
    await vi.waitFor(async () => {
      const response = await fetch(`${base}/api/v1/admin/export`, { method: 'POST', headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      expect(response.status).toBe(400);
    }, { timeout: 10_000, interval: 100 });
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}/api/v1/admin/export`, { method: 'POST', headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      expect(response.status).toBe(400);
    }
    expect((await startExport(admin)).status).toBe(200);
  });
});
