import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, daysFromNow, get, insertBooking, insertCatalogue, insertReport } from '../helpers/people.js';

/** Counts the statements the server runs (server/snapshotAnswers.ts keeps list answers per snapshot). */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe('list answers kept per database snapshot', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;
  let ids: { tutor: number; student: number; report: number; language: number };
  const { counter, plugin } = statementCounter();

  beforeAll(async () => {
    t = await startTestApp({}, { serverDb: (db) => db.withPlugin(plugin) });
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin', userRole: 'admin' });
    const catalogue = await insertCatalogue(t);
    const tutor = await createTutor(t, admin, { displayName: 'Terry Teacher' });
    const student = await createStudent(t, admin, { displayName: 'Sam Student' });
    await insertBooking(t, { studentId: student, tutorId: tutor, lessonAt: daysFromNow(-3), amountCents: 4000 });
    const report = await insertReport(t, { reporterId: student, reportedId: tutor, description: 'Came late' });
    ids = { tutor, student, report, language: catalogue.languages[0]!.id };
  });
  afterAll(async () => t.close());

  const lists = {
    tutors: '/admin/tutor',
    students: '/admin/user?userType=user',
    transactions: '/admin/transactions',
    reports: '/admin/report-management',
    'languages (a declared resource)': '/tutor/getLanguages',
  };

  /** Reads a list as `by`, counting the statements the server ran for it. */
  async function read(by: TestAccount, url: string) {
    const before = counter.statements;
    const response = await get(t, by, url);
    expect(response.statusCode).toBe(200);
    return { body: response.body, statements: counter.statements - before };
  }

  const snapshotNow = async () => (await sql<{ text: string }>`select pg_current_snapshot()::text as text`.execute(t.db)).rows[0]!.text;
  /** A transaction that takes an id and ends: the answers kept before it no longer hold. */
  const endAWrite = async () => void (await sql`select pg_current_xact_id()`.execute(t.db));

  /**
   * Runs `write`, then `scenario`, until a run in which no other write ended anywhere on the
   * database server (the snapshot the same before and after the scenario), and answers that run's
   * result. On PostgreSQL the other test files write to their own databases on the same server,
   * and a write anywhere there ends the kept answers; PGlite in memory is this file's alone, so
   * its first run is such a run.
   */
  async function withNoOtherWrite<T>(scenario: () => Promise<T>, write: () => Promise<unknown> = endAWrite): Promise<T> {
    for (let run = 1; run <= 200; run++) {
      await write();
      const before = await snapshotNow();
      const result = await scenario();
      if ((await snapshotNow()) === before) return result;
    }
    throw new Error('Other writers on the database server never paused for a whole run of the scenario (200 runs)');
  }

  it.each(Object.entries(lists))('answers %s read again with nothing written from the kept answer: the session check is the only statement', async (_name, url) => {
    const { first, again } = await withNoOtherWrite(async () => ({ first: await read(admin, url), again: await read(admin, url) }));
    expect(first.statements).toBeGreaterThan(1);
    expect(again).toEqual({ body: first.body, statements: 1 });
  });

  it('sends a kept answer with the same status and headers as the answer it keeps', async () => {
    const url = '/admin/tutor?sort=email&dir=desc';
    const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;
    const { first, kept, statements } = await withNoOtherWrite(async () => {
      const first = await get(t, admin, url);
      const before = counter.statements;
      const kept = await get(t, admin, url);
      return { first, kept, statements: counter.statements - before };
    });
    expect(statements).toBe(1);
    expect(kept.statusCode).toBe(first.statusCode);
    expect(withoutDate(kept.headers)).toEqual(withoutDate(first.headers));
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  /** A change written straight to the database, as another server or a script would. */
  const changes: Record<keyof typeof lists, (mark: string) => Promise<unknown>> = {
    tutors: (mark) => t.db.updateTable('accounts').set({ displayName: `Terry ${mark}` }).where('id', '=', ids.tutor).execute(),
    students: (mark) => t.db.updateTable('accounts').set({ displayName: `Sam ${mark}` }).where('id', '=', ids.student).execute(),
    transactions: (mark) => t.db.updateTable('bookings').set({ studentName: `Sam ${mark}` }).where('studentId', '=', ids.student).execute(),
    reports: (mark) => t.db.updateTable('reports').set({ description: `Came ${mark}` }).where('id', '=', ids.report).execute(),
    'languages (a declared resource)': (mark) => t.db.updateTable('languages').set({ name: `English ${mark}` }).where('id', '=', ids.language).execute(),
  };

  it.each(Object.entries(lists))('shows in %s a change written by anyone since the answer was kept', async (name, url) => {
    await read(admin, url);
    for (const mark of ['Marked-one', 'Marked-two']) {
      await changes[name as keyof typeof lists](mark);
      const after = await read(admin, url);
      expect(after.body).toContain(mark);
      expect(after.statements).toBeGreaterThan(1);
    }
  });

  it('computes the answer once for calls that arrive together, and every one of them gets it', async () => {
    const url = '/admin/tutor?sort=displayName&dir=asc';
    await changes.tutors('Together-one');
    const alone = await read(admin, url);
    const { together, statements } = await withNoOtherWrite(
      async () => {
        const before = counter.statements;
        const together = await Promise.all(Array.from({ length: 5 }, () => get(t, admin, url)));
        return { together, statements: counter.statements - before };
      },
      () => changes.tutors('Together-two'),
    );
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((response) => response.body)).size).toBe(1);
    expect(together[0]!.body).toContain('Together-two');
    // Five session checks, and the list's own statements once.
    expect(statements).toBe(5 + alone.statements - 1);
  });

  it('keeps an answer for the account that read it: an admin never gets the staff a superAdmin was shown', async () => {
    const staffShown = (body: string) => JSON.parse(body).data.items.some((item: { id: number }) => item.id === superAdmin.id);
    // The admin reads the URL while the superAdmin's answer is kept for it: the admin's own is computed.
    const [bySuperAdmin, byAdmin] = await withNoOtherWrite(async () => [await read(superAdmin, '/admin/user'), await read(admin, '/admin/user')]);
    expect(staffShown(bySuperAdmin!.body)).toBe(true);
    expect(staffShown(byAdmin!.body)).toBe(false);
    expect(byAdmin!.statements).toBeGreaterThan(1);
    // And the admin's kept answer is not what the superAdmin gets next.
    const [again, superAgain] = await withNoOtherWrite(async () => [await read(admin, '/admin/user'), await read(superAdmin, '/admin/user')]);
    expect(staffShown(again!.body)).toBe(false);
    expect(staffShown(superAgain!.body)).toBe(true);
    expect(superAgain!.statements).toBeGreaterThan(1);
  });

  it('keeps a different answer for every query', async () => {
    const newest = await read(admin, '/admin/tutor?sort=createdAt&dir=desc');
    const searched = await read(admin, '/admin/tutor?search=nobody-is-called-this');
    expect(JSON.parse(searched.body).data).toMatchObject({ items: [], total: 0 });
    expect(newest.body).not.toEqual(searched.body);
    expect((await read(admin, '/admin/tutor?search=nobody-is-called-this')).body).toEqual(searched.body);
  });

  it('keeps nothing for a refused call or a refused session', async () => {
    const refused = await get(t, admin, '/admin/user?userType=staff');
    expect(refused.statusCode).toBe(403);
    expect((await get(t, admin, '/admin/user?userType=staff')).statusCode).toBe(403);
    await read(admin, '/admin/tutor');
    await t.db.updateTable('sessions').set({ revokedAt: new Date() }).where('accountId', '=', admin.id).execute();
    expect((await get(t, admin, '/admin/tutor')).statusCode).toBe(403);
  });
});
