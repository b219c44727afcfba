import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/*
 * A resource's own server module (`server` in its declaration) is registered beside its declared
 * calls: the fixture tests/fixtures/resources/specimens/ brings one call of its own.
 */
process.env.DECLARED_RESOURCES_EXTRA_DIR = 'tests/fixtures/resources';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
  delete process.env.DECLARED_RESOURCES_EXTRA_DIR;
});

describe('a declaration with its own server module', () => {
  it('serves the module\'s call under /api/v1, with its guard, over the declared table', async () => {
    const featured = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/admin/specimens/featured-count', headers: admin.headers })).json().data.featured as number;
    const before = await featured();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/specimens',
      headers: admin.headers,
      payload: { label: 'Featured one', opensAt: '2026-01-01T09:00:00.000Z', featured: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await featured()).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/specimens/featured-count' })).statusCode).toBe(401);
  });

  it('documents the module\'s call in the OpenAPI document, with its security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/admin/specimens/featured-count']?.get;
    expect(operation?.summary).toBe('How many specimens are featured');
    expect(operation?.security).toEqual(expect.arrayContaining([expect.objectContaining({ bearer: [] })]));
  });
});
