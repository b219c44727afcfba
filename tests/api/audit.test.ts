import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTutor, get, post } from '../helpers/people.js';

describe('GET /admin/audit', () => {
  let t: TestApp;
  let admin: TestAccount;
  let superAdmin: TestAccount;
  let tutor: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createTestAccount(t, 'admin', { displayName: 'Adam Admin' });
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    tutor = await createTutor(t, admin, { displayName: 'Audited Tutor' });
    await post(t, superAdmin, `/admin/tutor/${tutor}`, { headline: 'Changed' });
    await post(t, admin, `/admin/tutor/${tutor}/status`, { action: 'approve', reason: 'Fine' });
    await post(t, superAdmin, '/admin/register', { userType: 'admin', displayName: 'Second', email: 'second@example.test', password: 'secret password 99' });
  });
  afterAll(async () => t.close());

  const list = (query: Record<string, string | number>) => get(t, admin, '/admin/audit', query);

  it('answers one record\'s history, newest first, with actor names', async () => {
    const res = await list({ resource: 'tutors', recordId: String(tutor), sort: 'createdAt', dir: 'desc' });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((i: { action: string }) => i.action)).toEqual(['approve', 'update', 'create']);
    expect(items[0]).toMatchObject({ actorId: admin.id, actorName: 'Adam Admin', resource: 'tutors', recordId: String(tutor) });
    expect(items[1]).toMatchObject({ actorName: 'Sue Super', before: { headline: '' }, after: { headline: 'Changed' } });
    expect(Date.parse(items[0].createdAt)).not.toBeNaN();
  });

  it('filters by actor and action and searches actor names', async () => {
    const byActor = (await list({ actorId: superAdmin.id, sort: 'id' })).json().data.items;
    expect(byActor.map((i: { action: string; resource: string }) => `${i.action} ${i.resource}`)).toEqual(['update tutors', 'create admin-management']);
    expect((await list({ action: 'approve' })).json().data.total).toBe(1);
    expect((await list({ search: 'sue' })).json().data.total).toBe(2);
  });

  it('never holds a password or its hash', async () => {
    const everything = (await list({ limit: 500 })).json().data.items;
    expect(JSON.stringify(everything)).not.toMatch(/argon2|secret password|passwordHash/);
  });

  it('refuses unknown sorts and filters', async () => {
    expect((await list({ sort: 'actorName' })).statusCode).toBe(400);
    expect((await list({ table: 'x' })).statusCode).toBe(400);
  });
});
