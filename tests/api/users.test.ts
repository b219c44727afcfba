import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, createStudent, createTutor, daysFromNow, get, insertBooking, insertReport, post } from '../helpers/people.js';
import { updateUser } from '../../server/services/users.js';
import { editForm } from '../helpers/editForm.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { outboxFor } from './auth-support.js';

describe('accounts API (admins and users)', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin', userRole: 'admin' });
  });
  afterAll(async () => t.close());

  describe('POST /admin/register', () => {
    it('creates a student with an argon2id password and never shows or audits the hash', async () => {
      const res = await post(t, admin, '/admin/register', {
        userType: 'user',
        displayName: 'Stu Dent',
        email: 'stu@example.test',
        password: 'correct horse battery',
        phone: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const user = res.json().data;
      expect(user).toMatchObject({ userType: 'user', status: 'active', phone: null, userRole: null, emailVerified: false });
      expect(JSON.stringify(res.json())).not.toMatch(/argon2|password/i);
      const stored = await t.db.selectFrom('accounts').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const audit = await auditRows(t, 'users', user.id);
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toMatch(/argon2|correct horse/);
      expect(audit[0]!.after).toMatchObject({ passwordSet: true });
    });

    it('lets only a superAdmin create staff, with a password or invited by email to choose one', async () => {
      const body = { userType: 'admin', displayName: 'New Admin', email: 'new-admin@example.test', password: 'a long password 1' };
      const byAdmin = await post(t, admin, '/admin/register', body);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe('Only a super admin may manage admin accounts');
      expect(byAdmin.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ACCOUNTS_SUPER_ADMIN_ONLY', params: {} });
      const bySuper = await post(t, superAdmin, '/admin/register', { ...body, userRole: 'editor' });
      expect(bySuper.statusCode).toBe(200);
      expect(bySuper.json().data).toMatchObject({ userType: 'admin', userRole: 'editor', emailVerified: true });
      const defaultRole = await post(t, superAdmin, '/admin/register', { ...body, userType: 'superAdmin', email: 'new-super@example.test' });
      expect(defaultRole.json().data.userRole).toBe('admin');
      expect(await outboxFor(t, 'new-admin@example.test')).toHaveLength(0);
      const invited = await post(t, superAdmin, '/admin/register', { ...body, email: 'np@example.test', password: undefined });
      expect(invited.statusCode, invited.body).toBe(200);
      expect((await outboxFor(t, 'np@example.test')).map((mail) => mail.templateKey)).toEqual(['set-password']);
    });

    it.each([
      [{ userType: 'robot' }, 'userType'],
      [{ email: 'x@' }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ phone: 'call me' }, 'phone'],
      [{ status: 'sleeping' }, 'status'],
      [{ userRole: 'editor' }, 'request'],
      [{ isAdmin: true }, 'request'],
    ])('refuses %j (400, field %s) and creates nothing', async (fields, field) => {
      const res = await post(t, superAdmin, '/admin/register', { userType: 'user', displayName: 'Bad Input', email: 'bad-input@example.test', ...fields });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(await t.db.selectFrom('accounts').select('id').where('displayName', '=', 'Bad Input').execute()).toEqual([]);
    });

    it('answers 409 for a live email and allows the email of a deleted account', async () => {
      const id = await createStudent(t, admin, { email: 'reuse@example.test' });
      const dup = await post(t, admin, '/admin/register', { userType: 'user', displayName: 'Again', email: 'Reuse@Example.test' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors.email).toBe('An account with this email already exists');
      expect(dup.json()).toMatchObject({ reason: 'EMAIL_TAKEN', params: {}, fieldReasons: { email: { reason: 'EMAIL_TAKEN', params: {} } } });
      expect((await post(t, admin, `/admin/user/delete/${id}`)).statusCode).toBe(200);
      expect((await post(t, admin, '/admin/register', { userType: 'user', displayName: 'Again', email: 'reuse@example.test' })).statusCode).toBe(200);
    });
  });

  describe('GET /admin/user/{id}', () => {
    it('shows a student with counts and the 5 latest bookings', async () => {
      const student = await createStudent(t, admin, { displayName: 'Busy Student' });
      const tutor = await createTutor(t, admin);
      const bookings = [];
      for (let day = 1; day <= 7; day += 1) bookings.push(await insertBooking(t, { studentId: student, tutorId: tutor, lessonAt: daysFromNow(-day) }));
      await insertReport(t, { reporterId: student, reportedId: tutor });
      await insertReport(t, { reporterId: tutor, reportedId: student });
      await insertReport(t, { reporterId: tutor, reportedId: student });
      const res = await get(t, admin, `/admin/user/${student}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.stats).toEqual({ bookingCount: 7, reportsFiledCount: 1, reportsAgainstCount: 2 });
      expect(data.recentBookings.map((b: { id: number }) => b.id)).toEqual(bookings.slice(0, 5));
      expect(data.recentBookings[0]).toMatchObject({ bookingId: bookings[0], studentName: 'Busy Student', netCents: 4250 });
    });

    it('answers 404 for unknown and deleted accounts, 400 for a bad id', async () => {
      expect((await get(t, admin, '/admin/user/999999')).statusCode).toBe(404);
      const id = await createStudent(t, admin);
      await post(t, admin, `/admin/user/delete/${id}`);
      expect((await get(t, admin, `/admin/user/${id}`)).json()).toEqual({
        message: 'Account not found',
        code: 'NOT_FOUND',
        reason: 'NOT_FOUND',
        params: { resource: 'users', ids: [] },
      });
      expect((await get(t, admin, '/admin/user/0')).statusCode).toBe(400);
    });

    it('shows staff accounts to superAdmins, and admins their own', async () => {
      expect((await get(t, admin, `/admin/user/${superAdmin.id}`)).statusCode).toBe(403);
      expect((await get(t, admin, `/admin/user/${admin.id}`)).statusCode).toBe(200);
      expect((await get(t, superAdmin, `/admin/user/${admin.id}`)).json().data.userRole).toBe('admin');
    });
  });

  describe('GET /admin/user', () => {
    beforeAll(async () => {
      await createStudent(t, admin, { displayName: 'Lisa Listme', email: 'lisa@listme.test' });
      await createStudent(t, admin, { displayName: 'Bob Listme', email: 'bob@listme.test', status: 'suspended' });
      await createTutor(t, admin, { displayName: 'Tom Listme', email: 'tom@listme.test' });
      await t.db
        .insertInto('accounts')
        .values({ email: 'ann@listme.test', displayName: 'Ann Listme', userType: 'admin', userRole: 'admin', passwordHash: null, photoUrl: null, phone: null })
        .execute();
    });
    const list = (by: TestAccount, query: Record<string, string | number>) => get(t, by, '/admin/user', { search: 'listme', sort: 'displayName', ...query });
    const names = async (res: Promise<{ json: () => { data: { items: Array<{ displayName: string }> } } }>) => (await res).json().data.items.map((i) => i.displayName);

    it('filters by userType, staff and status; searches name and email', async () => {
      expect(await names(list(superAdmin, {}))).toEqual(['Ann Listme', 'Bob Listme', 'Lisa Listme', 'Tom Listme']);
      expect(await names(list(superAdmin, { userType: 'user' }))).toEqual(['Bob Listme', 'Lisa Listme']);
      expect(await names(list(superAdmin, { userType: 'staff' }))).toEqual(['Ann Listme']);
      expect(await names(list(superAdmin, { userType: 'tutor' }))).toEqual(['Tom Listme']);
      expect(await names(list(superAdmin, { status: 'suspended' }))).toEqual(['Bob Listme']);
      expect(await names(list(superAdmin, { search: 'BOB@LIST' }))).toEqual(['Bob Listme']);
    });

    it('hides staff from admins and refuses staff filters to them', async () => {
      expect(await names(list(admin, {}))).toEqual(['Bob Listme', 'Lisa Listme', 'Tom Listme']);
      for (const userType of ['staff', 'admin', 'superAdmin']) expect((await list(admin, { userType })).statusCode).toBe(403);
    });

    it('sorts, pages without overlap, and refuses unknown sorts', async () => {
      const desc = await names(list(superAdmin, { dir: 'desc' }));
      expect(desc).toEqual(['Tom Listme', 'Lisa Listme', 'Bob Listme', 'Ann Listme']);
      const page1 = (await list(superAdmin, { limit: 3, page: 1 })).json().data;
      const page2 = (await list(superAdmin, { limit: 3, page: 2 })).json().data;
      expect(page1.total).toBe(4);
      expect([...page1.items, ...page2.items].map((i: { displayName: string }) => i.displayName)).toEqual(['Ann Listme', 'Bob Listme', 'Lisa Listme', 'Tom Listme']);
      expect((await list(superAdmin, { sort: 'passwordHash' })).statusCode).toBe(400);
      expect((await list(superAdmin, { limit: 501 })).statusCode).toBe(400);
    });
  });

  describe('POST /admin/user/{id}', () => {
    it('updates a student and records before and after', async () => {
      const id = await createStudent(t, admin, { displayName: 'Before Name' });
      const res = await post(t, admin, `/admin/user/${id}`, { displayName: 'After Name', phone: '+49 30 1234' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ displayName: 'After Name', phone: '+49 30 1234' });
      const [, update] = await auditRows(t, 'users', id);
      expect(update).toMatchObject({ action: 'update', before: { displayName: 'Before Name' }, after: { displayName: 'After Name' } });
    });

    it('answers what its get answers; refuses a two-line name, an empty change or a current password alone, changing nothing', async () => {
      const id = await createStudent(t, admin, { displayName: 'Kept Name' });
      const changed = await post(t, admin, `/admin/user/${id}`, { phone: '+49 30 9876' });
      expect(changed.json().data).toEqual((await get(t, admin, `/admin/user/${id}`)).json().data);
      for (const body of [{ displayName: 'Two\nlines' }, {}, { currentPassword: 'anything at all' }]) {
        const res = await post(t, admin, `/admin/user/${id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await get(t, admin, `/admin/user/${id}`)).json().data).toEqual(changed.json().data);
    });

    it('suspending a student ends their sessions', async () => {
      const student = await createTestAccount(t, 'user');
      expect((await get(t, student, '/admin/dashboard')).json().code).toBe('FORBIDDEN');
      expect((await post(t, admin, `/admin/user/${student.id}`, { status: 'suspended' })).json().data.status).toBe('suspended');
      expect((await get(t, student, '/admin/dashboard')).json().code).toBe('TOKEN_INVALID');
    });

    it('setting a password ends sessions and is audited without the hash', async () => {
      const other = await createTestAccount(t, 'admin');
      const res = await post(t, superAdmin, `/admin/user/${other.id}`, { password: 'brand new password' });
      expect(res.statusCode).toBe(200);
      expect((await get(t, other, '/admin/dashboard')).json().code).toBe('TOKEN_INVALID');
      const audit = await auditRows(t, 'admin-management', other.id);
      expect(audit.at(-1)).toMatchObject({ action: 'set_password' });
      expect(JSON.stringify(audit)).not.toMatch(/argon2|brand new/);
    });

    it('keeps staff changes, type and role for superAdmins', async () => {
      const student = await createStudent(t, admin);
      expect((await post(t, admin, `/admin/user/${superAdmin.id}`, { displayName: 'x' })).statusCode).toBe(403);
      const role = await post(t, admin, `/admin/user/${student}`, { userRole: 'editor' });
      expect(role.statusCode).toBe(403);
      expect(role.json().message).toBe('Only a super admin may change a user type or role');
      const other = await createTestAccount(t, 'admin');
      expect((await post(t, superAdmin, `/admin/user/${other.id}`, { userRole: 'editor' })).json().data.userRole).toBe('editor');
      expect((await post(t, superAdmin, `/admin/user/${other.id}`, { userType: 'superAdmin' })).json().data.userType).toBe('superAdmin');
    });

    it("saves a plain admin's edit of a student, whose form sends the unchanged type, role and status too", async () => {
      const form = editForm(t, admin, (await discoverDeclarations()).find((declaration) => declaration.name === 'users')!);
      const opened = await form.read(await createStudent(t, admin));
      const saved = await form.save(opened, { ...opened, displayName: 'Renamed Student' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ displayName: 'Renamed Student', userType: 'user', userRole: null, status: opened.status });
    });

    it('lets nobody change their own type, role or status (sending the same values is fine)', async () => {
      for (const body of [{ userType: 'admin' }, { userRole: 'editor' }, { status: 'suspended' }]) {
        const res = await post(t, superAdmin, `/admin/user/${superAdmin.id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
        expect(res.json().message).toBe('You cannot change your own user type, role or status');
      }
      expect((await post(t, superAdmin, `/admin/user/${superAdmin.id}`, { userType: 'superAdmin', status: 'active', displayName: 'Sue Super' })).statusCode).toBe(200);
    });

    it('refuses impossible type and role changes with field errors', async () => {
      const student = await createStudent(t, admin);
      const toAdmin = await post(t, superAdmin, `/admin/user/${student}`, { userType: 'admin' });
      expect(toAdmin.statusCode).toBe(400);
      expect(toAdmin.json().errors).toHaveProperty('userType');
      expect((await post(t, superAdmin, `/admin/user/${student}`, { userRole: 'admin' })).json().errors).toHaveProperty('userRole');
      const staff = await createTestAccount(t, 'admin', { userRole: 'admin' });
      expect((await post(t, superAdmin, `/admin/user/${staff.id}`, { userRole: null })).json().errors).toHaveProperty('userRole');
      const tutor = await createTutor(t, admin);
      const tutorStatus = await post(t, admin, `/admin/user/${tutor}`, { status: 'active' });
      expect(tutorStatus.statusCode).toBe(400);
      expect(tutorStatus.json().errors.status).toMatch(/approve, suspend or reactivate/);
    });

    it('answers 409 for a taken email and 404 for unknown accounts', async () => {
      const a = await createStudent(t, admin, { email: 'a-taken@example.test' });
      const b = await createStudent(t, admin);
      const res = await post(t, admin, `/admin/user/${b}`, { email: 'A-TAKEN@example.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toHaveProperty('email');
      expect((await post(t, admin, `/admin/user/${a}`, { email: 'a-taken@example.test' })).statusCode).toBe(200);
      expect((await post(t, admin, '/admin/user/999999', { displayName: 'x' })).statusCode).toBe(404);
    });

    it('protects the last active superAdmin (a stale request after a concurrent demotion gets 409)', async () => {
      const t2 = await startTestApp();
      try {
        const a = await createTestAccount(t2, 'superAdmin', { displayName: 'A' });
        const b = await createTestAccount(t2, 'superAdmin', { displayName: 'B' });
        expect((await post(t2, a, `/admin/user/${b.id}`, { userType: 'admin' })).statusCode).toBe(200);
        // B's own request was checked while B was still a superAdmin; it reaches the service afterwards.
        const stale = { id: b.id, displayName: 'B', userType: 'superAdmin' as const };
        await expect(updateUser(t2.db, stale, a.id, { status: 'suspended' })).rejects.toMatchObject({
          statusCode: 409,
          message: 'This is the last active super admin. Make another account super admin first.',
        });
        const row = await t2.db.selectFrom('accounts').select(['userType', 'status']).where('id', '=', a.id).executeTakeFirstOrThrow();
        expect(row).toEqual({ userType: 'superAdmin', status: 'active' });
      } finally {
        await t2.close();
      }
    });
  });

  describe('POST /admin/user/delete/{id}', () => {
    it('soft-deletes a student: bookings stay readable with the name, future pending ones are cancelled', async () => {
      const student = await createStudent(t, admin, { displayName: 'Gone Student' });
      const tutor = await createTutor(t, admin);
      const past = await insertBooking(t, { studentId: student, tutorId: tutor, lessonAt: daysFromNow(-3) });
      const future = await insertBooking(t, { studentId: student, tutorId: tutor, lessonAt: daysFromNow(3), paymentStatus: 'pending' });
      const res = await post(t, admin, `/admin/user/delete/${student}`);
      expect(res.json()).toEqual({ data: { ids: [student] }, message: 'Account deleted; 1 future booking still pending payment was cancelled' });
      expect((await get(t, admin, `/admin/transactions/${past}`)).json().data).toMatchObject({ studentName: 'Gone Student', student: { deleted: true } });
      expect((await get(t, admin, `/admin/transactions/${future}`)).json().data.paymentStatus).toBe('cancelled');
      expect((await get(t, admin, '/admin/user', { search: 'Gone Student' })).json().data.total).toBe(0);
      expect((await auditRows(t, 'users', student)).at(-1)).toMatchObject({ action: 'delete', before: { displayName: 'Gone Student' } });
    });

    it('refuses deleting yourself, and staff unless superAdmin', async () => {
      const self = await post(t, superAdmin, `/admin/user/delete/${superAdmin.id}`);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('You cannot delete your own account');
      const staff = await createTestAccount(t, 'admin');
      expect((await post(t, admin, `/admin/user/delete/${staff.id}`)).statusCode).toBe(403);
      expect((await post(t, superAdmin, `/admin/user/delete/${staff.id}`)).statusCode).toBe(200);
      expect((await get(t, staff, '/admin/dashboard')).json().code).toBe('TOKEN_INVALID');
      expect((await post(t, superAdmin, `/admin/user/delete/${staff.id}`)).statusCode).toBe(404);
    });
  });

  describe('POST /admin/user/bulk', () => {
    const live = async (ids: number[]) => t.db.selectFrom('accounts').select('id').where('id', 'in', ids).where('deletedAt', 'is', null).execute();

    it('deletes several accounts in one call, each audited as its own delete', async () => {
      const first = await createStudent(t, admin, { displayName: 'Bulk One' });
      const second = await createStudent(t, admin, { displayName: 'Bulk Two' });
      const res = await post(t, admin, '/admin/user/bulk', { action: 'delete', ids: [second, first] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { ids: [first, second].sort((a, b) => a - b) }, message: '2 accounts deleted' });
      expect(await live([first, second])).toEqual([]);
      for (const [id, name] of [[first, 'Bulk One'], [second, 'Bulk Two']] as const) {
        expect((await auditRows(t, 'users', id)).at(-1)).toMatchObject({ action: 'delete', before: { displayName: name } });
      }
    });

    it('changes nothing when one of them cannot go: an unknown id (404 naming it), yourself, or staff for an admin', async () => {
      const student = await createStudent(t, admin, { displayName: 'Stays Put' });
      const staff = await createTestAccount(t, 'admin');
      const unknown = await post(t, admin, '/admin/user/bulk', { action: 'delete', ids: [student, 999_999] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('999999');
      expect((await post(t, superAdmin, '/admin/user/bulk', { action: 'delete', ids: [student, superAdmin.id] })).statusCode).toBe(403);
      expect((await post(t, admin, '/admin/user/bulk', { action: 'delete', ids: [student, staff.id] })).statusCode).toBe(403);
      expect(await live([student, staff.id, superAdmin.id])).toHaveLength(3);
      expect((await auditRows(t, 'users', student)).filter((row) => row.action === 'delete')).toEqual([]);
    });

    it('answers 400 for another action, no ids or a repeated id', async () => {
      const student = await createStudent(t, admin);
      for (const body of [{ action: 'suspend', ids: [student] }, { action: 'delete', ids: [] }, { action: 'delete', ids: [student, student] }, { ids: [student] }]) {
        expect((await post(t, admin, '/admin/user/bulk', body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await live([student])).toHaveLength(1);
    });
  });
});
