import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, get, post } from '../helpers/people.js';

/**
 * The trash of people (tutors, students, admin accounts): an account is never removed (its bookings
 * and payments point at it), only marked deleted; its trash brings it back as it was, while its email
 * is still free. The generic trash tests (declared-trash.test.ts) cover the rest of the calls.
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

const trashIds = async (by: TestAccount, resource: string) => {
  const res = await get(t, by, `/admin/trash/${resource}`, { limit: 500 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ id: number }>).map((item) => item.id);
};
const restore = (by: TestAccount, resource: string, ids: number[]) => post(t, by, `/admin/trash/${resource}/restore`, { ids });

describe('the trash of people', () => {
  it('keeps a deleted tutor, named, and gives it back to the lists with its profile and a restore entry', async () => {
    const id = await createTutor(t, admin, { displayName: 'Tom Trashed', headline: 'Piano for beginners' });
    expect((await post(t, admin, `/admin/tutor/delete/${id}`)).statusCode).toBe(200);
    expect((await get(t, admin, `/admin/tutor/${id}`)).statusCode).toBe(404);
    const trash = await get(t, admin, '/admin/trash/tutors', { search: 'tom trashed' });
    expect(trash.json().data.items).toMatchObject([{ id, label: 'Tom Trashed', deletedByName: 'Ada Admin' }]);

    const restored = await restore(admin, 'tutors', [id]);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await get(t, admin, `/admin/tutor/${id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ displayName: 'Tom Trashed', headline: 'Piano for beginners' });
    expect(await trashIds(admin, 'tutors')).not.toContain(id);
    const history = await get(t, admin, '/admin/audit', { recordId: id, resource: 'tutors', sort: 'id', dir: 'desc', limit: 1 });
    expect(history.json().data.items[0]).toMatchObject({ action: 'restore', actorName: 'Ada Admin' });
  });

  it('refuses a student whose email a new account has taken since, with 409 on the email, and keeps it in the trash', async () => {
    const email = `taken-${Date.now().toString(36)}@example.test`;
    const id = await createStudent(t, admin, { email });
    expect((await post(t, admin, `/admin/user/delete/${id}`)).statusCode).toBe(200);
    await createStudent(t, admin, { email });
    const refused = await restore(admin, 'users', [id]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'EMAIL_TAKEN', errors: { email: expect.any(String) } });
    expect(await trashIds(admin, 'users')).toContain(id);
    expect((await get(t, admin, `/admin/user/${id}`)).statusCode).toBe(404);
  });

  it("keeps admin accounts' trash to superAdmins; a restored admin signs in again with their password", async () => {
    const email = `back-${Date.now().toString(36)}@example.test`;
    const password = 'a long password 1';
    const created = await post(t, superAdmin, '/admin/register', { userType: 'admin', displayName: 'Ben Back', email, password });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await post(t, superAdmin, `/admin/user/delete/${id}`)).statusCode).toBe(200);
    expect((await post(t, undefined, '/admin/login', { email, password })).statusCode).not.toBe(200);

    expect((await get(t, admin, '/admin/trash/admin-management')).statusCode).toBe(403);
    expect((await restore(admin, 'admin-management', [id])).statusCode).toBe(403);
    expect(await trashIds(superAdmin, 'users')).not.toContain(id);
    expect((await restore(superAdmin, 'users', [id])).statusCode).toBe(404);

    expect((await restore(superAdmin, 'admin-management', [id])).statusCode).toBe(200);
    const signedIn = await post(t, undefined, '/admin/login', { email, password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
