import { createHmac } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser } from '../../contract/auth.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { accessWorks, bearer, createPerson, login, me, signIn, tokensOf } from './auth-support.js';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function jwt(header: object, payload: object, secret?: string) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REFRESH_TOKEN_TTL: '12h', REMEMBER_ME_TTL: '30d' });
  });
  afterAll(async () => t.close());

  it('signs an admin in: tokens in the headers, the user in data', async () => {
    const admin = await createPerson(t, { userType: 'admin' });
    const res = await login(t, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const tokens = tokensOf(res);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(tokens.expiresIn).toBeGreaterThan(12 * 3600 - 10);
    expect(tokens.expiresIn).toBeLessThanOrEqual(12 * 3600);
    expect(res.headers['cache-control']).toBe('no-store');
    const user = sessionUser.parse(res.json().data);
    expect(user).toMatchObject({ id: admin.id, email: admin.email, userType: 'admin', status: 'active', photoURL: null });
    expect(res.body).not.toContain('passwordHash');
    expect(await accessWorks(t, tokens.accessToken)).toBe(true);
  });

  it('signs a superAdmin in, whatever the case of the typed email', async () => {
    const boss = await createPerson(t, { userType: 'superAdmin' });
    const res = await login(t, boss.email.toUpperCase(), boss.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userType).toBe('superAdmin');
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const admin = await createPerson(t);
    const row = await t.db.selectFrom('accounts').select('passwordHash').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('upgrades a hash made with weaker parameters at the next sign-in', async () => {
    const admin = await createPerson(t);
    const weak = await argon2Hash(admin.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.db.updateTable('accounts').set({ passwordHash: weak }).where('id', '=', admin.id).execute();
    expect((await login(t, admin.email, admin.password)).statusCode).toBe(200);
    const row = await t.db.selectFrom('accounts').select('passwordHash').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const admin = await createPerson(t);
    const wrong = await login(t, admin.email, 'not the password');
    const unknown = await login(t, 'nobody-here@example.test', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The email address or password is not correct.', reason: 'SIGN_IN_FAILED', params: {} });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers.accesstoken).toBeUndefined();
  });

  it('spends the time of a password check on an unknown email too', async () => {
    const admin = await createPerson(t);
    let attempt = 0;
    const time = async (email: string) => {
      const started = performance.now();
      await login(t, email, 'not the password', { ip: `10.9.${attempt++}.1` });
      return performance.now() - started;
    };
    await time('warm-up@example.test');
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongTimes.push(await time(admin.email));
      unknownTimes.push(await time('ghost@example.test'));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    const [wrong, unknown] = [median(wrongTimes), median(unknownTimes)];
    expect(unknown).toBeGreaterThan(wrong * 0.3);
  });

  it('refuses accounts that are not staff like an unknown address, whatever the password', async () => {
    const unknown = await login(t, 'nobody-here@example.test', 'Correct horse battery 1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', reason: 'SIGN_IN_FAILED', params: {} });
    for (const userType of ['tutor', 'user'] as const) {
      const person = await createPerson(t, { userType });
      for (const password of [person.password, 'not the password']) {
        const res = await login(t, person.email, password);
        expect(res.statusCode, `${userType}, ${password}`).toBe(401);
        expect(res.body, `${userType}, ${password}`).toBe(unknown.body);
        expect(res.headers.accesstoken).toBeUndefined();
      }
    }
  });

  it('answers suspended and pending staff their status whatever the password, and deleted staff like unknown ones', async () => {
    const suspended = await createPerson(t, { status: 'suspended' });
    for (const password of [suspended.password, 'not the password']) {
      const res = await login(t, suspended.email, password);
      expect(res.statusCode, password).toBe(401);
      expect(res.json().message, password).toMatch(/suspended/);
      expect(res.json(), password).toMatchObject({ code: 'INVALID_CREDENTIALS', reason: 'ACCOUNT_SUSPENDED', params: {} });
    }

    const pending = await createPerson(t, { status: 'pending' });
    for (const password of [pending.password, 'not the password']) {
      const res = await login(t, pending.email, password);
      expect(res.statusCode, password).toBe(401);
      expect(res.json().message, password).toMatch(/not active yet/);
      expect(res.json(), password).toMatchObject({ code: 'INVALID_CREDENTIALS', reason: 'ACCOUNT_NOT_ACTIVE', params: {} });
    }

    const deleted = await createPerson(t);
    await t.db.updateTable('accounts').set({ deletedAt: new Date() }).where('id', '=', deleted.id).execute();
    const deletedRes = await login(t, deleted.email, deleted.password);
    expect(deletedRes.statusCode).toBe(401);
    expect(deletedRes.json().message).toBe('The email address or password is not correct.');
  });

  it('refuses an account without a password like a wrong password', async () => {
    const admin = await createPerson(t);
    await t.db.updateTable('accounts').set({ passwordHash: null }).where('id', '=', admin.id).execute();
    const res = await login(t, admin.email, '');
    expect(res.statusCode).toBe(400);
    const res2 = await login(t, admin.email, 'anything at all');
    expect(res2.statusCode).toBe(401);
    expect(res2.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rejects malformed bodies with field errors and no session', async () => {
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email: 'a@b.test', password: 'x', isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_FAILED');
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email: 'a@b.test' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
  });

  it('gives a remember-me session the long lifetime', async () => {
    const admin = await createPerson(t);
    const tokens = await signIn(t, admin, { rememberMe: true });
    expect(tokens.expiresIn).toBeGreaterThan(30 * 86400 - 10);
    expect(tokens.expiresIn).toBeLessThanOrEqual(30 * 86400);
  });

  describe('access tokens', () => {
    it('401 UNAUTHENTICATED without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });

    it('403 TOKEN_INVALID for a token signed with another key, alg none, or a refresh token', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const [, payload] = tokens.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = [
        jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-of-at-least-32-characters!'),
        jwt({ alg: 'none', typ: 'JWT' }, claims),
        jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: '1' }, 'another-secret-of-at-least-32-characters!'),
        tokens.refreshToken,
        'garbage',
      ];
      for (const token of forged) {
        const res = await me(t, token);
        expect(res.statusCode, token).toBe(403);
        expect(res.json().code).toBe('TOKEN_INVALID');
      }
    });

    it('403 TOKEN_INVALID for a malformed Authorization header', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: 'Token abc' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TOKEN_INVALID');
    });

    it('answers the signed-in user on /auth/me', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.accessToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: admin.id, email: admin.email });
    });
  });

  it('works over real HTTP: headers readable, the token accepted', async () => {
    const admin = await createPerson(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password, rememberMe: false }),
      });
      expect(res.status).toBe(200);
      const accessToken = res.headers.get('accesstoken');
      expect(res.headers.get('refreshtoken')).toBeTruthy();
      expect(Number(res.headers.get('refreshtokenexpiresin'))).toBeGreaterThan(0);
      const body = (await res.json()) as { data: { email: string } };
      expect(body.data.email).toBe(admin.email);
      const meRes = await fetch(`${address}/api/v1/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(meRes.status).toBe(200);
      const wrong = await fetch(`${address}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: 'wrong password' }),
      });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { message: string }).message).toBe('The email address or password is not correct.');
    } finally {
      await t.app.server.close();
    }
  });
});

describe('expired access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Two seconds: a token checked right after it is issued has at least one second left, even on a busy machine.
    t = await startTestApp({ ACCESS_TOKEN_TTL: '2' });
  });
  afterAll(async () => t.close());

  it('403 TOKEN_EXPIRED once the access token has expired; a refresh gives a working one', async () => {
    const admin = await createPerson(t);
    const tokens = await signIn(t, admin);
    expect(await accessWorks(t, tokens.accessToken)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const res = await me(t, tokens.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refreshToken', payload: { refreshToken: tokens.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(await accessWorks(t, tokensOf(refreshed).accessToken)).toBe(true);
  });
});
