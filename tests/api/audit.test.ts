import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../../server/db/schema.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { recordAudit } from '../../server/services/audit.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { deleteManyCaller } from '../helpers/declared.js';
import { createStudent, createTutor, get, insertCatalogue, insertReport, post } from '../helpers/people.js';

describe('GET /admin/audit', () => {
  let t: TestApp;
  let admin: TestAccount;
  let superAdmin: TestAccount;
  let tutor: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin' });
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    tutor = await createTutor(t, admin, { displayName: 'Audited Tutor' });
    await post(t, superAdmin, `/admin/tutor/${tutor}`, { headline: 'Changed' });
    await post(t, admin, `/admin/tutor/${tutor}/status`, { action: 'approve', reason: 'Fine' });
    await post(t, superAdmin, '/admin/register', { userType: 'admin', displayName: 'Second', email: 'second@example.test', password: 'secret password 99' });
  });
  afterAll(async () => t.close());

  const list = (query: Record<string, string | number>) => get(t, admin, '/admin/audit', query);

  it('answers one record\'s history, newest first, with actor names', async () => {
    const res = await list({ resource: 'tutors', recordId: String(tutor), sort: 'createdAt', dir: 'desc' });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((i: { action: string }) => i.action)).toEqual(['approve', 'update', 'create']);
    expect(items[0]).toMatchObject({ actorId: admin.id, actorName: 'Adam Admin', resource: 'tutors', recordId: String(tutor) });
    expect(items[1]).toMatchObject({ actorName: 'Sue Super', before: { headline: '' }, after: { headline: 'Changed' } });
    expect(Date.parse(items[0].createdAt)).not.toBeNaN();
  });

  it('filters by actor and action and searches actor names', async () => {
    const actions = (items: { action: string; resource: string }[]) => items.map((i) => `${i.action} ${i.resource}`);
    const bySuper = await get(t, superAdmin, '/admin/audit', { actorId: superAdmin.id, sort: 'id' });
    expect(actions(bySuper.json().data.items)).toEqual(['update tutors', 'create admin-management']);
    expect((await list({ action: 'approve' })).json().data.total).toBe(1);
    expect((await get(t, superAdmin, '/admin/audit', { search: 'sue' })).json().data.total).toBe(2);
  });

  it("keeps admin accounts' history from a plain admin, as GET /admin/user/{id} does", async () => {
    const second = await t.db.selectFrom('accounts').select('id').where('email', '=', 'second@example.test').executeTakeFirstOrThrow();
    expect((await get(t, admin, `/admin/user/${second.id}`)).statusCode).toBe(403);
    const oneRecord = await list({ resource: 'admin-management', recordId: String(second.id) });
    expect(oneRecord.statusCode).toBe(403);
    expect(oneRecord.json().code).toBe('FORBIDDEN');
    const queries: Record<string, string | number>[] = [{ resource: 'admin-management' }, { limit: 500 }, { actorId: superAdmin.id }, { search: 'second' }];
    for (const query of queries) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(JSON.stringify(res.json().data.items), JSON.stringify(query)).not.toMatch(/second@example\.test|admin-management/);
    }
    expect((await get(t, superAdmin, '/admin/audit', { resource: 'admin-management', recordId: String(second.id) })).json().data.total).toBe(1);
  });

  it("shows an admin their own account's history, password changes included", async () => {
    await post(t, superAdmin, `/admin/user/${admin.id}`, { displayName: 'Adam A.' });
    const own = await list({ resource: 'admin-management', recordId: String(admin.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.items.map((i: { action: string }) => i.action)).toEqual(['update']);
  });

  it('never holds a password or its hash', async () => {
    const everything = (await list({ limit: 500 })).json().data.items;
    expect(JSON.stringify(everything)).not.toMatch(/argon2|secret password|passwordHash/);
  });

  it('refuses unknown sorts and filters', async () => {
    expect((await list({ sort: 'actorName' })).statusCode).toBe(400);
    expect((await list({ table: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /admin/audit: names of the records an entry refers to', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
  });
  afterAll(async () => t.close());

  const history = async (resource: string, recordId: number) =>
    (await get(t, admin, '/admin/audit', { resource, recordId: String(recordId), sort: 'id', dir: 'asc' })).json().data.items;

  it("answers who closed a report and a tutor's subjects, languages and levels by name", async () => {
    const cat = await insertCatalogue(t);
    const student = await createStudent(t, admin, { displayName: 'Rita Reporter' });
    const tutor = await createTutor(t, admin, { displayName: 'Ted Tutor' });
    const report = await insertReport(t, { reporterId: student, reportedId: tutor });
    await post(t, admin, `/admin/report-management/update/${report}`, { status: 'resolved' });
    await post(t, admin, `/admin/report-management/update/${report}`, { status: 'open' });
    const [closed, reopened] = await history('reports', report);
    expect(closed).toMatchObject({ before: { resolvedById: null }, after: { resolvedById: admin.id }, names: { resolvedById: { [admin.id]: 'Ada Admin' } } });
    // The history keeps the whole report: the people it is about are named too.
    expect(reopened.names).toEqual({ resolvedById: { [admin.id]: 'Ada Admin' }, reporterId: { [student]: 'Rita Reporter' }, reportedId: { [tutor]: 'Ted Tutor' } });

    const [algebra, physics] = cat.subjects;
    await post(t, admin, `/admin/tutor/${tutor}`, { subjectIds: [algebra!.id, physics!.id], languageIds: [cat.languages[1]!.id], levelIds: [] });
    const update = (await history('tutors', tutor)).find((entry: { action: string }) => entry.action === 'update');
    expect(update.names).toEqual({
      subjectIds: { [algebra!.id]: 'Algebra', [physics!.id]: 'Physics' },
      languageIds: { [cat.languages[1]!.id]: 'German' },
    });
  });

  it('names a record that is gone with nothing, and an entry without references with an empty map', async () => {
    const student = await createStudent(t, admin, { displayName: 'Gone Soon' });
    const tutor = await createTutor(t, admin);
    const report = await insertReport(t, { reporterId: student, reportedId: tutor });
    await t.db.insertInto('auditLog').values({
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'update',
      resource: 'reports',
      recordId: String(report),
      before: JSON.stringify({ resolvedById: null }),
      after: JSON.stringify({ resolvedById: 987654 }),
    }).execute();
    const [entry] = await history('reports', report);
    expect(entry.names).toEqual({ resolvedById: {} });
    const [created] = await history('users', student);
    expect(created.names).toEqual({});
  });

  it('names a referenced record that is in its trash, and says it is there', async () => {
    const [kept, trashed] = await t.db.insertInto('languages').values([{ name: 'Kept Tongue' }, { name: 'Trashed Tongue' }]).returning('id').execute();
    const tutor = await createTutor(t, admin, { displayName: 'Tess Tutor' });
    await post(t, admin, `/admin/tutor/${tutor}`, { subjectIds: [], languageIds: [trashed!.id], levelIds: [] });
    await post(t, admin, `/admin/tutor/${tutor}`, { subjectIds: [], languageIds: [kept!.id], levelIds: [] });
    const languages = (await discoverDeclarations()).find((declaration) => declaration.name === 'languages')!;
    expect((await deleteManyCaller(t, languages)(admin, [trashed!.id])).statusCode).toBe(200);
    const swapped = (await history('tutors', tutor)).filter((entry: { action: string }) => entry.action === 'update').at(-1);
    expect(swapped.names.languageIds).toEqual({ [kept!.id]: 'Kept Tongue', [trashed!.id]: 'Trashed Tongue' });
    expect(swapped.trashed).toEqual({ languageIds: [String(trashed!.id)] });
  });
});

describe('recordAudit', () => {
  // A compile-time rule, checked by `tsc --noEmit -p .` (tests are in the project): an audit row is
  // written inside the write's own transaction, so a call with the plain database must not compile.
  it('takes the write\'s transaction, never the plain database', () => {
    const actor = { id: 1, displayName: 'Nobody' };
    const withDatabase = (db: Kysely<Database>) =>
      // @ts-expect-error recordAudit needs a Transaction<Database>, not Kysely<Database>
      recordAudit(db, { actor, action: 'update', resource: 'tutors', recordId: 1 });
    const withTransaction = (trx: Transaction<Database>) => recordAudit(trx, { actor, action: 'update', resource: 'tutors', recordId: 1 });
    expectTypeOf(recordAudit).parameter(0).toEqualTypeOf<Transaction<Database>>();
    expect([typeof withDatabase, typeof withTransaction]).toEqual(['function', 'function']);
  });
});
