import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestAccount } from '../helpers/accounts.js';
import { createStudent } from '../helpers/people.js';
import { bearer, createPerson, login, outboxFor, signIn } from './auth-support.js';

const update = (t: TestApp, accessToken: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/user/${id}`, payload, headers: bearer(accessToken) });

/** What a stolen access token can do to its own account through the account update call. */
describe('own account through POST /admin/user/{ownId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  for (const userType of ['admin', 'superAdmin'] as const) {
    it(`refuses a ${userType}'s own password (only Change password sets it) and keeps the old one`, async () => {
      const person = await createPerson(t, { userType });
      const { accessToken } = await signIn(t, person);
      const res = await update(t, accessToken, person.id, { password: 'An attacker password 1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/Change password/) });
      expect((await login(t, person.email, 'An attacker password 1')).statusCode).toBe(401);
      expect((await login(t, person.email, person.password)).statusCode).toBe(200);
    });
  }

  it('refuses a change of one\'s own email without the current password, or with a wrong one', async () => {
    const person = await createPerson(t, { userType: 'superAdmin' });
    const { accessToken } = await signIn(t, person);
    const missing = await update(t, accessToken, person.id, { email: 'taken-over@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('currentPassword');
    const wrong = await update(t, accessToken, person.id, { email: 'taken-over@example.test', currentPassword: 'a guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('This is not your current password');
    const row = await t.db.selectFrom('accounts').select(['email', 'emailVerified']).where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: person.email, emailVerified: true });
  });

  it('guessing the current password through the email change is throttled like Change password', async () => {
    const person = await createPerson(t, { userType: 'superAdmin' });
    const { accessToken } = await signIn(t, person);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await update(t, accessToken, person.id, { email: 'guess@example.test', currentPassword: `guess ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('changes one\'s own email with the current password; the new address is unconfirmed and gets a link', async () => {
    const person = await createPerson(t, { userType: 'admin' });
    const { accessToken } = await signIn(t, person);
    const newEmail = `moved-${person.id}@example.test`;
    const res = await update(t, accessToken, person.id, { email: newEmail, currentPassword: person.password, displayName: person.displayName });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: newEmail, emailVerified: false });
    const [mail] = await outboxFor(t, newEmail);
    expect(mail?.text).toMatch(/\/verify\/[A-Za-z0-9_-]+/);
  });

  it('sending one\'s own unchanged email (forms send every field) needs no password', async () => {
    const person = await createPerson(t, { userType: 'admin' });
    const { accessToken } = await signIn(t, person);
    const res = await update(t, accessToken, person.id, { email: person.email, displayName: 'Renamed Person' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ displayName: 'Renamed Person', emailVerified: true });
  });
});

describe("another account's password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('a plain admin may not set a student\'s password', async () => {
    const admin = await createTestAccount(t, 'admin', { userRole: 'admin' });
    const student = await createStudent(t, admin);
    const res = await update(t, admin.token, student, { password: 'Student password 123' });
    expect(res.statusCode).toBe(403);
    const row = await t.db.selectFrom('accounts').select('passwordHash').where('id', '=', student).executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
  });

  it('a superAdmin sets it as its own audited action that ends the account\'s sessions', async () => {
    const superAdmin = await createTestAccount(t, 'superAdmin');
    const other = await createPerson(t, { userType: 'admin' });
    const session = await signIn(t, other);
    const res = await update(t, superAdmin.token, other.id, { password: 'Reset by the boss 1' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(session.accessToken) })).statusCode).toBe(403);
    expect((await login(t, other.email, 'Reset by the boss 1')).statusCode).toBe(200);
    const audit = await t.db.selectFrom('auditLog').select(['action', 'after']).where('recordId', '=', String(other.id)).execute();
    expect(audit.map((row) => row.action)).toEqual(['set_password']);
    expect(JSON.stringify(audit)).not.toMatch(/Reset by the boss|argon2/);
  });
});
