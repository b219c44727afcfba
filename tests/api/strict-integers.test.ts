import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** What the OpenAPI document says is an integer is refused in any other form. */
describe('integers as published', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'superAdmin');
  });
  afterAll(async () => t.close());

  for (const value of ['0x10', '1.0', '1e3', ' 5', '+5', '-1', '']) {
    it(`refuses page=${JSON.stringify(value)} and a path id of that form`, async () => {
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/user?page=${encodeURIComponent(value)}`, headers: admin.headers });
      expect(list.statusCode).toBe(400);
      expect(list.json().errors).toHaveProperty('page');
      if (value.trim() === '') return;
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/admin/user/${encodeURIComponent(value)}`, headers: admin.headers });
      expect(one.statusCode).toBe(400);
    });
  }

  for (const id of ['5', true, 5.5, null]) {
    it(`refuses a body id of ${JSON.stringify(id)}: a JSON integer only`, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/languages/remove', payload: { id }, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  }

  it('takes plain digits in the query and a JSON integer in a body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/user?page=1&limit=5', headers: admin.headers })).statusCode).toBe(200);
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/admin/languages/add', payload: { name: 'Strictese' }, headers: admin.headers });
    const removed = await t.app.inject({ method: 'POST', url: '/api/v1/admin/languages/remove', payload: { id: added.json().data.id }, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
  });
});
