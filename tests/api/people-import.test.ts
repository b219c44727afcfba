import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '../../contract/import.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { importJobOnceStopped } from '../helpers/importJobs.js';
import { auditRows, createStudent, createTutor, get, multipartBody, post } from '../helpers/people.js';

/**
 * Importing people (students, tutors, admin accounts): each row through the account calls' own rules
 * (an email unique among live accounts of every kind, staff for a superAdmin only), matched to an
 * account by its email. The generic import tests (declared-import.test.ts) cover the rest.
 */
let t: TestApp;
let superAdmin: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
});
afterAll(async () => t.close());

const upload = (by: TestAccount, resource: string, path: string, csv: string, fields: Record<string, string> = {}) => {
  const form = multipartBody(fields, [{ field: 'file', filename: `${resource}.csv`, contentType: 'text/csv', bytes: Buffer.from(csv, 'utf8') }]);
  return t.app.inject({ method: 'POST', url: `/api/v1/admin/import/${resource}${path}`, payload: form.payload, headers: { ...by.headers, ...form.headers } });
};

/** Previews the file, then imports it as previewed: the preview and the finished job. */
async function imported(by: TestAccount, resource: string, csv: string): Promise<{ preview: ImportPreview; job: ImportJob }> {
  const previewed = await upload(by, resource, '/preview', csv);
  expect(previewed.statusCode, previewed.body).toBe(200);
  const preview = previewed.json().data as ImportPreview;
  const started = await upload(by, resource, '', csv, { columns: JSON.stringify(preview.columns), previewedAt: preview.previewedAt });
  expect(started.statusCode, started.body).toBe(200);
  return { preview, job: await importJobOnceStopped(t, by.headers, resource, (started.json().data as ImportJob).id) };
}

const accountsWithEmail = (email: string) => t.db.selectFrom('accounts').select(['id', 'userType', 'displayName', 'status', 'deletedAt', 'passwordHash']).where('email', '=', email).orderBy('id').execute();

describe('importing people', () => {
  it('makes students as the register call does: a match by email is updated, a live account of any kind keeps its email, a deleted one frees it', async () => {
    await createTutor(t, admin, { email: 'taken.tutor@example.test' });
    const gone = await createStudent(t, admin, { email: 'gone@example.test', displayName: 'Gone Student' });
    expect((await post(t, admin, `/admin/user/delete/${gone}`)).statusCode).toBe(200);
    const kept = await createStudent(t, admin, { email: 'kept@example.test', displayName: 'Kept Student' });
    const csv =
      'Display name,Email,Status\r\n' +
      'New Student,new.student@example.test,active\r\n' +
      'Taken Email,taken.tutor@example.test,active\r\n' +
      'Back Again,gone@example.test,active\r\n' +
      'Kept Renamed,KEPT@example.test,suspended\r\n';

    const { preview, job } = await imported(admin, 'users', csv);
    // The dry run already refuses the email a tutor has, as the tutor's.
    const taken = { line: 3, field: 'email', message: 'Another tutor already uses the email "taken.tutor@example.test"', reason: 'DUPLICATE', params: { resource: 'tutors', field: 'email' } };
    expect(preview).toMatchObject({ columns: ['displayName', 'email', 'status'], key: 'email', create: 2, update: 1, refused: 1, refusals: [taken] });
    expect(job).toMatchObject({ status: 'done', create: 2, update: 1, refused: 1, refusals: [taken] });

    const [fresh] = await accountsWithEmail('new.student@example.test');
    expect(fresh).toMatchObject({ userType: 'user', displayName: 'New Student', status: 'active', passwordHash: null });
    expect((await accountsWithEmail('taken.tutor@example.test')).map((account) => account.userType)).toEqual(['tutor']);
    const again = await accountsWithEmail('gone@example.test');
    expect(again.map(({ id, deletedAt }) => [id === gone, deletedAt === null])).toEqual([
      [true, false],
      [false, true],
    ]);
    const renamed = await get(t, admin, `/admin/user/${kept}`);
    expect(renamed.json().data).toMatchObject({ displayName: 'Kept Renamed', status: 'suspended', email: 'kept@example.test' });
    expect((await auditRows(t, 'users', kept)).map((row) => [row.action, row.actorName])).toContainEqual(['update', 'Ada Admin']);

    const reverted = await post(t, superAdmin, `/admin/import/users/jobs/${job.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data).toEqual({ reverted: 3, leftAlone: [] });
    expect((await get(t, admin, `/admin/user/${kept}`)).json().data).toMatchObject({ displayName: 'Kept Student', status: 'active' });
    expect((await accountsWithEmail('new.student@example.test'))[0]).toMatchObject({ deletedAt: expect.any(Date) });
  });

  it("reads a tutor's approval for new tutors only, and their teaching by name", async () => {
    const existing = await createTutor(t, admin, { email: 'teaching@example.test', displayName: 'Tess Teacher' });
    const subject = await t.db.insertInto('subjects').values({ name: 'Harpsichord', parentId: null, sortOrder: 1 }).returning('id').executeTakeFirstOrThrow();
    const csv =
      'displayName,email,approvalStatus,hourlyRateCents,subjectIds\r\n' +
      'Tess Teacher,teaching@example.test,approved,"45,00",Harpsichord\r\n' +
      'Nia New,nia.new@example.test,approved,30,\r\n';
    const { job } = await imported(admin, 'tutors', csv);
    expect(job).toMatchObject({ status: 'done', create: 1, update: 1, refused: 0 });
    const tess = (await get(t, admin, `/admin/tutor/${existing}`)).json().data;
    expect(tess).toMatchObject({ approvalStatus: 'pending', hourlyRateCents: 4500, subjectIds: [subject.id] });
    const [nia] = await accountsWithEmail('nia.new@example.test');
    expect((await get(t, admin, `/admin/tutor/${nia!.id}`)).json().data).toMatchObject({ approvalStatus: 'approved', status: 'active', hourlyRateCents: 3000 });
  });

  it('imports admin accounts for a superAdmin only, as their create is', async () => {
    const csv = 'displayName,email,userType,userRole\r\nEd Imported,ed.imported@example.test,admin,editor\r\n';
    expect((await upload(admin, 'admin-management', '/preview', csv)).statusCode).toBe(403);
    const { job } = await imported(superAdmin, 'admin-management', csv);
    expect(job).toMatchObject({ status: 'done', create: 1 });
    expect((await accountsWithEmail('ed.imported@example.test'))[0]).toMatchObject({ userType: 'admin', deletedAt: null });
  });
});
