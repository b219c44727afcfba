import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { caller } from './contentApi.js';
import { contentRoleRows, expectedStatus, type Role } from './role-matrix.content.js';

let t: TestApp;
const accounts = {} as Record<Exclude<Role, 'anonymous'>, TestAccount>;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['user', 'tutor', 'admin', 'superAdmin'] as const) accounts[role] = await createTestAccount(t, role);
});
afterAll(async () => t.close());

const roles: Role[] = ['anonymous', 'user', 'tutor', 'admin', 'superAdmin'];
const auditCount = async () => (await t.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe.each(contentRoleRows)('$method $path', (row) => {
  it.each(roles)(`answers %s as the role table says (${row.access})`, async (role) => {
    counter += 1;
    const { url, payload } = await row.request(t.db, `r${counter}`);
    const before = await auditCount();
    const res = await caller(t, role === 'anonymous' ? undefined : accounts[role])(row.method, url, payload);
    const expected = expectedStatus[row.access][role];
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 401) expect(res.body.code).toBe('UNAUTHENTICATED');
    if (expected === 403) expect(res.body.code).toBe('FORBIDDEN');
    if (expected !== 200) expect(Number(await auditCount())).toBe(Number(before));
  });
});
