import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('fastify', async () => (await import('../helpers/routeLog.js')).fastifyLoggingRoutes());

import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createStudent } from '../helpers/people.js';
import { routeKeys } from '../helpers/routeLog.js';
import { expectations, matrixRows, principals, type MatrixRow } from './security-matrix.data.js';
import { PRINCIPAL_PASSWORD, principalFactory, type Caller } from './security-principals.js';

let t: TestApp;
let superAdmin: TestAccount;
let callerFor: (principal: (typeof principals)[number]) => Promise<Caller>;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createTestAccount(t, 'superAdmin');
  callerFor = await principalFactory(t);
});
afterAll(async () => t.close());

const auditCount = async () => Number((await t.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const rowName = (row: MatrixRow) => `${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ''}`;

describe('the authorisation matrix', () => {
  it('has a row for every route the app registers, and none for a route it does not have', () => {
    const registered = routeKeys().map(({ method, url }) => `${method} ${url}`).sort();
    const tabled = [...new Set(matrixRows.map((row) => `${row.method} ${row.route}`))].sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(tabled).toEqual(registered);
  });

  describe.each(matrixRows.map((row) => [rowName(row), row] as const))('%s', (_name, row) => {
    it.each(principals)(`answers %s as the ${row.access} column says`, async (principal) => {
      const caller = await callerFor(principal);
      const unique = `m${(serial += 1)}`;
      const context = { t, superAdmin, caller: caller.account, password: PRINCIPAL_PASSWORD, unique };
      const request = await row.request(context);
      const before = await auditCount();
      const res = await t.app.inject({
        method: row.method as 'GET',
        url: request.url,
        headers: { ...caller.headers, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const expected = expectations[row.access][principal];
      if (expected === 'allowed') {
        expect(res.statusCode, res.body.slice(0, 300)).toBe(row.okStatus ?? 200);
        await row.settle?.(context, res);
      } else {
        expect(res.statusCode, res.body.slice(0, 300)).toBe(expected.status);
        expect(res.json()).toMatchObject({ code: expected.code, message: expect.any(String) });
        expect(await auditCount(), 'a refused call wrote to the audit trail').toBe(before);
      }
      if (row.method === 'GET') {
        const head = await t.app.inject({ method: 'HEAD', url: request.url, headers: { ...caller.headers, ...request.headers } });
        expect(head.statusCode, 'HEAD answers like GET').toBe(res.statusCode);
      }
    });
  });
});

describe('admin management is for superAdmins only', () => {
  const post = (by: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: by.headers, ...(payload ? { payload } : {}) });
  const accountRow = (id: number) =>
    t.db.selectFrom('accounts').select(['userType', 'userRole', 'status', 'displayName', 'deletedAt']).where('id', '=', id).executeTakeFirstOrThrow();

  it('an admin can neither create, change nor delete an admin or superAdmin; nothing changes', async () => {
    const admin = await createTestAccount(t, 'admin');
    for (const userType of ['admin', 'superAdmin'] as const) {
      const target = await createTestAccount(t, userType);
      const before = await accountRow(target.id);
      const email = `sneaky-${userType.toLowerCase()}@example.test`;
      const created = await post(admin, '/admin/register', { userType, displayName: 'Sneaky', email, password: 'a long password 1' });
      const changed = await post(admin, `/admin/user/${target.id}`, { displayName: 'Hijacked', status: 'suspended' });
      const deleted = await post(admin, `/admin/user/delete/${target.id}`);
      for (const res of [created, changed, deleted]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await t.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
      expect(await accountRow(target.id)).toEqual(before);
    }
  });

  it('an admin cannot change their own userType or role, nor make a student staff', async () => {
    const admin = await createTestAccount(t, 'admin', { userRole: 'editor' });
    const before = await accountRow(admin.id);
    for (const payload of [{ userType: 'superAdmin' }, { userRole: 'admin' }, { userRole: null }, { status: 'active', userType: 'admin', userRole: 'admin' }]) {
      const res = await post(admin, `/admin/user/${admin.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await accountRow(admin.id)).toEqual(before);
    const student = await createStudent(t, superAdmin);
    const promoted = await post(admin, `/admin/user/${student}`, { userType: 'admin' });
    expect(promoted.statusCode).toBe(403);
    expect((await accountRow(student)).userType).toBe('user');
  });

  it('a superAdmin cannot change their own userType either', async () => {
    const other = await createTestAccount(t, 'superAdmin');
    const res = await post(other, `/admin/user/${other.id}`, { userType: 'admin' });
    expect(res.statusCode).toBe(403);
    expect((await accountRow(other.id)).userType).toBe('superAdmin');
  });

  it('disabling an admin through the API ends their signed-in token at once', async () => {
    const admin = await createTestAccount(t, 'admin');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: admin.headers });
    expect((await me()).statusCode).toBe(200);
    const disabled = await post(superAdmin, `/admin/user/${admin.id}`, { status: 'suspended' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await me();
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('TOKEN_INVALID');
  });
});
