import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyHs256, type Hs256Result } from '../../server/auth/jwtHs256.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const key = new TextEncoder().encode('access-token-test-secret-'.padEnd(48, 'k'));
const otherKey = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
const expected = { audience: 'tutor-admin', issuer: 'Tutor Admin' };
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A correctly signed HS256 token with any header and payload (jose refuses to make odd ones). */
const handSigned = (header: unknown, payload: unknown) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
const claims = () => ({ sub: '42', sid: 7, ver: 0, typ: 'access', aud: expected.audience, iss: expected.issuer, exp: now() + 900 });

interface TokenSpec {
  alg: 'HS256' | 'HS384' | 'HS512';
  signingKey: Uint8Array;
  aud?: string | string[];
  iss?: string;
  /** Seconds from now; undefined leaves the claim out. */
  exp?: number;
  nbf?: number;
  iat?: number;
}

function sign(spec: TokenSpec): Promise<string> {
  const jwt = new SignJWT({ sid: 7, ver: 0, typ: 'access' }).setProtectedHeader({ alg: spec.alg, typ: 'JWT' }).setSubject('42');
  if (spec.aud !== undefined) jwt.setAudience(spec.aud);
  if (spec.iss !== undefined) jwt.setIssuer(spec.iss);
  if (spec.exp !== undefined) jwt.setExpirationTime(now() + spec.exp);
  if (spec.nbf !== undefined) jwt.setNotBefore(now() + spec.nbf);
  if (spec.iat !== undefined) jwt.setIssuedAt(now() + spec.iat);
  return jwt.sign(spec.signingKey);
}

/** jose's verdict with the options the API used before verification moved to node:crypto. */
async function joseVerdict(token: string): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], audience: expected.audience, issuer: expected.issuer });
    return 'ok';
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}

const verdict = (result: Hs256Result) => (result.ok ? 'ok' : result.reason);

const valid: TokenSpec = { alg: 'HS256', signingKey: key, aud: expected.audience, iss: expected.issuer, exp: 900, iat: 0 };

describe('verifyHs256', () => {
  it('accepts a token jose signed, with its claims', async () => {
    const result = verifyHs256(await sign(valid), key, expected);
    expect(result).toMatchObject({ ok: true, claims: { sub: '42', sid: 7, ver: 0, typ: 'access', aud: 'tutor-admin', iss: 'Tutor Admin' } });
  });

  it('refuses forged, altered, foreign and malformed tokens', async () => {
    const token = await sign(valid);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = b64({ ...claims(), sub: '1' });
    const refused = {
      'another key': await sign({ ...valid, signingKey: otherKey }),
      'HS512 with the same key': await sign({ ...valid, alg: 'HS512' }),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'a critical header': handSigned({ alg: 'HS256', typ: 'JWT', crit: ['x'], x: 1 }, claims()),
      'a payload that is a list': handSigned({ alg: 'HS256', typ: 'JWT' }, [claims()]),
      'a payload that is not JSON': `${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.${signature}`,
      'an expiry that is not a number': handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims(), exp: String(now() + 900) }),
      'an issue time that is not a number': handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iat: 'now' }),
      'another payload under the signature': `${header}.${otherPayload}.${signature}`,
      'a signature with padding': `${token}=`,
      'a signature cut short': token.slice(0, -2),
      'no signature': `${header}.${payload}.`,
      'four parts': `${token}.${signature}`,
      'two parts': `${header}.${payload}`,
      'not base64url': `${header}.${payload}.${signature.slice(0, -1)}+`,
      'an empty string': '',
      'another audience': await sign({ ...valid, aud: 'someone-else' }),
      'another issuer': await sign({ ...valid, iss: 'Someone Else' }),
      'no audience': await sign({ ...valid, aud: undefined }),
      'no expiry': await sign({ ...valid, exp: undefined }),
      'not valid yet': await sign({ ...valid, nbf: 600 }),
    };
    for (const [name, forged] of Object.entries(refused)) {
      expect(verdict(verifyHs256(forged, key, expected)), name).toBe('invalid');
    }
  });

  it('says "expired" for a genuine token past its expiry', async () => {
    expect(verdict(verifyHs256(await sign({ ...valid, exp: -5 }), key, expected))).toBe('expired');
  });

  it('accepts a hand-made token with the right header, claims and signature', () => {
    expect(verdict(verifyHs256(handSigned({ alg: 'HS256', typ: 'JWT' }, claims()), key, expected))).toBe('ok');
  });

  it('accepts an audience list that holds the API audience, as jose does', async () => {
    expect(verdict(verifyHs256(await sign({ ...valid, aud: ['other', expected.audience] }), key, expected))).toBe('ok');
  });

  it('gives jose\'s verdict on tokens of every shape (never accepts what jose refuses)', async () => {
    const spec = fc.record({
      alg: fc.constantFrom('HS256', 'HS384', 'HS512') as fc.Arbitrary<TokenSpec['alg']>,
      signingKey: fc.constantFrom(key, otherKey),
      aud: fc.option(fc.constantFrom(expected.audience, 'someone-else', [expected.audience, 'x'], ['x']), { nil: undefined }),
      iss: fc.option(fc.constantFrom(expected.issuer, 'Someone Else'), { nil: undefined }),
      exp: fc.option(fc.constantFrom(-3600, -30, 30, 3600), { nil: undefined }),
      nbf: fc.option(fc.constantFrom(-30, 600), { nil: undefined }),
      iat: fc.option(fc.constantFrom(-60, 0), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(spec, async (each) => {
        const token = await sign(each);
        const ours = verdict(verifyHs256(token, key, expected));
        const jose = await joseVerdict(token);
        // One deliberate difference: a token without an expiry is refused (the API always sets one).
        expect(ours).toBe(each.exp === undefined && jose === 'ok' ? 'invalid' : jose);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts no altered copy of a genuine token that jose would refuse', async () => {
    const token = await sign(valid);
    const genuine = verifyHs256(token, key, expected);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ';
    const edit = fc.record({ at: fc.nat({ max: token.length - 1 }), char: fc.constantFrom(...alphabet), kind: fc.constantFrom('replace', 'insert', 'delete') });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
        let altered = token;
        for (const { at, char, kind } of edits) {
          const i = Math.min(at, altered.length);
          altered = kind === 'replace' ? altered.slice(0, i) + char + altered.slice(i + 1) : kind === 'insert' ? altered.slice(0, i) + char + altered.slice(i) : altered.slice(0, i) + altered.slice(i + 1);
        }
        const ours = verifyHs256(altered, key, expected);
        if (ours.ok) {
          expect(await joseVerdict(altered)).toBe('ok');
          expect(genuine.ok && ours.claims).toEqual(genuine.ok && genuine.claims);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the session check on every authenticated request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const dashboard = (account: TestAccount) => t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: account.headers });
  const sessionOf = async (account: TestAccount) =>
    (await t.db.selectFrom('sessions').select('id').where('accountId', '=', account.id).executeTakeFirstOrThrow()).id;

  const endings: Record<string, (account: TestAccount) => Promise<unknown>> = {
    'the session is revoked (logout)': async (account) =>
      t.db.updateTable('sessions').set({ revokedAt: sql<Date>`now()`, revokedReason: 'logout' }).where('id', '=', await sessionOf(account)).execute(),
    'the session has expired': async (account) =>
      t.db.updateTable('sessions').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('id', '=', await sessionOf(account)).execute(),
    'the account is suspended': (account) => t.db.updateTable('accounts').set({ status: 'suspended' }).where('id', '=', account.id).execute(),
    'the account is pending': (account) => t.db.updateTable('accounts').set({ status: 'pending' }).where('id', '=', account.id).execute(),
    'the account is deleted': (account) => t.db.updateTable('accounts').set({ deletedAt: sql<Date>`now()` }).where('id', '=', account.id).execute(),
    'all its sessions were ended (session version bumped)': (account) =>
      t.db.updateTable('accounts').set({ sessionVersion: sql<number>`session_version + 1` }).where('id', '=', account.id).execute(),
  };

  for (const [what, end] of Object.entries(endings)) {
    it(`refuses the very next request once ${what}`, async () => {
      const admin = await createTestAccount(t, 'admin');
      const bystander = await createTestAccount(t, 'admin');
      expect((await dashboard(admin)).statusCode).toBe(200);
      await end(admin);
      const refused = await dashboard(admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your session has ended. Sign in again.', code: 'TOKEN_INVALID', reason: 'SESSION_ENDED', params: {} });
      expect((await dashboard(bystander)).statusCode).toBe(200);
    });
  }

  it('refuses a genuine token whose session belongs to another account', async () => {
    const admin = await createTestAccount(t, 'admin');
    const other = await createTestAccount(t, 'admin');
    const token = await t.app.accessTokens.sign({ accountId: admin.id, sessionId: await sessionOf(other), version: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });
});
