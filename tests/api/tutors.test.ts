import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, createStudent, createTutor, daysFromNow, get, insertBooking, insertCatalogue, post, type Catalogue } from '../helpers/people.js';

describe('tutors API', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;
  let cat: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin' });
    cat = await insertCatalogue(t);
  });
  afterAll(async () => t.close());

  describe('create (POST /admin/register with userType tutor)', () => {
    it('creates a pending tutor with profile and links, readable with names', async () => {
      const res = await post(t, admin, '/admin/register', {
        userType: 'tutor',
        displayName: '  Grace Hopper ',
        email: 'Grace@Example.test',
        phone: '+1 555 0100',
        headline: 'Compilers and COBOL',
        hourlyRateCents: 4500,
        country: 'us',
        subjectIds: [cat.subjects[0]!.id, cat.subjects[1]!.id, cat.subjects[0]!.id],
        languageIds: [cat.languages[0]!.id],
        levelIds: [cat.levels[1]!.id],
      });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json().data;
      expect(created).toMatchObject({ displayName: 'Grace Hopper', email: 'grace@example.test', status: 'pending' });
      expect(created).not.toHaveProperty('passwordHash');

      // Answered as the tutor's get answers it.
      const detail = (await get(t, admin, `/admin/tutor/${created.id}`)).json().data;
      expect(created).toEqual(detail);
      expect(detail).toMatchObject({
        approvalStatus: 'pending',
        status: 'pending',
        headline: 'Compilers and COBOL',
        hourlyRateCents: 4500,
        country: 'US',
        phone: '+1 555 0100',
        subjectIds: [cat.subjects[0]!.id, cat.subjects[1]!.id],
        languages: [{ id: cat.languages[0]!.id, name: 'English' }],
        levels: [{ id: cat.levels[1]!.id, name: 'Adult' }],
        stats: { bookingCount: 0, revenueCents: 0, earningsCents: 0 },
      });
      expect(detail.subjects.map((s: { name: string }) => s.name)).toEqual(['Algebra', 'Physics']);
      const audit = await auditRows(t, 'tutors', created.id);
      expect(audit.map((row) => row.action)).toEqual(['create']);
    });

    it('names every unknown catalogue id and creates nothing', async () => {
      const res = await post(t, admin, '/admin/register', {
        userType: 'tutor',
        displayName: 'Nobody',
        email: 'nobody-unknown@example.test',
        subjectIds: [99999],
        levelIds: [88888],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ subjectIds: 'Unknown subject id: 99999', levelIds: 'Unknown level id: 88888' });
      const found = await t.db.selectFrom('accounts').select('id').where('email', '=', 'nobody-unknown@example.test').execute();
      expect(found).toEqual([]);
    });

    it.each([
      [{ hourlyRateCents: -1 }, 'hourlyRateCents'],
      [{ hourlyRateCents: 12.5 }, 'hourlyRateCents'],
      [{ country: 'Germany' }, 'country'],
      [{ email: 'not-an-email' }, 'email'],
      [{ displayName: '   ' }, 'displayName'],
      [{ status: 'active' }, 'request'],
      [{ approvalStatus: 'famous' }, 'approvalStatus'],
    ])('refuses %j with a field error on %s', async (fields, field) => {
      const res = await post(t, admin, '/admin/register', { userType: 'tutor', displayName: 'Valid Name', email: 'valid-tutor@example.test', ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('answers 409 with errors.email for a taken email, whatever its case', async () => {
      await createTutor(t, admin, { email: 'taken@example.test' });
      const res = await post(t, admin, '/admin/register', { userType: 'tutor', displayName: 'Copy', email: 'TAKEN@example.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: { email: expect.any(String) } });
    });
  });

  describe('update (POST /admin/tutor/{id})', () => {
    it('changes profile fields, replaces link lists, and records before and after', async () => {
      const id = await createTutor(t, admin, { headline: 'Old', subjectIds: [cat.subjects[0]!.id] });
      const res = await post(t, admin, `/admin/tutor/${id}`, { headline: 'New', bio: 'Hello', subjectIds: [cat.subjects[2]!.id], displayName: 'Renamed Tutor' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ headline: 'New', bio: 'Hello', displayName: 'Renamed Tutor', subjectIds: [cat.subjects[2]!.id] });
      const [, update] = await auditRows(t, 'tutors', id);
      expect(update).toMatchObject({ action: 'update', actorId: admin.id, actorName: 'Adam Admin' });
      expect(update!.before).toMatchObject({ headline: 'Old', subjectIds: [cat.subjects[0]!.id] });
      expect(update!.after).toMatchObject({ headline: 'New', subjectIds: [cat.subjects[2]!.id] });
    });

    it('keeps lists that are not sent and can empty a list', async () => {
      const id = await createTutor(t, admin, { subjectIds: [cat.subjects[0]!.id], languageIds: [cat.languages[1]!.id] });
      const res = await post(t, admin, `/admin/tutor/${id}`, { subjectIds: [] });
      expect(res.json().data).toMatchObject({ subjectIds: [], languageIds: [cat.languages[1]!.id] });
    });

    it('refuses bad input and changes nothing', async () => {
      const id = await createTutor(t, admin, { headline: 'Stays' });
      for (const body of [{ headline: 'x'.repeat(201) }, { approvalStatus: 'approved' }, { languageIds: [424242] }, { hourlyRateCents: '10' }]) {
        const res = await post(t, admin, `/admin/tutor/${id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await get(t, admin, `/admin/tutor/${id}`)).json().data.headline).toBe('Stays');
    });

    it('answers 409 for a taken email and 404 for unknown ids or non-tutors', async () => {
      await createTutor(t, admin, { email: 'first-tutor@example.test' });
      const id = await createTutor(t, admin);
      expect((await post(t, admin, `/admin/tutor/${id}`, { email: 'first-tutor@example.test' })).statusCode).toBe(409);
      expect((await post(t, admin, '/admin/tutor/999999', { headline: 'x' })).statusCode).toBe(404);
      const student = await createStudent(t, admin);
      expect((await get(t, admin, `/admin/tutor/${student}`)).statusCode).toBe(404);
      expect((await post(t, admin, `/admin/tutor/${student}`, { headline: 'x' })).statusCode).toBe(404);
      expect((await get(t, admin, '/admin/tutor/abc')).statusCode).toBe(400);
    });
  });

  describe('status (POST /admin/tutor/{id}/status)', () => {
    it('approves with a reason: approval, account status, who and when, audit action', async () => {
      const id = await createTutor(t, admin);
      const res = await post(t, admin, `/admin/tutor/${id}/status`, { action: 'approve', reason: 'Diploma checked' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        approvalStatus: 'approved',
        status: 'active',
        statusReason: 'Diploma checked',
        statusChangedById: admin.id,
        statusChangedByName: 'Adam Admin',
      });
      expect(Date.now() - Date.parse(res.json().data.statusChangedAt)).toBeLessThan(60_000);
      const rows = await auditRows(t, 'tutors', id);
      expect(rows.at(-1)).toMatchObject({ action: 'approve', after: { approvalStatus: 'approved', status: 'active', reason: 'Diploma checked' } });
    });

    it('needs a reason and a known action', async () => {
      const id = await createTutor(t, admin);
      const noReason = await post(t, admin, `/admin/tutor/${id}/status`, { action: 'approve', reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toHaveProperty('reason');
      const badAction = await post(t, admin, `/admin/tutor/${id}/status`, { action: 'promote', reason: 'x' });
      expect(badAction.json().errors).toHaveProperty('action');
    });

    it('refuses moves that do not fit the current status with 409', async () => {
      const id = await createTutor(t, admin);
      const res = await post(t, admin, `/admin/tutor/${id}/status`, { action: 'reactivate', reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A tutor who is pending cannot be reactivated');
      expect(res.json()).toMatchObject({ reason: 'TUTOR_STATUS_MOVE', params: { status: 'pending', action: 'reactivate' } });
      expect((await get(t, admin, `/admin/tutor/${id}`)).json().data.approvalStatus).toBe('pending');
    });

    it('suspending ends the tutor\'s sessions; reactivating makes the account active again', async () => {
      const tutor = await createTestAccount(t, 'tutor');
      await t.db.insertInto('tutorProfiles').values({ accountId: tutor.id, approvalStatus: 'approved', country: null, statusReason: null, statusChangedAt: null, statusChangedBy: null }).execute();
      const before = await t.app.inject({ method: 'GET', url: '/api/v1/admin/tutor', headers: tutor.headers });
      expect(before.json().code).toBe('FORBIDDEN');
      const res = await post(t, superAdmin, `/admin/tutor/${tutor.id}/status`, { action: 'suspend', reason: 'Complaints' });
      expect(res.json().data).toMatchObject({ approvalStatus: 'suspended', status: 'suspended' });
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/tutor', headers: tutor.headers });
      expect(after.json().code).toBe('TOKEN_INVALID');
      const back = await post(t, superAdmin, `/admin/tutor/${tutor.id}/status`, { action: 'reactivate', reason: 'Cleared' });
      expect(back.json().data).toMatchObject({ approvalStatus: 'approved', status: 'active' });
    });

    it('rejects a pending tutor and can approve later', async () => {
      const id = await createTutor(t, admin);
      expect((await post(t, admin, `/admin/tutor/${id}/status`, { action: 'reject', reason: 'No diploma' })).json().data).toMatchObject({
        approvalStatus: 'rejected',
        status: 'suspended',
      });
      expect((await post(t, admin, `/admin/tutor/${id}/status`, { action: 'approve', reason: 'Diploma sent' })).json().data.status).toBe('active');
    });
  });

  describe('bulk status (POST /admin/tutor/bulk-status)', () => {
    const stateOf = async (ids: number[]) =>
      Promise.all(
        ids.map(async (id) => {
          const data = (await get(t, admin, `/admin/tutor/${id}`)).json().data;
          return { id, approvalStatus: data.approvalStatus, status: data.status, statusReason: data.statusReason, audit: (await auditRows(t, 'tutors', id)).length };
        }),
      );

    it('approves several tutors in one call, each moved and audited as the single call does', async () => {
      const ids = [await createTutor(t, admin), await createTutor(t, admin), await createTutor(t, admin)];
      await post(t, admin, `/admin/tutor/${ids[2]}/status`, { action: 'reject', reason: 'No diploma' });
      const res = await post(t, admin, '/admin/tutor/bulk-status', { ids: [ids[2], ids[0], ids[1]], action: 'approve', reason: 'Diplomas checked' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { ids }, message: '3 tutor statuses changed' });
      for (const id of ids) {
        const data = (await get(t, admin, `/admin/tutor/${id}`)).json().data;
        expect(data).toMatchObject({ approvalStatus: 'approved', status: 'active', statusReason: 'Diplomas checked', statusChangedById: admin.id });
        const rows = await auditRows(t, 'tutors', id);
        expect(rows.at(-1)).toMatchObject({
          action: 'approve',
          before: { approvalStatus: id === ids[2] ? 'rejected' : 'pending' },
          after: { approvalStatus: 'approved', status: 'active', reason: 'Diplomas checked' },
        });
      }
    });

    it('suspends several tutors and ends their sessions', async () => {
      const tutors = [await createTestAccount(t, 'tutor'), await createTestAccount(t, 'tutor')];
      for (const tutor of tutors) {
        await t.db.insertInto('tutorProfiles').values({ accountId: tutor.id, approvalStatus: 'approved', country: null, statusReason: null, statusChangedAt: null, statusChangedBy: null }).execute();
      }
      const res = await post(t, superAdmin, '/admin/tutor/bulk-status', { ids: tutors.map((tutor) => tutor.id), action: 'suspend', reason: 'Complaints' });
      expect(res.statusCode, res.body).toBe(200);
      for (const tutor of tutors) {
        const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/tutor', headers: tutor.headers });
        expect(after.json().code).toBe('TOKEN_INVALID');
        expect((await get(t, admin, `/admin/tutor/${tutor.id}`)).json().data).toMatchObject({ approvalStatus: 'suspended', status: 'suspended' });
      }
    });

    it('is all or nothing: an unknown tutor is a 404 naming it, a refused move a 409 naming the tutor', async () => {
      const ids = [await createTutor(t, admin), await createTutor(t, admin)];
      const approved = await createTutor(t, admin);
      await post(t, admin, `/admin/tutor/${approved}/status`, { action: 'approve', reason: 'Ok' });
      const student = await createStudent(t, admin);
      const before = await stateOf([...ids, approved]);

      const missing = await post(t, admin, '/admin/tutor/bulk-status', { ids: [...ids, 999_999], action: 'approve', reason: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Tutor 999999 not found', reason: 'NOT_FOUND', params: { resource: 'tutors', ids: [999_999] } });
      const notATutor = await post(t, admin, '/admin/tutor/bulk-status', { ids: [...ids, student], action: 'approve', reason: 'x' });
      expect(notATutor.json().message).toBe(`Tutor ${student} not found`);

      const wrong = await post(t, admin, '/admin/tutor/bulk-status', { ids: [...ids, approved], action: 'reject', reason: 'x' });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        code: 'CONFLICT',
        message: `Tutor ${approved}: a tutor who is approved cannot be rejected`,
        reason: 'RECORD_REFUSED',
        params: { resource: 'tutors', id: approved, cause: { reason: 'TUTOR_STATUS_MOVE', params: { status: 'approved', action: 'reject' } } },
      });

      expect(await stateOf([...ids, approved])).toEqual(before);
    });

    it('validates ids, action and reason', async () => {
      const id = await createTutor(t, admin);
      for (const [body, field] of [
        [{ ids: [], action: 'approve', reason: 'x' }, 'ids'],
        [{ ids: [id, id], action: 'approve', reason: 'x' }, 'ids'],
        [{ ids: [1.5], action: 'approve', reason: 'x' }, 'ids.0'],
        [{ ids: ['1'], action: 'approve', reason: 'x' }, 'ids.0'],
        [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'approve', reason: 'x' }, 'ids'],
        [{ ids: [id], action: 'promote', reason: 'x' }, 'action'],
        [{ ids: [id], action: 'approve', reason: ' ' }, 'reason'],
        [{ ids: [id], action: 'approve', reason: 'x', status: 'approved' }, 'request'],
      ] as const) {
        const res = await post(t, admin, '/admin/tutor/bulk-status', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().errors, JSON.stringify(body).slice(0, 60)).toHaveProperty([field]);
      }
      expect((await get(t, admin, `/admin/tutor/${id}`)).json().data.approvalStatus).toBe('pending');
    });

    it('refuses students, tutors and signed-out callers, and changes nothing', async () => {
      const id = await createTutor(t, admin);
      const student = await createTestAccount(t, 'user');
      const tutor = await createTestAccount(t, 'tutor');
      for (const by of [student, tutor]) {
        const res = await post(t, by, '/admin/tutor/bulk-status', { ids: [id], action: 'approve', reason: 'x' });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect((await post(t, undefined, '/admin/tutor/bulk-status', { ids: [id], action: 'approve', reason: 'x' })).statusCode).toBe(401);
      expect((await get(t, admin, `/admin/tutor/${id}`)).json().data.approvalStatus).toBe('pending');
    });
  });

  describe('list (GET /admin/tutor)', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const s = cat.subjects;
      ids = {
        percent: await createTutor(t, admin, { displayName: 'Zed 100% Sure', email: 'zed@list.test', hourlyRateCents: 9000, subjectIds: [s[0]!.id] }),
        underscore: await createTutor(t, admin, { displayName: 'Under_Score', email: 'under@list.test', hourlyRateCents: 1500, subjectIds: [s[1]!.id] }),
        plain: await createTutor(t, admin, { displayName: 'Plain Listed', email: 'plainxscore@list.test', hourlyRateCents: 3000, subjectIds: [s[1]!.id], levelIds: [cat.levels[0]!.id] }),
        approved: await createTutor(t, admin, { displayName: 'Approved Listed', email: 'ok@list.test', hourlyRateCents: 3000, approvalStatus: 'approved', languageIds: [cat.languages[1]!.id] }),
      };
    });
    const names = (res: { json: () => { data: { items: Array<{ displayName: string }> } } }) => res.json().data.items.map((i) => i.displayName);

    it('searches name and email case-insensitively, with % and _ literal', async () => {
      expect(names(await get(t, admin, '/admin/tutor', { search: 'LISTED' })).sort()).toEqual(['Approved Listed', 'Plain Listed']);
      expect(names(await get(t, admin, '/admin/tutor', { search: '@LIST.test' })).length).toBe(4);
      expect(names(await get(t, admin, '/admin/tutor', { search: '100%' }))).toEqual(['Zed 100% Sure']);
      expect(names(await get(t, admin, '/admin/tutor', { search: '%' }))).toEqual(['Zed 100% Sure']);
      expect(names(await get(t, admin, '/admin/tutor', { search: 'n_score' }))).toEqual([]);
      expect(names(await get(t, admin, '/admin/tutor', { search: 'der_sc' }))).toEqual(['Under_Score']);
    });

    it('filters by approval, status, subject, language, level, rate and date', async () => {
      const q = (query: Record<string, string | number>) => get(t, admin, '/admin/tutor', { search: '@list.test', ...query }).then(names);
      expect(await q({ approvalStatus: 'approved' })).toEqual(['Approved Listed']);
      expect(await q({ status: 'active' })).toEqual(['Approved Listed']);
      expect((await q({ subjectId: cat.subjects[1]!.id })).sort()).toEqual(['Plain Listed', 'Under_Score']);
      expect(await q({ languageId: cat.languages[1]!.id })).toEqual(['Approved Listed']);
      expect(await q({ levelId: cat.levels[0]!.id })).toEqual(['Plain Listed']);
      expect((await q({ minHourlyRate: 3000, maxHourlyRate: 3000 })).sort()).toEqual(['Approved Listed', 'Plain Listed']);
      expect(await q({ createdTo: '2000-01-01' })).toEqual([]);
      expect((await q({ createdFrom: new Date(Date.now() - 3600_000).toISOString() })).length).toBe(4);
    });

    it('sorts with id as tie-breaker and pages without overlap', async () => {
      const all = (await get(t, admin, '/admin/tutor', { search: '@list.test', sort: 'hourlyRateCents', dir: 'asc' })).json().data;
      expect(all.total).toBe(4);
      const rates = all.items.map((i: { hourlyRateCents: number }) => i.hourlyRateCents);
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
      const page1 = (await get(t, admin, '/admin/tutor', { search: '@list.test', sort: 'hourlyRateCents', limit: 2, page: 1 })).json().data;
      const page2 = (await get(t, admin, '/admin/tutor', { search: '@list.test', sort: 'hourlyRateCents', limit: 2, page: 2 })).json().data;
      const seen = [...page1.items, ...page2.items].map((i: { id: number }) => i.id);
      expect(new Set(seen).size).toBe(4);
      expect(seen).toEqual(all.items.map((i: { id: number }) => i.id));
      const byName = names(await get(t, admin, '/admin/tutor', { search: '@list.test', sort: 'displayName', dir: 'desc' }));
      expect(byName).toEqual(['Zed 100% Sure', 'Under_Score', 'Plain Listed', 'Approved Listed']);
    });

    it('lists subject names and refuses unknown sorts, filters and bad ranges', async () => {
      // By its own address: a random test address of an earlier tutor may hold "zed" too.
      const zed = (await get(t, admin, '/admin/tutor', { search: 'zed@list.test' })).json().data.items[0];
      expect(zed).toMatchObject({ id: ids.percent, subjects: ['Algebra'], approvalStatus: 'pending' });
      expect((await get(t, admin, '/admin/tutor', { sort: 'passwordHash' })).statusCode).toBe(400);
      expect((await get(t, admin, '/admin/tutor', { colour: 'red' })).statusCode).toBe(400);
      const range = await get(t, admin, '/admin/tutor', { minHourlyRate: 5000, maxHourlyRate: 1000 });
      expect(range.statusCode).toBe(400);
      expect(range.json().errors).toHaveProperty('maxHourlyRate');
      expect((await get(t, admin, '/admin/tutor', { createdFrom: 'yesterday' })).json().errors).toHaveProperty('createdFrom');
    });
  });

  describe('delete (POST /admin/tutor/delete/{id})', () => {
    it('soft-deletes: cancels future pending bookings, keeps the rest readable with the name, frees the email', async () => {
      const id = await createTutor(t, admin, { displayName: 'Leaving Tutor', email: 'leaving@example.test' });
      const student = await createStudent(t, admin);
      const past = await insertBooking(t, { studentId: student, tutorId: id, lessonAt: daysFromNow(-10), paymentStatus: 'paid' });
      const futurePending = await insertBooking(t, { studentId: student, tutorId: id, lessonAt: daysFromNow(5), paymentStatus: 'pending' });
      const futurePaid = await insertBooking(t, { studentId: student, tutorId: id, lessonAt: daysFromNow(6), paymentStatus: 'paid' });

      const res = await post(t, admin, `/admin/tutor/delete/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { ids: [id] }, message: 'Tutor deleted; 1 future booking still pending payment was cancelled' });

      expect((await get(t, admin, `/admin/tutor/${id}`)).statusCode).toBe(404);
      expect((await get(t, admin, '/admin/tutor', { search: 'Leaving' })).json().data.total).toBe(0);
      const pastTx = (await get(t, admin, `/admin/transactions/${past}`)).json().data;
      expect(pastTx).toMatchObject({ tutorName: 'Leaving Tutor', paymentStatus: 'paid', tutor: { id, displayName: 'Leaving Tutor', deleted: true } });
      expect((await get(t, admin, `/admin/transactions/${futurePending}`)).json().data.paymentStatus).toBe('cancelled');
      expect((await get(t, admin, `/admin/transactions/${futurePaid}`)).json().data.paymentStatus).toBe('paid');
      expect((await auditRows(t, 'tutors', id)).at(-1)).toMatchObject({ action: 'delete', after: { deleted: true, cancelledBookings: 1 } });

      await createTutor(t, admin, { email: 'leaving@example.test' });
      expect((await post(t, admin, `/admin/tutor/delete/${id}`)).statusCode).toBe(404);
    });

    it('deletes tutors only', async () => {
      const student = await createStudent(t, admin);
      expect((await post(t, admin, `/admin/tutor/delete/${student}`)).statusCode).toBe(404);
      expect((await get(t, admin, `/admin/user/${student}`)).statusCode).toBe(200);
    });
  });

  describe('bulk delete (POST /admin/tutor/bulk)', () => {
    it('deletes several tutors in one call, each audited; an id that is no tutor changes nothing', async () => {
      const first = await createTutor(t, admin, { displayName: 'Bulk Tutor One' });
      const second = await createTutor(t, admin, { displayName: 'Bulk Tutor Two' });
      const student = await createStudent(t, admin);
      const refused = await post(t, admin, '/admin/tutor/bulk', { action: 'delete', ids: [first, student] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toContain(String(student));
      expect((await get(t, admin, `/admin/tutor/${first}`)).statusCode).toBe(200);

      const res = await post(t, admin, '/admin/tutor/bulk', { action: 'delete', ids: [first, second] });
      expect(res.json()).toMatchObject({ data: { ids: [first, second] }, message: '2 tutors deleted' });
      for (const id of [first, second]) {
        expect((await get(t, admin, `/admin/tutor/${id}`)).statusCode).toBe(404);
        expect((await auditRows(t, 'tutors', id)).at(-1)).toMatchObject({ action: 'delete', after: { deleted: true } });
      }
      expect((await get(t, admin, `/admin/user/${student}`)).statusCode).toBe(200);
    });
  });
});
