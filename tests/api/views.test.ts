import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent, createTutor, get, insertReport, post } from '../helpers/people.js';

interface View {
  id: number;
  resource: string;
  name: string;
  shippedKey: string | null;
  ownerId: number | null;
  shared: boolean;
  pinned: boolean;
  query: Record<string, string>;
  hiddenColumns: string[] | null;
  mayChange: boolean;
  updatedAt: string;
}

/** Saved views of every list: private to their owner, or shared with all staff and changed by those who may change the list's records. */
describe('saved views', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;
  let colleague: TestAccount;
  const unique = Date.now().toString(36);

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await createTestAccount(t, 'superAdmin');
    admin = await createTestAccount(t, 'admin', { userRole: 'admin' });
    colleague = await createTestAccount(t, 'admin', { userRole: 'editor' });
  }, 60_000);
  afterAll(async () => t.close());

  const send = (method: 'PUT' | 'DELETE', by: TestAccount, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...by.headers, ...headers }, ...(payload ? { payload } : {}) });
  const viewsOf = async (by: TestAccount, resource?: string): Promise<View[]> => {
    const res = await get(t, by, '/admin/views', resource ? { resource } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as View[];
  };
  const save = async (by: TestAccount, view: Record<string, unknown>): Promise<View> => {
    const res = await post(t, by, '/admin/views', view);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as View;
  };
  const countsOf = async (by: TestAccount): Promise<Map<number, number>> => {
    const res = await get(t, by, '/admin/views/counts');
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data.items as { id: number; total: number }[]).map((item) => [item.id, item.total]));
  };
  const savedRows = async () => Number((await t.db.selectFrom('savedViews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('ships open reports, tutors waiting for approval and failed payments, shared and pinned, with live counts', async () => {
    const shipped = (await viewsOf(admin)).filter((view) => view.shippedKey !== null);
    expect(shipped.map((view) => [view.resource, view.shippedKey, view.query])).toEqual([
      ['reports', 'openReports', { status: 'open', sort: 'createdAt', dir: 'desc' }],
      ['transactions', 'failedPayments', { paymentStatus: 'failed', sort: 'lessonAt', dir: 'desc' }],
      ['tutors', 'tutorsAwaitingApproval', { approvalStatus: 'pending', sort: 'createdAt', dir: 'asc' }],
    ]);
    expect(shipped.every((view) => view.shared && view.pinned && view.ownerId === null)).toBe(true);

    const openReports = shipped.find((view) => view.shippedKey === 'openReports')!;
    const before = (await countsOf(admin)).get(openReports.id)!;
    await insertReport(t, { reporterId: await createStudent(t, superAdmin), reportedId: await createTutor(t, superAdmin), status: 'open' });
    await insertReport(t, { reporterId: await createStudent(t, superAdmin), reportedId: await createTutor(t, superAdmin), status: 'resolved' });
    expect((await countsOf(admin)).get(openReports.id)).toBe(before + 1);
    const list = await get(t, admin, '/admin/report-management', { status: 'open', limit: 1 });
    expect(list.json().data.total).toBe(before + 1);
  });

  it('keeps a private view to its owner: others neither see, count, change nor remove it', async () => {
    const mine = await save(admin, { resource: 'tutors', name: `Approved ${unique}`, pinned: true, query: { approvalStatus: 'approved', sort: 'displayName', dir: 'asc', limit: '50' }, hiddenColumns: ['email'] });
    expect(mine).toMatchObject({ shared: false, pinned: true, ownerId: admin.id, mayChange: true, hiddenColumns: ['email'] });
    expect((await viewsOf(admin, 'tutors')).map((view) => view.id)).toContain(mine.id);
    expect((await countsOf(admin)).has(mine.id)).toBe(true);

    for (const other of [colleague, superAdmin]) {
      expect((await viewsOf(other)).map((view) => view.id)).not.toContain(mine.id);
      expect((await countsOf(other)).has(mine.id)).toBe(false);
      expect((await send('PUT', other, `/admin/views/${mine.id}`, { name: 'Taken over' })).statusCode).toBe(404);
      expect((await send('DELETE', other, `/admin/views/${mine.id}`)).statusCode).toBe(404);
    }
    expect((await viewsOf(admin, 'tutors')).find((view) => view.id === mine.id)?.name).toBe(`Approved ${unique}`);
  });

  it('shows a shared view to all staff, read-only to those without the right to change the list\'s records', async () => {
    // Nobody changes transactions: sharing a view of them is a superAdmin's.
    const refused = await post(t, admin, '/admin/views', { resource: 'transactions', name: `Refunds ${unique}`, shared: true, query: { paymentStatus: 'refunded' } });
    expect(refused.statusCode).toBe(403);
    const shared = await save(superAdmin, { resource: 'transactions', name: `Refunds ${unique}`, shared: true, query: { paymentStatus: 'refunded' } });

    const seen = (await viewsOf(admin, 'transactions')).find((view) => view.id === shared.id);
    expect(seen).toMatchObject({ shared: true, mayChange: false, ownerId: superAdmin.id });
    expect((await send('PUT', admin, `/admin/views/${shared.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await send('DELETE', admin, `/admin/views/${shared.id}`)).statusCode).toBe(403);

    // Any staff member may change reports, so any may change a shared view of them.
    const reportsView = await save(admin, { resource: 'reports', name: `In review ${unique}`, shared: true, query: { status: 'in_review' } });
    const changed = await send('PUT', colleague, `/admin/views/${reportsView.id}`, { pinned: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ pinned: true, mayChange: true });

    // A plain admin never sees a view of a list they may not read.
    const staffView = await save(superAdmin, { resource: 'admin-management', name: `Staff ${unique}`, shared: true, query: {} });
    expect((await viewsOf(admin)).map((view) => view.id)).not.toContain(staffView.id);
    expect((await get(t, admin, '/admin/views', { resource: 'admin-management' })).statusCode).toBe(403);
  });

  it('refuses a view its list would refuse, naming the value, and writes nothing', async () => {
    const rows = await savedRows();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ resource: 'tutors', name: 'Bad', query: { colour: 'blue' } }, 400, 'query'],
      [{ resource: 'tutors', name: 'Bad', query: { approvalStatus: 'maybe' } }, 400, 'query.approvalStatus'],
      [{ resource: 'tutors', name: 'Bad', query: { sort: 'password' } }, 400, 'query.sort'],
      [{ resource: 'tutors', name: 'Bad', query: { page: '3' } }, 400, 'query'],
      [{ resource: 'nothing-here', name: 'Bad', query: {} }, 400, 'resource'],
      [{ resource: 'tutors', name: '   ', query: {} }, 400, 'name'],
      [{ resource: 'admin-management', name: 'Bad', query: {} }, 403, ''],
    ];
    for (const [view, status, field] of cases) {
      const res = await post(t, admin, '/admin/views', view);
      expect(res.statusCode, `${JSON.stringify(view)}: ${res.body}`).toBe(status);
      if (field) expect(Object.keys(res.json().errors ?? {}).some((key: string) => key.startsWith(field)), res.body).toBe(true);
    }
    const first = await save(admin, { resource: 'languages', name: `Twice ${unique}`, query: {} });
    const again = await post(t, admin, '/admin/views', { resource: 'languages', name: `Twice ${unique}`, query: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toContain('already have a view');
    // The same name is another person's to use.
    await save(colleague, { resource: 'languages', name: `Twice ${unique}`, query: {} });
    expect(await savedRows()).toBe(rows + 2);
    const badChange = await send('PUT', admin, `/admin/views/${first.id}`, { query: { colour: 'blue' } });
    expect(badChange.statusCode).toBe(400);
  });

  it('refuses a change made over someone else\'s (If-Match), and audits renames and removals for a superAdmin to read', async () => {
    const view = await save(admin, { resource: 'reports', name: `Queue ${unique}`, shared: true, query: { status: 'open' } });
    const renamed = await send('PUT', colleague, `/admin/views/${view.id}`, { name: `Queue B ${unique}` }, { 'if-match': `"${view.updatedAt}"` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await send('PUT', admin, `/admin/views/${view.id}`, { name: `Queue C ${unique}` }, { 'if-match': `"${view.updatedAt}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().reason).toBe('EDIT_CONFLICT');
    expect((await send('DELETE', admin, `/admin/views/${view.id}`)).statusCode).toBe(200);
    expect((await viewsOf(admin, 'reports')).map((each) => each.id)).not.toContain(view.id);

    const trail = await get(t, superAdmin, '/admin/audit', { resource: 'saved-views', recordId: String(view.id) });
    expect(trail.statusCode, trail.body).toBe(200);
    const actions = (trail.json().data.items as { action: string; actorName: string }[]).map((entry) => entry.action).sort();
    expect(actions).toEqual(['create', 'delete', 'rename']);
    const hidden = await get(t, admin, '/admin/audit', { resource: 'saved-views', recordId: String(view.id) });
    expect(hidden.statusCode === 403 || hidden.json().data.items.length === 0, hidden.body).toBe(true);
  });
});
