import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, caller, insertTutor } from './contentApi.js';

interface Catalogue {
  name: string;
  listUrl: string;
  base: string;
  field: 'name' | 'title';
  resource: string;
  noun: string;
  /** Makes `count` records use entry `id`. */
  link: (t: TestApp, id: number, count: number) => Promise<void>;
}

const linkTutors = (table: 'tutorLanguages' | 'tutorLevels', column: 'languageId' | 'levelId') => async (t: TestApp, id: number, count: number) => {
  for (let i = 0; i < count; i += 1) {
    const tutorId = await insertTutor(t);
    await t.db.insertInto(table).values({ tutorId, [column]: id } as never).execute();
  }
};

const catalogues: Catalogue[] = [
  { name: 'languages', listUrl: '/tutor/getLanguages', base: '/admin/languages', field: 'name', resource: 'languages', noun: 'tutor', link: linkTutors('tutorLanguages', 'languageId') },
  { name: 'levels', listUrl: '/tutor/getEducationTitle', base: '/admin/levels', field: 'name', resource: 'levels', noun: 'tutor', link: linkTutors('tutorLevels', 'levelId') },
  {
    name: 'report titles',
    listUrl: '/admin/reportTitles',
    base: '/admin/reportTitles',
    field: 'title',
    resource: 'report-titles',
    noun: 'report',
    link: async (t, id, count) => {
      const reporterId = await insertTutor(t, 'Reporter');
      const reportedId = await insertTutor(t, 'Reported');
      for (let i = 0; i < count; i += 1) {
        await t.db.insertInto('reports').values({ reporterId, reportedId, reportTitleId: id, bookingId: null, resolvedById: null }).execute();
      }
    },
  },
];

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
});
afterAll(async () => t.close());

describe.each(catalogues)('$name', (catalogue) => {
  const { field } = catalogue;
  const call = () => caller(t, admin);
  const add = async (label: string) => {
    const res = await call()('POST', `${catalogue.base}/add`, { [field]: label });
    expect(res.status).toBe(200);
    return res.body.data as { id: number } & Record<string, unknown>;
  };
  const labels = async () => {
    const res = await call()('GET', `${catalogue.listUrl}?limit=500&sort=id`);
    return (res.body.data.items as Array<Record<string, unknown>>).map((item) => item[field]);
  };

  it('adds an entry, lists it and audits the write', async () => {
    const created = await add(`${catalogue.name} Alpha`);
    expect(created).toMatchObject({ [field]: `${catalogue.name} Alpha`, usageCount: 0 });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await labels()).toContain(`${catalogue.name} Alpha`);
    const audit = (await auditRows(t, catalogue.resource)).at(-1)!;
    expect(audit).toMatchObject({ action: 'create', recordId: String(created.id), actorName: 'Ada Admin' });
    expect(audit.after).toMatchObject({ [field]: `${catalogue.name} Alpha` });
  });

  it('trims the label and refuses an empty one or an unknown field with 400, storing nothing', async () => {
    const before = await labels();
    const empty = await call()('POST', `${catalogue.base}/add`, { [field]: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.errors[field]).toBeTruthy();
    const unknown = await call()('POST', `${catalogue.base}/add`, { [field]: 'Fine', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(await labels()).toEqual(before);
    const trimmed = await add('  Spaced out  ');
    expect(trimmed[field]).toBe('Spaced out');
  });

  it('refuses a duplicate regardless of case with 409 on the field', async () => {
    await add('Unique One');
    const res = await call()('POST', `${catalogue.base}/add`, { [field]: 'UNIQUE one' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.errors[field]).toMatch(/already exists/);
    const why = { reason: 'DUPLICATE_NAME', params: { resource: catalogue.resource, value: 'UNIQUE one' } };
    expect(res.body).toMatchObject({ ...why, fieldReasons: { [field]: why } });
    expect((await labels()).filter((label) => String(label).toLowerCase() === 'unique one')).toHaveLength(1);
  });

  it('updates an entry, answers it and audits before and after', async () => {
    const created = await add('Old label');
    const res = await call()('POST', `${catalogue.base}/update`, { id: created.id, [field]: 'New label' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, [field]: 'New label' });
    const audit = (await auditRows(t, catalogue.resource)).at(-1)!;
    expect(audit).toMatchObject({ action: 'update', recordId: String(created.id) });
    expect(audit.before).toMatchObject({ [field]: 'Old label' });
    expect(audit.after).toMatchObject({ [field]: 'New label' });
  });

  it('refuses to rename onto another entry (409) and answers 404 for an unknown id', async () => {
    const first = await add('Taken name');
    const second = await add('Free name');
    const clash = await call()('POST', `${catalogue.base}/update`, { id: second.id, [field]: 'taken NAME' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[field]).toBeTruthy();
    const sameCase = await call()('POST', `${catalogue.base}/update`, { id: first.id, [field]: 'Taken Name' });
    expect(sameCase.status).toBe(200);
    const missing = await call()('POST', `${catalogue.base}/update`, { id: 999_999, [field]: 'Whatever' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect(missing.body).toMatchObject({ reason: 'NOT_FOUND', params: { resource: catalogue.resource, ids: [999_999] } });
  });

  it('refuses to remove an entry in use, naming how many records use it', async () => {
    const used = await add('Busy entry');
    await catalogue.link(t, used.id, 2);
    const res = await call()('POST', `${catalogue.base}/remove`, { id: used.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Busy entry is used by 2 ${catalogue.noun}s, so it cannot be removed`);
    expect(res.body).toMatchObject({ reason: 'IN_USE', params: { label: 'Busy entry', uses: { [`${catalogue.noun}s`]: 2 } } });
    expect(await labels()).toContain('Busy entry');
    const listed = await call()('GET', `${catalogue.listUrl}?search=busy`);
    expect(listed.body.data.items[0].usageCount).toBe(2);
  });

  it('removes several entries all or nothing', async () => {
    const free = await add('Free entry');
    const busy = await add('Another busy entry');
    await catalogue.link(t, busy.id, 1);
    const refused = await call()('POST', `${catalogue.base}/remove`, { ids: [free.id, busy.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Another busy entry is used by 1 ${catalogue.noun}`);
    expect(refused.body).toMatchObject({ reason: 'IN_USE_NONE_REMOVED', params: { records: [{ label: 'Another busy entry', uses: { [`${catalogue.noun}s`]: 1 } }] } });
    expect(await labels()).toContain('Free entry');

    const missing = await call()('POST', `${catalogue.base}/remove`, { ids: [free.id, 999_998] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('999998');
    expect(missing.body).toMatchObject({ reason: 'NOT_FOUND', params: { resource: catalogue.resource, ids: [999_998] } });
    expect(await labels()).toContain('Free entry');

    const other = await add('Second free entry');
    const removed = await call()('POST', `${catalogue.base}/remove`, { ids: [free.id, other.id] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ids).toEqual([free.id, other.id]);
    expect(await labels()).not.toContain('Free entry');
    const deletes = (await auditRows(t, catalogue.resource)).filter((row) => row.action === 'delete');
    expect(deletes.map((row) => row.recordId)).toEqual(expect.arrayContaining([String(free.id), String(other.id)]));
  });

  it('searches, sorts and pages the list', async () => {
    for (const label of ['Zeta 50%', 'zeta_under', 'Zeta plain']) await add(label);
    const search = await call()('GET', `${catalogue.listUrl}?search=ZETA&sort=${field}&dir=desc`);
    expect(search.status).toBe(200);
    expect(search.body.data.items.map((item: Record<string, string>) => item[field])).toEqual(['zeta_under', 'Zeta plain', 'Zeta 50%']);
    expect(search.body.data.total).toBe(3);
    const percent = await call()('GET', `${catalogue.listUrl}?search=${encodeURIComponent('50%')}`);
    expect(percent.body.data.items.map((item: Record<string, string>) => item[field])).toEqual(['Zeta 50%']);
    const underscore = await call()('GET', `${catalogue.listUrl}?search=a_u`);
    expect(underscore.body.data.items.map((item: Record<string, string>) => item[field])).toEqual(['zeta_under']);

    const all = await call()('GET', `${catalogue.listUrl}?sort=id&limit=500`);
    const ids = all.body.data.items.map((item: { id: number }) => item.id);
    const page2 = await call()('GET', `${catalogue.listUrl}?sort=id&limit=2&page=2`);
    expect(page2.body.data.items.map((item: { id: number }) => item.id)).toEqual(ids.slice(2, 4));
    expect(page2.body.data.total).toBe(ids.length);

    const badSort = await call()('GET', `${catalogue.listUrl}?sort=createdAtX`);
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors.sort).toBeTruthy();
  });
});

describe('languages and levels: codes and order', () => {
  it('stores an ISO code, refuses a malformed or duplicate one, and treats an empty code as none', async () => {
    const call = caller(t, admin);
    const created = await call('POST', '/admin/languages/add', { name: 'Portuguese (Brazil)', code: 'pt-BR' });
    expect(created.body.data.code).toBe('pt-BR');
    const malformed = await call('POST', '/admin/languages/add', { name: 'Klingon', code: 'Klingon!' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.code).toMatch(/ISO 639/);
    const duplicate = await call('POST', '/admin/languages/add', { name: 'Brazilian', code: 'pt-BR' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.code).toMatch(/pt-BR/);
    expect(duplicate.body.fieldReasons.code).toEqual({ reason: 'DUPLICATE', params: { resource: 'languages', field: 'code', value: 'pt-BR' } });
    const none = await call('POST', '/admin/languages/add', { name: 'Esperanto', code: '' });
    expect(none.body.data.code).toBeNull();
    const cleared = await call('POST', '/admin/languages/update', { id: created.body.data.id, code: null });
    expect(cleared.body.data.code).toBeNull();
  });

  it('puts a new level at the end of the manual order and lists levels in that order by default', async () => {
    const call = caller(t, admin);
    const first = await call('POST', '/admin/levels/add', { name: 'Level Z first', code: 'z-first' });
    const second = await call('POST', '/admin/levels/add', { name: 'Level A second' });
    expect(second.body.data.sortOrder).toBeGreaterThan(first.body.data.sortOrder);
    const listed = await call('GET', '/tutor/getEducationTitle?limit=500');
    const names = listed.body.data.items.map((item: { name: string }) => item.name);
    expect(names.indexOf('Level Z first')).toBeLessThan(names.indexOf('Level A second'));
    await call('POST', '/admin/levels/update', { id: second.body.data.id, sortOrder: 0 });
    const reordered = await call('GET', '/tutor/getEducationTitle?limit=500');
    expect(reordered.body.data.items[0].name).toBe('Level A second');
  });
});
