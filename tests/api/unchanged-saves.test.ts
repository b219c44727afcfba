import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { hasAction, writableFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { profileFormData, withPhoto } from '../../src/dataProvider/profileForm.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createSample, declaredCaller, makeRecord, unlikeBulkAction } from '../helpers/declared.js';
import { editForm } from '../helpers/editForm.js';
import { auditRows, createTutor, get, insertCatalogue, insertReport, post } from '../helpers/people.js';

/**
 * Every update call the admin makes (read off each declaration by the admin's own endpoint table)
 * writes nothing for a save of the form as it was opened: the record keeps its version, so another
 * editor of it meets no conflict, and its history gains no empty entry. A real change still moves
 * the version and is recorded once. So do the bulk changes, for each record already as the call
 * would leave it, and the signed-in admin's own profile.
 */
const all = await discoverDeclarations();
const updatable = all.filter((declaration) => hasAction(declaration, 'update'));

let t: TestApp;
let superAdmin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
});
afterAll(async () => t.close());

/** The first free text the edit form writes: the value a real change changes. */
function changedText(declaration: ResourceDeclaration, id: number): Record<string, string> {
  const name = writableFields(declaration, 'update').find((each) => {
    const field = declaration.fields[each]!;
    return field.kind === 'longText' || (field.kind === 'text' && !field.pattern);
  });
  if (!name) throw new Error(`${declaration.name} has no free text field to change`);
  const field = declaration.fields[name] as { max: number };
  return { [name]: `Changed ${declaration.name} ${id}`.slice(0, field.max) };
}

describe('a save that changes no value writes nothing', () => {
  it.each(updatable.map((declaration) => [declaration.name, declaration] as const))('%s: the version stays and the history gains no entry; a change moves it and is recorded once', async (_name, declaration) => {
    const form = editForm(t, superAdmin, declaration);
    const id = await makeRecord(t, superAdmin, declaration, all, `unchanged-${declaration.name}`);
    const opened = await form.read(id);
    const history = await auditRows(t, declaration.name, id);

    const unchanged = await form.save(opened);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.updatedAt).toBe(opened.updatedAt);
    expect(await form.read(id)).toEqual(opened);
    expect(await auditRows(t, declaration.name, id)).toEqual(history);

    const changed = await form.save(opened, { ...opened, ...changedText(declaration, id) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.updatedAt).not.toBe(opened.updatedAt);
    expect((await form.read(id)).updatedAt).toBe(changed.json().data.updatedAt);
    expect((await auditRows(t, declaration.name, id)).map((entry) => entry.action)).toEqual([...history.map((entry) => entry.action), 'update']);
  });
});

describe("a tutor's subjects, languages and levels are values of the tutor", () => {
  it('a save of the same links keeps the version; a change of the links alone moves it and is recorded once', async () => {
    const { subjects, languages, levels } = await insertCatalogue(t);
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).reverse();
    const id = await createTutor(t, superAdmin, { subjectIds: ids(subjects), languageIds: ids(languages), levelIds: ids(levels) });
    const form = editForm(t, superAdmin, all.find((declaration) => declaration.name === 'tutors')!);
    const opened = await form.read(id);
    const history = await auditRows(t, 'tutors', id);

    const unchanged = await form.save(opened);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data).toEqual(opened);
    expect(await auditRows(t, 'tutors', id)).toEqual(history);

    const changed = await form.save(opened, { ...opened, subjectIds: [subjects[0]!.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ subjectIds: [subjects[0]!.id], languageIds: opened.languageIds, levelIds: opened.levelIds });
    expect(changed.json().data.updatedAt).not.toBe(opened.updatedAt);
    expect((await auditRows(t, 'tutors', id)).map((entry) => entry.action)).toEqual([...history.map((entry) => entry.action), 'update']);
  });
});

/**
 * One bulk call on a record already as the call leaves it (`same`) and one it changes (`moved`):
 * `same` keeps its version and history, `moved` changes and gains one entry named `action`, and the
 * answer lists both ids, as it did before records were left unwritten.
 */
async function expectBulkLeavesSame(
  resource: string,
  read: (id: number) => Promise<Record<string, unknown>>,
  ids: { same: number; moved: number },
  bulk: (ids: number[]) => Promise<{ statusCode: number; body: string; json: () => { data: { ids: number[] } } }>,
  action: string,
) {
  const opened = { same: await read(ids.same), moved: await read(ids.moved) };
  const history = { same: await auditRows(t, resource, ids.same), moved: await auditRows(t, resource, ids.moved) };

  const res = await bulk([ids.moved, ids.same]);
  expect(res.statusCode, res.body).toBe(200);
  const ascending = (list: number[]) => [...list].sort((a, b) => a - b);
  expect(ascending(res.json().data.ids)).toEqual(ascending([ids.same, ids.moved]));

  expect(await read(ids.same)).toEqual(opened.same);
  expect(await auditRows(t, resource, ids.same)).toEqual(history.same);
  const moved = await read(ids.moved);
  expect(moved.updatedAt).not.toBe(opened.moved.updatedAt);
  expect((await auditRows(t, resource, ids.moved)).map((entry) => entry.action)).toEqual([...history.moved.map((entry) => entry.action), action]);
}

const bulkActions = all.flatMap((declaration) => Object.keys(declaration.bulk ?? {}).map((action) => [`${declaration.name} ${action}`, declaration, action] as const));

describe('a bulk change leaves a record already as it would leave it unwritten', () => {
  it.each(bulkActions)('%s: such a record keeps its version and history; the others change and are recorded once', async (_name, declaration, action) => {
    const make = async (label: string, values: Record<string, unknown>) => (await createSample(t, superAdmin, declaration, all, `bulk-${label}-${declaration.name}-${action}`, values)).id;
    const same = await make('same', declaration.bulk![action]!.set);
    const moved = await make('moved', unlikeBulkAction(declaration, action));
    const form = editForm(t, superAdmin, declaration);
    const bulk = (ids: number[]) => declaredCaller(t, declaration)(superAdmin, 'bulk', { body: { action, ids } });
    await expectBulkLeavesSame(declaration.name, (id) => form.read(id), { same, moved }, bulk, action);
  });

  it("reports' bulk status: a report already in the status keeps its version and history", async () => {
    const reporter = await createTestAccount(t, 'user');
    const reported = await createTestAccount(t, 'tutor');
    const same = await insertReport(t, { reporterId: reporter.id, reportedId: reported.id, status: 'in_review' });
    const moved = await insertReport(t, { reporterId: reporter.id, reportedId: reported.id, status: 'open' });
    const read = async (id: number) => (await get(t, superAdmin, `/admin/report-management/${id}`)).json().data;
    await expectBulkLeavesSame('reports', read, { same, moved }, (ids) => post(t, superAdmin, '/admin/report-management/bulk-status', { ids, status: 'in_review' }), 'update');
    expect((await read(moved)).status).toBe('in_review');
  });

  it("tutors' bulk status: a tutor already in the move's status keeps its version, reason and history", async () => {
    const same = await createTutor(t, superAdmin);
    const moved = await createTutor(t, superAdmin);
    expect((await post(t, superAdmin, `/admin/tutor/${same}/status`, { action: 'approve', reason: 'Diploma checked' })).statusCode).toBe(200);
    const read = async (id: number) => (await get(t, superAdmin, `/admin/tutor/${id}`)).json().data;
    const approve = (ids: number[]) => post(t, superAdmin, '/admin/tutor/bulk-status', { ids, action: 'approve', reason: 'Diplomas checked' });
    await expectBulkLeavesSame('tutors', read, { same, moved }, approve, 'approve');
    expect(await read(same)).toMatchObject({ approvalStatus: 'approved', statusReason: 'Diploma checked' });
    expect(await read(moved)).toMatchObject({ approvalStatus: 'approved', statusReason: 'Diplomas checked' });
  });
});

describe("the signed-in admin's own profile", () => {
  it('a save of the profile as opened keeps the version and the history; a change moves it and is recorded once', async () => {
    const admin = await createTestAccount(t, 'admin', { displayName: 'Olive Own' });
    const read = async () => (await get(t, admin, `/admin/user/${admin.id}`)).json().data;
    /** What the profile screen sends for `values` edited from the profile as opened. */
    const save = async (opened: Record<string, unknown>, values: Record<string, unknown> = opened) => {
      const request = new Request('http://profile.test', { method: 'POST', body: profileFormData(withPhoto(values as { id: number }), withPhoto(opened as { id: number })) });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/profileUpdateFileUpload',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
      });
    };
    const opened = await read();
    const history = await auditRows(t, 'profile', admin.id);

    const unchanged = await save(opened);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.updatedAt).toBe(opened.updatedAt);
    expect(await read()).toEqual(opened);
    expect(await auditRows(t, 'profile', admin.id)).toEqual(history);

    const changed = await save(opened, { ...opened, phone: '+1 555 0199' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ phone: '+1 555 0199' });
    expect(changed.json().data.updatedAt).not.toBe(opened.updatedAt);
    expect((await read()).updatedAt).toBe(changed.json().data.updatedAt);
    expect((await auditRows(t, 'profile', admin.id)).map((entry) => entry.action)).toEqual([...history.map((entry) => entry.action), 'update']);
  });
});
