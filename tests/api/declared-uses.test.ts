import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/*
 * Which resources use a record follows from the other declarations' reference fields: the fixture
 * tests/fixtures/resources/specimens/ names announcements by a reference (a column) and by a list
 * of references (an integer[] column), and no declaration says that announcements are used.
 */
process.env.DECLARED_RESOURCES_EXTRA_DIR = 'tests/fixtures/resources';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'superAdmin', { displayName: 'Sam Super' });
});
afterAll(async () => {
  await t.close();
  delete process.env.DECLARED_RESOURCES_EXTRA_DIR;
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

describe("a record named by another resource's reference fields", () => {
  it('answers how many records use it, counting each once, and is not removed while one does', async () => {
    const made = await call('POST', '/admin/announcements', { title: 'Exam week notice', message: 'Exams all week', startsAt: '2026-01-01T09:00:00.000Z' });
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    expect(made.body.data.usageCount).toBe(0);

    const specimen = await call('POST', '/admin/specimens', { label: 'Uses it twice', opensAt: '2026-01-01T09:00:00.000Z', announcement: id, related: [id] });
    expect(specimen.status).toBe(200);
    await call('POST', '/admin/specimens', { label: 'Lists it', opensAt: '2026-01-01T09:00:00.000Z', related: [id] });
    expect((await call('GET', `/admin/announcements/${id}`)).body.data.usageCount).toBe(2);

    const refused = await call('DELETE', `/admin/announcements/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'IN_USE', params: { label: 'Exam week notice', uses: { specimens: 2 } } });
    expect(refused.body.message).toMatch(/^Exam week notice is used by 2 specimens/);
    expect((await call('GET', `/admin/announcements/${id}`)).status).toBe(200);
  });
});
