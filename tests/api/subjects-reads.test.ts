import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { caller } from './contentApi.js';

/**
 * The admin's reads of subjects (its list, one subject, the CSV export) are the generic ones at
 * /admin/subject; the tree with its tutor counts stays GET /tutor/getSubjects (subjects.test.ts).
 */
let t: TestApp;
let admin: TestAccount;
let call: ReturnType<typeof caller>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin');
  call = caller(t, admin);
  const add = async (name: string, parent?: string) => {
    const res = await call('POST', '/admin/subject/add', { name, ...(parent ? { parentId: ids[parent] } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[name] = res.body.data.id;
  };
  await add('Reads Mathematics');
  await add('Reads Algebra', 'Reads Mathematics');
  await add('Reads Calculus', 'Reads Mathematics');
  await add('Reads Music');
});
afterAll(async () => t.close());

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe('GET /admin/subject', () => {
  it('pages, searches, sorts and filters by parent', async () => {
    const children = await call('GET', `/admin/subject?parentId=${ids['Reads Mathematics']}&sort=name&dir=desc`);
    expect(children.status).toBe(200);
    expect(names(children.body.data.items)).toEqual(['Reads Calculus', 'Reads Algebra']);
    expect(children.body.data.items[0]).toMatchObject({ id: ids['Reads Calculus'], parentId: ids['Reads Mathematics'], sortOrder: 2 });

    const found = await call('GET', '/admin/subject?search=reads%20m&sort=name&limit=1&page=2');
    expect(found.body.data).toMatchObject({ total: 2, items: [{ name: 'Reads Music' }] });
  });

  it('is open to tutors and students, who pick subjects, and not to anonymous callers', async () => {
    const tutor = await createTestAccount(t, 'tutor');
    expect((await caller(t, tutor)('GET', '/admin/subject')).status).toBe(200);
    expect((await caller(t)('GET', '/admin/subject')).status).toBe(401);
  });
});

describe('GET /admin/subject/{id}', () => {
  it('answers one subject with its version as the ETag, and 404 for none', async () => {
    const res = await call('GET', `/admin/subject/${ids['Reads Algebra']}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Reads Algebra', parentId: ids['Reads Mathematics'] });
    expect(res.headers.etag).toBe(`"${res.body.data.updatedAt}"`);
    expect((await call('GET', '/admin/subject/2147483647')).status).toBe(404);
  });
});

describe('the CSV export of the subjects', () => {
  it('writes the listed subjects with their parent by name', async () => {
    const columns = [{ field: 'name', header: 'Name' }, { field: 'parentIdLabel', header: 'Parent subject' }];
    const payload = { list: '/admin/subject', query: { search: 'reads', sort: 'name' }, columns };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/export', headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
      'Name,Parent subject',
      'Reads Algebra,Reads Mathematics',
      'Reads Calculus,Reads Mathematics',
      'Reads Mathematics,',
      'Reads Music,',
    ]);
  });
});
