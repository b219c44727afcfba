import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions } from '../../server/auth/sessions.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { accessWorks, bearer, createPerson, refresh, signIn, tokensOf } from './auth-support.js';

async function liveSessions(t: TestApp, accountId: number) {
  return t.db.selectFrom('sessions').select('id').where('accountId', '=', accountId).where('revokedAt', 'is', null).execute();
}

/** Moves the rotation of every used refresh token `seconds` into the past. */
async function rotatedAgo(t: TestApp, seconds: number) {
  await sql`update refresh_tokens set rotated_at = rotated_at - make_interval(secs => ${seconds}) where rotated_at is not null`.execute(t.db);
}

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REFRESH_TOKEN_TTL: '12h', REMEMBER_ME_TTL: '30d' });
  });
  afterAll(async () => t.close());

  it('rotates on every use: a new pair, the same user, the same session', async () => {
    const admin = await createPerson(t);
    const first = await signIn(t, admin);
    const res = await refresh(t, first.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const second = tokensOf(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(res.json().data).toMatchObject({ id: admin.id, email: admin.email, userType: 'admin' });
    expect(await accessWorks(t, second.accessToken)).toBe(true);
    expect(await liveSessions(t, admin.id)).toHaveLength(1);
    const third = tokensOf(await refresh(t, second.refreshToken));
    expect(await accessWorks(t, third.accessToken)).toBe(true);
  });

  it('stores only hashes of refresh tokens', async () => {
    const admin = await createPerson(t);
    const tokens = await signIn(t, admin);
    const rows = await t.db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(rows.some((row) => row.tokenHash === tokens.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('401 REFRESH_INVALID for an unknown token', async () => {
    const res = await refresh(t, 'x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_INVALID');
  });

  it('within the grace window a used token still works (two tabs), in the same family', async () => {
    const admin = await createPerson(t);
    const first = await signIn(t, admin);
    const tabA = await refresh(t, first.refreshToken);
    const tabB = await refresh(t, first.refreshToken);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(tokensOf(tabB).refreshToken).toBe(tokensOf(tabA).refreshToken);
    expect(await liveSessions(t, admin.id)).toHaveLength(1);
    expect(await accessWorks(t, tokensOf(tabA).accessToken)).toBe(true);
    expect(await accessWorks(t, tokensOf(tabB).accessToken)).toBe(true);
    expect((await refresh(t, tokensOf(tabA).refreshToken)).statusCode).toBe(200);
    expect((await refresh(t, tokensOf(tabB).refreshToken)).statusCode).toBe(200);
  });

  it('after the grace window, reuse ends the whole family, access tokens included', async () => {
    const admin = await createPerson(t);
    const stolen = await signIn(t, admin);
    const current = tokensOf(await refresh(t, stolen.refreshToken));
    await rotatedAgo(t, 31);
    const reuse = await refresh(t, stolen.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'REFRESH_INVALID' });
    expect(reuse.json().message).toMatch(/Sign in again/);
    expect(await liveSessions(t, admin.id)).toHaveLength(0);
    expect((await refresh(t, current.refreshToken)).statusCode).toBe(401);
    expect(await accessWorks(t, current.accessToken)).toBe(false);
  });

  it('reuse ends only that family, not the other devices', async () => {
    const admin = await createPerson(t);
    const laptop = await signIn(t, admin);
    const phone = await signIn(t, admin);
    await refresh(t, laptop.refreshToken);
    await rotatedAgo(t, 31);
    expect((await refresh(t, laptop.refreshToken)).statusCode).toBe(401);
    expect(await accessWorks(t, phone.accessToken)).toBe(true);
    expect((await refresh(t, phone.refreshToken)).statusCode).toBe(200);
  });

  it('ten parallel refreshes with one token all succeed and leave one live family', async () => {
    const admin = await createPerson(t);
    const first = await signIn(t, admin);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(t, first.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const sessions = await liveSessions(t, admin.id);
    expect(sessions).toHaveLength(1);
    const families = await t.db
      .selectFrom('refreshTokens')
      .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
      .select('refreshTokens.sessionId')
      .distinct()
      .where('sessions.accountId', '=', admin.id)
      .execute();
    expect(families).toHaveLength(1);
    const rotatedOnce = await t.db
      .selectFrom('refreshTokens')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('sessionId', '=', sessions[0]!.id)
      .where('replacedBy', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(rotatedOnce.count).toBe(1);
    expect(new Set(answers.map((res) => tokensOf(res).refreshToken)).size).toBe(1);
    const live = await t.db.selectFrom('refreshTokens').select('id').where('sessionId', '=', sessions[0]!.id).where('rotatedAt', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('the one successor works once; its own retries within the grace window get its one successor', async () => {
    const admin = await createPerson(t);
    const first = await signIn(t, admin);
    const [one, two] = await Promise.all([refresh(t, first.refreshToken), refresh(t, first.refreshToken)]);
    const successor = tokensOf(one!).refreshToken;
    expect(tokensOf(two!).refreshToken).toBe(successor);
    const next = await Promise.all([refresh(t, successor), refresh(t, successor)]);
    expect(next.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(tokensOf(next[0]!).refreshToken).toBe(tokensOf(next[1]!).refreshToken);
    expect(tokensOf(next[0]!).refreshToken).not.toBe(successor);
  });

  it('keeps the expiry fixed at sign-in: HasCredRemembered extends nothing', async () => {
    const admin = await createPerson(t);
    const shortSession = await signIn(t, admin, { rememberMe: false });
    const res = await refresh(t, shortSession.refreshToken, true);
    expect(tokensOf(res).expiresIn).toBeLessThanOrEqual(12 * 3600);

    const remembered = await signIn(t, admin, { rememberMe: true });
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: sql<Date>`expires_at - interval '29 days'` })
      .where('accountId', '=', admin.id)
      .where('rememberMe', '=', true)
      .execute();
    const later = tokensOf(await refresh(t, remembered.refreshToken, true));
    expect(later.expiresIn).toBeLessThanOrEqual(86400);
    expect(later.expiresIn).toBeGreaterThan(86400 - 10);
  });

  it('refuses a refresh once the session has expired', async () => {
    const admin = await createPerson(t);
    const tokens = await signIn(t, admin);
    await t.db.updateTable('sessions').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('accountId', '=', admin.id).execute();
    const res = await refresh(t, tokens.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_INVALID');
    expect(await accessWorks(t, tokens.accessToken)).toBe(false);
  });

  it('refuses a refresh for a suspended account, or after its session version moved on', async () => {
    const admin = await createPerson(t);
    const tokens = await signIn(t, admin);
    await t.db.updateTable('accounts').set({ status: 'suspended' }).where('id', '=', admin.id).execute();
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);

    const other = await createPerson(t);
    const otherTokens = await signIn(t, other);
    await t.db.updateTable('accounts').set({ sessionVersion: sql`session_version + 1` }).where('id', '=', other.id).execute();
    expect((await refresh(t, otherTokens.refreshToken)).statusCode).toBe(401);
  });

  describe('logout', () => {
    it('ends the session of the access token: access and refresh stop working', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const other = await signIn(t, admin);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(tokens.accessToken), payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('You are signed out.');
      expect(await accessWorks(t, tokens.accessToken)).toBe(false);
      expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
      expect(await accessWorks(t, other.accessToken)).toBe(true);
    });

    it('ends the session of a refresh token (the access token may have expired), without a body too', async () => {
      const admin = await createPerson(t);
      const tokens = await signIn(t, admin);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken: tokens.refreshToken } });
      expect(res.statusCode).toBe(200);
      expect(await accessWorks(t, tokens.accessToken)).toBe(false);
      const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
      expect(empty.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(tokens.accessToken), payload: {} });
      expect(again.statusCode).toBe(200);
    });

    it('is tagged extension in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/v1/auth/logout'].post.tags).toContain('extension');
      expect(doc.paths['/api/v1/admin/login'].post.tags).not.toContain('extension');
    });
  });

  it('endAllSessions (disabling an account) ends every session at once, access tokens included', async () => {
    const admin = await createPerson(t);
    const a = await signIn(t, admin);
    const b = await signIn(t, admin);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ status: 'suspended' }).where('id', '=', admin.id).execute();
      await endAllSessions(trx, admin.id, { reason: 'account_suspended' });
    });
    expect(await accessWorks(t, a.accessToken)).toBe(false);
    expect(await accessWorks(t, b.accessToken)).toBe(false);
    expect((await refresh(t, b.refreshToken)).statusCode).toBe(401);
    const ended = await t.db.selectFrom('sessions').select('revokedReason').where('accountId', '=', admin.id).execute();
    expect(ended.map((row) => row.revokedReason)).toEqual(['account_suspended', 'account_suspended']);
  });

  it('parallel refreshes over real HTTP leave one family', async () => {
    const admin = await createPerson(t);
    const first = await signIn(t, admin);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${address}/api/v1/auth/refreshToken`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ HasCredRemembered: false, refreshToken: first.refreshToken }),
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(answers.every((res) => res.headers.get('refreshtoken') && res.headers.get('accesstoken'))).toBe(true);
      expect(new Set(answers.map((res) => res.headers.get('refreshtoken'))).size).toBe(1);
      expect(await liveSessions(t, admin.id)).toHaveLength(1);
    } finally {
      await t.app.server.close();
    }
  });
});
