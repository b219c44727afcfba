import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsTrash, listedFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { purgeExpiredTrash } from '../../server/trash/trash.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createSample, declaredCaller, deleteManyCaller, listQueryAsSent } from '../helpers/declared.js';
import { createTutor, post } from '../helpers/people.js';

/**
 * The trash of every declared resource that keeps one (`keepsTrash`), tested from its declaration alone:
 * a delete hides the record everywhere and keeps it in the trash; a restore puts it back under its id;
 * a superAdmin removes it for good, as the server does once the settings' retention has passed.
 */
const all = await discoverDeclarations();
const withTrash = all.filter(keepsTrash);

let t: TestApp;
let superAdmin: TestAccount;
let editor: TestAccount;
let tutor: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  editor = await createTestAccount(t, 'admin', { userRole: 'editor', displayName: 'Eddie Editor' });
  tutor = await createTestAccount(t, 'tutor');
});
afterAll(async () => t.close());

let serial = 0;
const unique = () => `t${(serial += 1)}x${Date.now().toString(36)}`;
const v1 = (url: string) => `/api/v1/admin/trash/${url}`;

it('keeps a trash for every resource whose records can be deleted, by the generic delete call or its own', () => {
  expect(withTrash.map((declaration) => declaration.name)).toEqual(
    expect.arrayContaining(['announcements', 'languages', 'levels', 'pages', 'report-titles', 'subjects', 'tutors', 'users', 'admin-management']),
  );
});

describe.each(withTrash.map((declaration) => [declaration.name, declaration] as const))('the trash of %s', (name, declaration: ResourceDeclaration) => {
  const call = () => declaredCaller(t, declaration);
  const trashOf = async (by: TestAccount, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${v1(name)}${query}`, headers: by.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Array<{ id: number; label: string; deletedByName: string; deletedAt: string; purgeAt: string; record: Record<string, unknown> }>; total: number };
  };
  const send = (by: TestAccount, action: 'restore' | 'remove' | 'empty', ids?: number[]) =>
    t.app.inject({ method: 'POST', url: `${v1(name)}/${action}`, headers: by.headers, ...(ids ? { payload: { ids } } : {}) });
  const listed = async (id: number) => {
    const res = await call()(superAdmin, 'list', { query: listQueryAsSent(declaration, { limit: 500, ids: String(id) }) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Array<{ id: number }>).some((item) => item.id === id);
  };
  const remove = async (ids: number[]) => {
    const res = await deleteManyCaller(t, declaration)(superAdmin, ids);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a delete hides the record from its list and get call and keeps it, with who deleted it and when, in the trash', async () => {
    // A label in capitals and small letters, found by a search in small letters.
    const record = await createSample(t, superAdmin, declaration, all, unique(), { [declaration.labelField]: `Trashed ${unique()}` });
    await remove([record.id]);
    expect(await listed(record.id)).toBe(false);
    expect((await call()(superAdmin, 'get', { id: record.id })).statusCode).toBe(404);

    const label = String(record[declaration.labelField]);
    const trash = await trashOf(superAdmin, `?search=${encodeURIComponent(label)}`);
    const item = trash.items.find((each) => each.id === record.id)!;
    expect(item).toMatchObject({ label, deletedByName: 'Sue Super' });
    // The search ignores case, as every list's does.
    expect((await trashOf(superAdmin, `?search=${encodeURIComponent(label.toLowerCase())}`)).items.map((each) => each.id)).toContain(record.id);
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 86_400_000);
    for (const field of listedFields(declaration)) expect(item.record[field], field).toEqual(record[field]);
  });

  it('a restore puts the records back under their ids with their values, all or none, each with a restore entry in its history', async () => {
    const first = await createSample(t, superAdmin, declaration, all, unique());
    const second = await createSample(t, superAdmin, declaration, all, unique());
    await remove([first.id, second.id]);

    const partly = await send(superAdmin, 'restore', [first.id, 2_147_483_000]);
    expect(partly.statusCode, partly.body).toBe(404);
    expect(await listed(first.id)).toBe(false);

    const restored = await send(superAdmin, 'restore', [first.id, second.id]);
    expect(restored.json()).toEqual({ data: { ids: [first.id, second.id] } });
    const back = (await call()(superAdmin, 'get', { id: first.id })).json().data as Record<string, unknown>;
    const { updatedAt: _version, usageCount: _uses, ...values } = first;
    expect(back).toMatchObject(values);
    expect(Date.parse(String(back.updatedAt))).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await listed(second.id)).toBe(true);
    expect((await trashOf(superAdmin)).items.map((item) => item.id)).not.toContain(first.id);

    const history = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?recordId=${first.id}&sort=id&dir=desc&limit=1`, headers: superAdmin.headers });
    expect(history.json().data.items[0]).toMatchObject({ action: 'restore', actorName: 'Sue Super' });
  });

  const uniqueField = Object.entries(declaration.fields).find(([, field]) => field.unique && field.kind === 'text' && !field.readOnly)?.[0];
  // Only a resource with a unique text its create call takes can meet the clash (languages, pages, ...).
  if (uniqueField && declaration.access.create) it('a restore whose unique value was taken since is refused with 409 naming the field, and changes nothing', async () => {
    const record = await createSample(t, superAdmin, declaration, all, unique());
    await remove([record.id]);
    await createSample(t, superAdmin, declaration, all, unique(), { [uniqueField!]: record[uniqueField!] });
    const res = await send(superAdmin, 'restore', [record.id]);
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().errors ?? {})).toEqual([uniqueField]);
    expect((await trashOf(superAdmin)).items.map((item) => item.id)).toContain(record.id);
  });

  it('a superAdmin removes records for good; the trash is for those who may delete the records, removal for a superAdmin only', async () => {
    const record = await createSample(t, superAdmin, declaration, all, unique());
    await remove([record.id]);
    expect((await t.app.inject({ method: 'GET', url: v1(name), headers: tutor.headers })).statusCode).toBe(403);
    const editorMay = declaration.access.delete === 'editor';
    expect((await t.app.inject({ method: 'GET', url: v1(name), headers: editor.headers })).statusCode).toBe(editorMay ? 200 : 403);
    expect((await send(editor, 'remove', [record.id])).statusCode).toBe(403);

    expect((await send(superAdmin, 'remove', [record.id])).statusCode).toBe(200);
    expect((await trashOf(superAdmin)).items.map((item) => item.id)).not.toContain(record.id);
    expect((await send(superAdmin, 'restore', [record.id])).statusCode).toBe(404);
    expect(await listed(record.id)).toBe(false);
  });

  it('the server removes for good what has stayed longer than the settings keep it; emptying removes the rest', async () => {
    const old = await createSample(t, superAdmin, declaration, all, unique());
    const recent = await createSample(t, superAdmin, declaration, all, unique());
    await remove([old.id, recent.id]);
    await t.db.updateTable('trashedRecords').set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) }).where('resource', '=', name).where('recordId', '=', old.id).execute();
    expect(await purgeExpiredTrash(t.db)).toBeGreaterThanOrEqual(1);
    const ids = (await trashOf(superAdmin, '?limit=500')).items.map((item) => item.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);

    const emptied = await send(superAdmin, 'empty');
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.removed).toBeGreaterThanOrEqual(1);
    expect((await trashOf(superAdmin)).total).toBe(0);
  });
});

it('refuses a resource that keeps no trash with 400 naming the resource', async () => {
  for (const name of ['site-setting', 'transactions', 'nothing-here', 'Bad_Name']) {
    const res = await t.app.inject({ method: 'GET', url: v1(name), headers: superAdmin.headers });
    expect(res.statusCode, name).toBe(400);
    expect(Object.keys(res.json().errors), name).toEqual(['resource']);
  }
});

it('refuses a reference to a record in the trash with 400 saying it is there, until it is restored', async () => {
  const languages = all.find((declaration) => declaration.name === 'languages')!;
  const latin = await createSample(t, superAdmin, languages, all, 'lt', { name: `Latin ${unique()}`, code: null, sortOrder: 1 });
  const tutorId = await createTutor(t, superAdmin);
  expect((await deleteManyCaller(t, languages)(superAdmin, [latin.id])).statusCode).toBe(200);
  const refused = await post(t, superAdmin, `/admin/tutor/${tutorId}`, { languageIds: [latin.id] });
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json()).toMatchObject({
    reason: 'REFERENCE_IN_TRASH',
    params: { resource: 'languages', labels: [latin.name] },
    errors: { languageIds: `Language "${String(latin.name)}" is in the trash: restore it first, or choose another one` },
  });
  const restored = await t.app.inject({ method: 'POST', url: v1('languages/restore'), headers: superAdmin.headers, payload: { ids: [latin.id] } });
  expect(restored.statusCode, restored.body).toBe(200);
  expect((await post(t, superAdmin, `/admin/tutor/${tutorId}`, { languageIds: [latin.id] })).statusCode).toBe(200);
});
