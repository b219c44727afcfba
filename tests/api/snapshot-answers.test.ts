import type { KyselyPlugin } from 'kysely';
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

  it.each(Object.entries(lists))('answers %s read again with nothing written from the kept answer: the session check is the only statement', async (_name, url) => {
    const first = await read(admin, url);
    expect(first.statements).toBeGreaterThan(1);
    const again = await read(admin, url);
    expect(again).toEqual({ body: first.body, statements: 1 });
  });

  it('sends a kept answer with the same status and headers as the answer it keeps', async () => {
    const url = '/admin/tutor?sort=email&dir=desc';
    const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;
    const first = await get(t, admin, url);
    const kept = await get(t, admin, url);
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
    await changes.tutors('Together-two');
    const before = counter.statements;
    const together = await Promise.all(Array.from({ length: 5 }, () => get(t, admin, url)));
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((response) => response.body)).size).toBe(1);
    expect(together[0]!.body).toContain('Together-two');
    // Five session checks, and the list's own statements once.
    expect(counter.statements - before).toBe(5 + alone.statements - 1);
  });

  it('keeps an answer for the account that read it: an admin never gets the staff a superAdmin was shown', async () => {
    const staffShown = (body: string) => JSON.parse(body).data.items.some((item: { id: number }) => item.id === superAdmin.id);
    const bySuperAdmin = await read(superAdmin, '/admin/user');
    expect(staffShown(bySuperAdmin.body)).toBe(true);
    expect(staffShown((await read(admin, '/admin/user')).body)).toBe(false);
    expect(staffShown((await read(admin, '/admin/user')).body)).toBe(false);
    expect(await read(superAdmin, '/admin/user')).toEqual({ body: bySuperAdmin.body, statements: 1 });
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
