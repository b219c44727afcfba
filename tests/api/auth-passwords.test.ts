import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVerificationEmail } from '../../server/services/accountEmails.js';
import { verifyPassword } from '../../server/auth/passwords.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { accessWorks, bearer, createPerson, login, outboxFor, refresh, signIn, tokenFromLatestMail } from './auth-support.js';

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

describe('passwords and emailed links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://admin.example.org' });
  });
  afterAll(async () => t.close());

  describe('change password', () => {
    it('needs the right current password (field error on oldPassword) and changes nothing otherwise', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const res = await post(t, '/user/changePassword', { oldPassword: 'not it', newPassword: 'A brand new password 1' }, bearer(tokens.accessToken));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Your current password is not correct.', reason: 'PASSWORD_WRONG', params: {} });
      expect(res.json().errors).toHaveProperty('oldPassword');
      expect(res.json().fieldReasons).toEqual({ oldPassword: { reason: 'PASSWORD_WRONG', params: {} } });
      expect((await login(t, admin.email, admin.password)).statusCode).toBe(200);
    });

    it('rejects a short new password and the same password, with field errors', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const short = await post(t, '/user/changePassword', { oldPassword: admin.password, newPassword: 'short' }, bearer(tokens.accessToken));
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.newPassword).toMatch(/at least 10/);
      const same = await post(t, '/user/changePassword', { oldPassword: admin.password, newPassword: admin.password }, bearer(tokens.accessToken));
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toHaveProperty('newPassword');
    });

    it('needs a signed-in user', async () => {
      const res = await post(t, '/user/changePassword', { oldPassword: 'whatever', newPassword: 'A brand new password 1' });
      expect(res.statusCode).toBe(401);
    });

    it('changes the password and ends the other sessions at once; this one stays signed in', async () => {
      const admin = await createPerson(t);
      const here = await signIn(t, admin);
      const elsewhere = await signIn(t, admin);
      const res = await post(t, '/user/changePassword', { oldPassword: admin.password, newPassword: 'A brand new password 1' }, bearer(here.accessToken));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/password has been changed/);

      expect(await accessWorks(t, elsewhere.accessToken)).toBe(false);
      expect((await refresh(t, elsewhere.refreshToken)).statusCode).toBe(401);
      expect(await accessWorks(t, here.accessToken)).toBe(true);
      expect((await refresh(t, here.refreshToken)).statusCode).toBe(200);

      expect((await login(t, admin.email, admin.password)).statusCode).toBe(401);
      expect((await login(t, admin.email, 'A brand new password 1')).statusCode).toBe(200);
      const audit = await t.db.selectFrom('auditLog').selectAll().where('actorId', '=', admin.id).execute();
      expect(audit.map((row) => row.action)).toContain('change_password');
      expect(JSON.stringify(audit)).not.toContain('argon2');
    });

    it('works for any user type', async () => {
      const tutor = await createPerson(t, { userType: 'tutor' });
      const issued = await t.db
        .insertInto('sessions')
        .values({ accountId: tutor.id, expiresAt: new Date(Date.now() + 3600_000), revokedReason: null, userAgent: null, ip: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await t.app.accessTokens.sign({ accountId: tutor.id, sessionId: issued.id, version: 0 });
      const res = await post(t, '/user/changePassword', { oldPassword: tutor.password, newPassword: 'A brand new password 1' }, bearer(token));
      expect(res.statusCode).toBe(200);
    });

    it('limits guesses of the current password', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      for (let i = 0; i < 5; i++) {
        await post(t, '/user/changePassword', { oldPassword: `guess ${i}`, newPassword: 'A brand new password 1' }, bearer(tokens.accessToken));
      }
      const res = await post(t, '/user/changePassword', { oldPassword: admin.password, newPassword: 'A brand new password 1' }, bearer(tokens.accessToken));
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  const forgot = (email: string) => post(t, '/auth/forgotPassword', { email });

  describe('forgot and reset password', () => {

    it('answers the same for known and unknown emails, and mails only the known one', async () => {
      const admin = await createPerson(t);
      const known = await forgot(admin.email);
      const unknown = await forgot('nobody-at-all@example.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json().message).toMatch(/If an account uses this email address/);
      expect(await outboxFor(t, admin.email)).toHaveLength(1);
      expect(await outboxFor(t, 'nobody-at-all@example.test')).toHaveLength(0);
    });

    it('mails a link built from PUBLIC_URL (never the Host header), rendered from the forgot-password template', async () => {
      const admin = await createPerson(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgotPassword',
        payload: { email: admin.email },
        headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await outboxFor(t, admin.email);
      expect(mail!.templateKey).toBe('forgot-password');
      expect(mail!.subject).toBe('Reset your Tutor Admin password');
      expect(mail!.text).toMatch(/https:\/\/admin\.example\.org\/reset-password\/[A-Za-z0-9_-]{43}/);
      expect(mail!.html).toContain('https://admin.example.org/reset-password/');
      expect(mail!.html).toContain(admin.displayName);
      expect(mail!.text).toContain('within 60 minutes');
      expect(mail!.html + mail!.text).not.toContain('evil.example.com');
      expect(mail!.html).not.toMatch(/<script|<style/i);
    });

    it('runs the whole flow: check the token, reset, sign in with the new password; every session ends', async () => {
      const admin = await createPerson(t);
      const before = await signIn(t, admin);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');

      const check = await post(t, '/auth/checkForValidToken', { token });
      expect(check.statusCode).toBe(200);
      expect(check.json().data).toEqual({ valid: true, purpose: 'reset_password' });

      const reset = await post(t, '/auth/resetPassword', { token, password: 'My new password 2026' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toMatch(/Sign in with your new password/);

      expect(await accessWorks(t, before.accessToken)).toBe(false);
      expect((await refresh(t, before.refreshToken)).statusCode).toBe(401);
      expect((await login(t, admin.email, admin.password)).statusCode).toBe(401);
      expect((await login(t, admin.email, 'My new password 2026')).statusCode).toBe(200);
    });

    it('uses a token once', async () => {
      const admin = await createPerson(t);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');
      expect((await post(t, '/auth/resetPassword', { token, password: 'My new password 2026' })).statusCode).toBe(200);
      const again = await post(t, '/auth/resetPassword', { token, password: 'Another password 2026' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This link has already been used. Ask for a new one.');
      expect(again.json()).toMatchObject({ reason: 'LINK_USED', params: {} });
      const check = await post(t, '/auth/checkForValidToken', { token });
      expect(check.statusCode).toBe(400);
      expect(check.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'LINK_USED', params: {} });
      expect((await login(t, admin.email, 'My new password 2026')).statusCode).toBe(200);
    });

    it('a reset makes older reset links useless too', async () => {
      const admin = await createPerson(t);
      await forgot(admin.email);
      const older = await tokenFromLatestMail(t, admin.email, 'reset-password');
      await forgot(admin.email);
      const newer = await tokenFromLatestMail(t, admin.email, 'reset-password');
      expect(newer).not.toBe(older);
      expect((await post(t, '/auth/resetPassword', { token: newer, password: 'My new password 2026' })).statusCode).toBe(200);
      expect((await post(t, '/auth/checkForValidToken', { token: older })).statusCode).toBe(400);
    });

    it('expires a token after an hour, with a clear message', async () => {
      const admin = await createPerson(t);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');
      const stored = await t.db
        .selectFrom('oneTimeTokens')
        .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('lifetime'))
        .where('accountId', '=', admin.id)
        .executeTakeFirstOrThrow();
      expect(stored.lifetime).toBe(3600);
      await t.db.updateTable('oneTimeTokens').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('accountId', '=', admin.id).execute();
      const check = await post(t, '/auth/checkForValidToken', { token });
      expect(check.statusCode).toBe(400);
      expect(check.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'This link has expired. Ask for a new one.', reason: 'LINK_EXPIRED', params: {} });
      expect((await post(t, '/auth/resetPassword', { token, password: 'My new password 2026' })).statusCode).toBe(400);
      expect((await login(t, admin.email, admin.password)).statusCode).toBe(200);
    });

    it('404 with a message for an unknown token; a weak new password changes nothing', async () => {
      const unknown = await post(t, '/auth/checkForValidToken', { token: 'not-a-real-token' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/This link is not valid/);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'LINK_INVALID', params: {} });
      expect((await post(t, '/auth/resetPassword', { token: 'not-a-real-token', password: 'My new password 2026' })).statusCode).toBe(404);

      const admin = await createPerson(t);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');
      const weak = await post(t, '/auth/resetPassword', { token, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toHaveProperty('password');
      expect((await post(t, '/auth/checkForValidToken', { token })).statusCode).toBe(200);
    });

    it('stores only a hash of the token, with at least 128 bits of randomness', async () => {
      const admin = await createPerson(t);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const rows = await t.db.selectFrom('oneTimeTokens').select('tokenHash').where('accountId', '=', admin.id).execute();
      expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    });

    it('sends at most 3 reset emails per quarter hour to one account, answering the same', async () => {
      const admin = await createPerson(t);
      for (let i = 0; i < 5; i++) expect((await forgot(admin.email)).statusCode).toBe(200);
      expect(await outboxFor(t, admin.email)).toHaveLength(3);
    });
  });

  describe('an account staff create without a password', () => {
    const register = async (body: object) => {
      const boss = await createPerson(t, { userType: 'superAdmin' });
      const res = await post(t, '/admin/register', body, bearer((await signIn(t, boss)).accessToken));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; email: string };
    };

    it('is emailed a link to choose its password, which sets that password and confirms the address, once', async () => {
      const email = `new-student-${Date.now()}@example.test`;
      const student = await register({ userType: 'user', displayName: 'New Student', email });
      const [mail] = await outboxFor(t, email);
      expect(mail!.templateKey).toBe('set-password');
      expect(mail!.subject).toMatch(/Choose your password/);
      const token = await tokenFromLatestMail(t, email, 'reset-password');
      const check = await post(t, '/auth/checkForValidToken', { token });
      expect(check.json().data).toEqual({ valid: true, purpose: 'set_password' });
      expect((await post(t, '/auth/resetPassword', { token, password: 'My very first password 1' })).statusCode).toBe(200);
      const row = await t.db.selectFrom('accounts').select(['emailVerified', 'passwordHash']).where('id', '=', student.id).executeTakeFirstOrThrow();
      expect(row.emailVerified).toBe(true);
      expect(await verifyPassword(row.passwordHash!, 'My very first password 1')).toBe(true);
      expect((await post(t, '/auth/resetPassword', { token, password: 'Another password 22' })).statusCode).toBe(400);
      const verifyLink = await post(t, '/user/verifyAccount', { token });
      expect(verifyLink.statusCode).toBe(404);
    });

    it('signs in as the admin they were made, with the password they chose through the link', async () => {
      const email = `new-admin-${Date.now()}@example.test`;
      await register({ userType: 'admin', userRole: 'editor', displayName: 'Invited Admin', email });
      const token = await tokenFromLatestMail(t, email, 'reset-password');
      expect((await post(t, '/admin/login', { email, password: 'My own admin password 1' })).statusCode).toBe(401);
      expect((await post(t, '/auth/resetPassword', { token, password: 'My own admin password 1' })).statusCode).toBe(200);
      const login = await post(t, '/admin/login', { email, password: 'My own admin password 1' });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data).toMatchObject({ email, userType: 'admin', userRole: 'editor' });
    });

    it('is emailed the address confirmation instead when staff gave a password', async () => {
      const email = `new-tutor-${Date.now()}@example.test`;
      await register({ userType: 'tutor', displayName: 'New Tutor', email, password: 'Set by staff 12345' });
      const [mail] = await outboxFor(t, email);
      expect(mail!.templateKey).toBe('verify-email');
    });

    it('answers a reset link as a reset, so the page says so', async () => {
      const admin = await createPerson(t);
      await forgot(admin.email);
      const token = await tokenFromLatestMail(t, admin.email, 'reset-password');
      expect((await post(t, '/auth/checkForValidToken', { token })).json().data).toEqual({ valid: true, purpose: 'reset_password' });
    });
  });

  describe('verify account', () => {
    it('confirms the email address with the emailed link, once', async () => {
      const person = await createPerson(t, { userType: 'tutor', emailVerified: false });
      await sendVerificationEmail(t.app, person);
      const [mail] = await outboxFor(t, person.email);
      expect(mail!.templateKey).toBe('verify-email');
      expect(mail!.text).toMatch(/https:\/\/admin\.example\.org\/verify\/[A-Za-z0-9_-]{43}/);
      const token = await tokenFromLatestMail(t, person.email, 'verify');

      const res = await post(t, '/user/verifyAccount', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ email: person.email, emailVerified: true });
      const row = await t.db.selectFrom('accounts').select('emailVerified').where('id', '=', person.id).executeTakeFirstOrThrow();
      expect(row.emailVerified).toBe(true);

      const again = await post(t, '/user/verifyAccount', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/already been used/);
    });

    it('does not take a reset token as a verification token (nor the reverse)', async () => {
      const admin = await createPerson(t, { emailVerified: false });
      await forgot(admin.email);
      const resetToken = await tokenFromLatestMail(t, admin.email, 'reset-password');
      expect((await post(t, '/user/verifyAccount', { token: resetToken })).statusCode).toBe(404);
      await sendVerificationEmail(t.app, admin);
      const verifyToken = await tokenFromLatestMail(t, admin.email, 'verify');
      expect((await post(t, '/auth/checkForValidToken', { token: verifyToken })).statusCode).toBe(404);
    });

    it('refuses an expired verification link', async () => {
      const person = await createPerson(t, { emailVerified: false });
      await sendVerificationEmail(t.app, person);
      const token = await tokenFromLatestMail(t, person.email, 'verify');
      await t.db.updateTable('oneTimeTokens').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('accountId', '=', person.id).execute();
      const res = await post(t, '/user/verifyAccount', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This link has expired. Ask for a new one.');
    });
  });
});
