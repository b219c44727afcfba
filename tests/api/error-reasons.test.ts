import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/common.js';
import { errorReasonList } from '../../contract/errorReasons.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { bearer, createPerson, refresh, signIn } from './auth-support.js';
import { caller } from './contentApi.js';

/*
 * Every refusal carries a stable `reason` and its `params` beside `code` and the English `message`
 * (docs/errors.md), so a client says it in its own language. The refusals of each area are
 * asserted in that area's tests (catalogues, pages, subjects, tutors, auth-*); these are the
 * general ones, and the registry itself.
 */

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin');
});
afterAll(async () => t.close());

const inject = (method: 'GET' | 'POST', url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, ...(options.payload === undefined ? {} : { payload: options.payload as object }), headers: options.headers ?? {} });

describe('the reason of a refusal, with its params', () => {
  it('a value that fails its schema: INVALID_FIELD naming the field, the schema\'s English as the detail', async () => {
    const res = await caller(t, admin)('POST', '/admin/languages/add', { name: 'x'.repeat(500) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'INVALID_FIELD', params: { field: 'name', detail: res.body.errors.name } });
    expect(res.body.message).toBe(`name: ${res.body.errors.name}`);
  });

  it('a body that is not JSON: JSON_REQUIRED; an unknown route: ROUTE_NOT_FOUND', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: 'email=a@b.c', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'JSON_REQUIRED', params: {} });
    expect((await inject('GET', '/no/such/route')).json()).toMatchObject({ code: 'NOT_FOUND', reason: 'ROUTE_NOT_FOUND', params: {} });
  });

  it('who may call: SIGN_IN_REQUIRED, SESSION_INVALID, AUTHORIZATION_HEADER_INVALID, STAFF_ONLY, ADMIN_ACCOUNTS_SUPER_ADMIN_ONLY', async () => {
    expect((await inject('GET', '/admin/dashboard')).json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED', params: {} });
    expect((await inject('GET', '/admin/dashboard', { headers: { authorization: 'Bearer not.a.token' } })).json()).toMatchObject({
      code: 'TOKEN_INVALID',
      reason: 'SESSION_INVALID',
      params: {},
    });
    expect((await inject('GET', '/admin/dashboard', { headers: { authorization: 'Basic abc' } })).json()).toMatchObject({
      code: 'TOKEN_INVALID',
      reason: 'AUTHORIZATION_HEADER_INVALID',
    });
    const tutor = await createTestAccount(t, 'tutor');
    expect((await inject('GET', '/admin/dashboard', { headers: tutor.headers })).json()).toMatchObject({ code: 'FORBIDDEN', reason: 'STAFF_ONLY', params: {} });
    expect((await inject('GET', '/admin/user?userType=admin', { headers: admin.headers })).json()).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ADMIN_ACCOUNTS_SUPER_ADMIN_ONLY',
      params: {},
    });
  });

  it('a refresh token used up long ago ends the session for safety: SESSION_ENDED_FOR_SAFETY; an unknown one SESSION_INVALID', async () => {
    const person = await createPerson(t);
    const tokens = await signIn(t, person);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(200);
    await t.db.updateTable('refreshTokens').set({ rotatedAt: new Date(Date.now() - 3_600_000) }).execute();
    expect((await refresh(t, tokens.refreshToken)).json()).toMatchObject({ code: 'REFRESH_INVALID', reason: 'SESSION_ENDED_FOR_SAFETY', params: {} });
    expect((await refresh(t, 'x'.repeat(43))).json()).toMatchObject({ code: 'REFRESH_INVALID', reason: 'SESSION_INVALID', params: {} });
  });

  it('the same password again: PASSWORD_UNCHANGED, on the new password field', async () => {
    const person = await createPerson(t);
    const tokens = await signIn(t, person);
    const res = await inject('POST', '/user/changePassword', { headers: bearer(tokens.accessToken), payload: { oldPassword: person.password, newPassword: person.password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Choose a new password that differs from the current one.',
      reason: 'PASSWORD_UNCHANGED',
      params: {},
      fieldReasons: { newPassword: { reason: 'PASSWORD_UNCHANGED', params: {} } },
    });
  });

  it('a verification link that is not valid: LINK_INVALID', async () => {
    const res = await inject('POST', '/user/verifyAccount', { payload: { token: 'not-a-real-token' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'LINK_INVALID', params: {} });
  });

  it('every error body the API answers matches the published schema, reason and params included', async () => {
    const answers = [
      await inject('GET', '/admin/dashboard'),
      await inject('GET', '/no/such/route'),
      await inject('POST', '/user/verifyAccount', { payload: { token: 'nope' } }),
      await inject('POST', '/admin/languages/add', { headers: admin.headers, payload: {} }),
    ];
    for (const res of answers) {
      expect(res.json(), res.body).toHaveProperty('reason');
      expect(errorBody.safeParse(res.json()).success, res.body).toBe(true);
    }
  });
});

describe('the registry (contract/errorReasons.ts)', () => {
  /** Every `refusal('REASON'` the server (and the declared resources' server modules) can answer. */
  function reasonsInServerCode(): Set<string> {
    const roots = ['server', 'src/resources'];
    const files = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && (root === 'server' || file.endsWith('server.ts')))
        .map((file) => join(root, file)),
    );
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/refusal\('([A-Z_]+)'/g)].map((match) => match[1]!));
    return new Set(found);
  }

  it('lists exactly the reasons the server gives: none missing (a type error), none left over', () => {
    const used = reasonsInServerCode();
    expect(errorReasonList.filter((reason) => !used.has(reason))).toEqual([]);
    expect([...used].filter((reason) => !errorReasonList.includes(reason as never))).toEqual([]);
  });
});
