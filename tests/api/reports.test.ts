import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, createStudent, createTutor, daysFromNow, get, insertBooking, insertCatalogue, insertReport, post, type Catalogue } from '../helpers/people.js';

describe('reports API', () => {
  let t: TestApp;
  let admin: TestAccount;
  let cat: Catalogue;
  let people: { student: number; tutor: number };
  let reports: number[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin' });
    cat = await insertCatalogue(t);
    const student = await createStudent(t, admin, { displayName: 'Rita Reporter' });
    const tutor = await createTutor(t, admin, { displayName: 'Ted Reported' });
    const other = await createStudent(t, admin, { displayName: 'Olly 100%' });
    people = { student, tutor };
    reports = [
      await insertReport(t, { reporterId: student, reportedId: tutor, reportTitleId: cat.reportTitles[0]!.id, description: 'Did not show up', createdAt: daysFromNow(-3) }),
      await insertReport(t, { reporterId: other, reportedId: tutor, reportTitleId: cat.reportTitles[1]!.id, description: 'Sent spam_links', status: 'in_review', createdAt: daysFromNow(-2) }),
      await insertReport(t, { reporterId: tutor, reportedId: student, description: 'Rude messages', status: 'resolved', createdAt: daysFromNow(-1) }),
    ];
  });
  afterAll(async () => t.close());

  const idsOf = async (query: Record<string, string | number>) =>
    (await get(t, admin, '/admin/report-management', query)).json().data.items.map((i: { id: number }) => i.id);

  it('lists reports with title and both names', async () => {
    const res = await get(t, admin, '/admin/report-management', { sort: 'createdAt', dir: 'desc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.items.at(-1)).toMatchObject({
      id: reports[0],
      reportTitle: 'No-show',
      reporterName: 'Rita Reporter',
      reportedName: 'Ted Reported',
      reportedType: 'tutor',
      status: 'open',
    });
  });

  it('filters by status, title, reporter, reported and date', async () => {
    expect(await idsOf({ status: 'in_review' })).toEqual([reports[1]]);
    expect(await idsOf({ reportTitleId: cat.reportTitles[0]!.id })).toEqual([reports[0]]);
    expect(await idsOf({ reporterId: people.tutor })).toEqual([reports[2]]);
    expect(await idsOf({ reportedId: people.tutor, sort: 'id' })).toEqual([reports[0], reports[1]]);
    expect(await idsOf({ createdFrom: daysFromNow(-1.5).toISOString() })).toEqual([reports[2]]);
    expect((await get(t, admin, '/admin/report-management', { status: 'closed' })).statusCode).toBe(400);
    expect((await get(t, admin, '/admin/report-management', { sort: 'description' })).statusCode).toBe(400);
  });

  it('searches description and names, case-insensitive, % and _ literal', async () => {
    expect(await idsOf({ search: 'SHOW UP' })).toEqual([reports[0]]);
    expect(await idsOf({ search: 'ted rep', sort: 'id' })).toEqual([reports[0], reports[1], reports[2]]);
    expect(await idsOf({ search: '100%' })).toEqual([reports[1]]);
    expect(await idsOf({ search: 'spam_l' })).toEqual([reports[1]]);
    expect(await idsOf({ search: 'm_s' })).toEqual([]);
  });

  it('pages without overlap', async () => {
    const all = await idsOf({ sort: 'status' });
    const paged = [...(await idsOf({ sort: 'status', limit: 2, page: 1 })), ...(await idsOf({ sort: 'status', limit: 2, page: 2 }))];
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(3);
  });

  it('shows a report with both people and the reported account\'s 5 latest bookings', async () => {
    const bookings = [];
    for (let day = 1; day <= 6; day += 1) bookings.push(await insertBooking(t, { studentId: people.student, tutorId: people.tutor, lessonAt: daysFromNow(-day) }));
    const res = await get(t, admin, `/admin/report-management/${reports[0]}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      reporter: { id: people.student, displayName: 'Rita Reporter', userType: 'user', deleted: false },
      reported: { id: people.tutor, displayName: 'Ted Reported', userType: 'tutor' },
      adminNote: '',
      resolvedById: null,
      resolvedByName: null,
    });
    expect(data.reportedRecentBookings.map((b: { id: number }) => b.id)).toEqual(bookings.slice(0, 5));
    expect((await get(t, admin, '/admin/report-management/999999')).statusCode).toBe(404);
  });

  it('resolving records who and when; reopening clears it; every change is audited', async () => {
    const id = reports[1]!;
    const resolved = await post(t, admin, `/admin/report-management/update/${id}`, { status: 'resolved', adminNote: 'Warned the tutor' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'resolved', adminNote: 'Warned the tutor', resolvedById: admin.id, resolvedByName: 'Adam Admin' });
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    const noteOnly = await post(t, admin, `/admin/report-management/update/${id}`, { adminNote: 'Warned twice' });
    expect(noteOnly.json().data).toMatchObject({ status: 'resolved', adminNote: 'Warned twice', resolvedById: admin.id });
    const reopened = await post(t, admin, `/admin/report-management/update/${id}`, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', resolvedById: null, resolvedByName: null, resolvedAt: null, adminNote: 'Warned twice' });
    const audit = await auditRows(t, 'reports', id);
    expect(audit.map((row) => row.action)).toEqual(['update', 'update', 'update']);
    expect(audit[0]).toMatchObject({ before: { status: 'in_review', resolvedById: null }, after: { status: 'resolved', resolvedById: admin.id } });
  });

  it('refuses bad updates and changes nothing', async () => {
    const id = reports[0]!;
    for (const [body, field] of [
      [{ status: 'closed' }, 'status'],
      [{ adminNote: 'x'.repeat(5001) }, 'adminNote'],
      [{}, 'status'],
      [{ status: 'open', resolvedById: 1 }, 'request'],
    ] as const) {
      const res = await post(t, admin, `/admin/report-management/update/${id}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect((await post(t, admin, `/admin/report-management/update/${id}`, { adminNote: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await post(t, admin, '/admin/report-management/update/999999', { status: 'open' })).statusCode).toBe(404);
    expect((await get(t, admin, `/admin/report-management/${id}`)).json().data.status).toBe('open');
  });
  describe('bulk status (POST /admin/report-management/bulk-status)', () => {
    const fresh = async (status: 'open' | 'in_review' | 'resolved' | 'dismissed' = 'open') =>
      insertReport(t, { reporterId: people.student, reportedId: people.tutor, description: 'Bulk', status });
    const stateOf = async (ids: number[]) =>
      Promise.all(
        ids.map(async (id) => {
          const { status, adminNote, resolvedById, resolvedAt, updatedAt } = (await get(t, admin, `/admin/report-management/${id}`)).json().data;
          return { id, status, adminNote, resolvedById, resolvedAt, updatedAt, audit: (await auditRows(t, 'reports', id)).length };
        }),
      );

    it('resolves several reports in one call, each as the single update does, audited per report, notes kept', async () => {
      const ids = [await fresh(), await fresh('in_review'), await fresh()];
      await post(t, admin, `/admin/report-management/update/${ids[1]}`, { adminNote: 'Keep me' });
      const res = await post(t, admin, '/admin/report-management/bulk-status', { ids: [ids[2], ids[1], ids[0]], status: 'resolved' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { ids }, message: '3 reports updated' });
      for (const id of ids) {
        const data = (await get(t, admin, `/admin/report-management/${id}`)).json().data;
        expect(data).toMatchObject({ status: 'resolved', resolvedById: admin.id, resolvedByName: 'Adam Admin' });
        expect(data.resolvedAt).not.toBeNull();
        const audit = await auditRows(t, 'reports', id);
        expect(audit.at(-1)).toMatchObject({
          action: 'update',
          before: { status: id === ids[1] ? 'in_review' : 'open', resolvedById: null },
          after: { status: 'resolved', resolvedById: admin.id },
        });
      }
      expect((await get(t, admin, `/admin/report-management/${ids[1]}`)).json().data.adminNote).toBe('Keep me');

      const reopened = await post(t, admin, '/admin/report-management/bulk-status', { ids: ids.slice(0, 2), status: 'open' });
      expect(reopened.statusCode).toBe(200);
      expect((await stateOf(ids.slice(0, 2))).map(({ status, resolvedById, resolvedAt }) => ({ status, resolvedById, resolvedAt }))).toEqual([
        { status: 'open', resolvedById: null, resolvedAt: null },
        { status: 'open', resolvedById: null, resolvedAt: null },
      ]);
    });

    it('leaves aside an X-Revert-Of, which only an update call takes', async () => {
      const ids = [await fresh(), await fresh()];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/report-management/bulk-status',
        headers: { ...admin.headers, 'x-revert-of': '1' },
        payload: { ids, status: 'resolved' },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const id of ids) expect((await auditRows(t, 'reports', id)).at(-1)).toMatchObject({ action: 'update', after: { status: 'resolved' } });
    });

    it('is all or nothing: an unknown report is a 404 naming it and nothing changes', async () => {
      const ids = [await fresh(), await fresh('in_review'), await fresh('dismissed')];
      const before = await stateOf(ids);
      const res = await post(t, admin, '/admin/report-management/bulk-status', { ids: [...ids, 999_999], status: 'resolved' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Report 999999 not found' });
      expect(await stateOf(ids)).toEqual(before);
    });

    it('validates ids and status, and refuses students and tutors', async () => {
      const id = await fresh();
      for (const [body, field] of [
        [{ ids: [], status: 'resolved' }, 'ids'],
        [{ ids: [id, id], status: 'resolved' }, 'ids'],
        [{ ids: [0], status: 'resolved' }, 'ids.0'],
        [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 'resolved' }, 'ids'],
        [{ ids: [id], status: 'closed' }, 'status'],
        [{ ids: [id] }, 'status'],
        [{ ids: [id], status: 'resolved', adminNote: 'x' }, 'request'],
      ] as const) {
        const res = await post(t, admin, '/admin/report-management/bulk-status', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().errors, JSON.stringify(body).slice(0, 60)).toHaveProperty([field]);
      }
      for (const type of ['user', 'tutor'] as const) {
        const by = await createTestAccount(t, type);
        expect((await post(t, by, '/admin/report-management/bulk-status', { ids: [id], status: 'resolved' })).statusCode).toBe(403);
      }
      expect((await post(t, undefined, '/admin/report-management/bulk-status', { ids: [id], status: 'resolved' })).statusCode).toBe(401);
      expect((await get(t, admin, `/admin/report-management/${id}`)).json().data.status).toBe('open');
    });
  });

  it("searches the people's names of today: a rename finds the report by its new name, not its old one", async () => {
    const reporter = await createStudent(t, admin, { displayName: 'Quentin Oldname' });
    const report = await insertReport(t, { reporterId: reporter, reportedId: people.tutor, description: 'Cancelled twice' });
    expect(await idsOf({ search: 'oldname' })).toEqual([report]);
    expect((await post(t, admin, `/admin/user/${reporter}`, { displayName: 'Quentin Newname' })).statusCode).toBe(200);
    expect(await idsOf({ search: 'newname' })).toEqual([report]);
    expect(await idsOf({ search: 'oldname' })).toEqual([]);
    expect(await idsOf({ search: 'cancelled twice' })).toEqual([report]);
    expect(await idsOf({ search: 'cancelled\nquentin' })).toEqual([]);
  });
});
