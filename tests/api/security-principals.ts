import { SignJWT } from 'jose';
import { hashPassword } from '../../server/auth/passwords.js';
import { createSession } from '../../server/auth/sessions.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { TEST_JWT_SECRET, type TestApp } from '../helpers/app.js';
import type { Principal } from './security-matrix.data.js';

export const PRINCIPAL_PASSWORD = 'Principal password 1';

export interface Caller {
  headers: Record<string, string>;
  /** The account behind a working token (undefined for anonymous and broken tokens). */
  account: TestAccount | undefined;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

function signed(claims: Record<string, unknown>, secret: string, expiresAt?: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt ? expiresAt - 900 : now)
    .setExpirationTime(expiresAt ?? now + 900)
    .sign(new TextEncoder().encode(secret));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Makes callers of every kind, each on a fresh account and session, so that one call (a logout,
 * a password change) never changes what the next one sees.
 */
export async function principalFactory(t: TestApp) {
  const passwordHash = await hashPassword(PRINCIPAL_PASSWORD);

  async function account(userType: TestAccount['userType']): Promise<TestAccount> {
    const created = await createTestAccount(t, userType);
    await t.db.updateTable('accounts').set({ passwordHash }).where('id', '=', created.id).execute();
    return created;
  }

  return async function callerFor(principal: Principal): Promise<Caller> {
    switch (principal) {
      case 'anonymous':
        return { headers: {}, account: undefined };
      case 'expiredToken': {
        const { token } = await account('admin');
        const { exp: _exp, iat: _iat, ...claims } = claimsOf(token);
        return { headers: bearer(await signed(claims, TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 60)), account: undefined };
      }
      case 'refreshAsAccess': {
        const { id } = await account('admin');
        const session = await createSession(t.db, { accountId: id, sessionVersion: 0, rememberMe: false, lifetimeSeconds: 3600, userAgent: null, ip: null });
        return { headers: bearer(session.refreshToken), account: undefined };
      }
      case 'algNone': {
        const { token } = await account('admin');
        return { headers: bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`), account: undefined };
      }
      case 'wrongKey': {
        const { token } = await account('admin');
        const { exp: _exp, iat: _iat, ...claims } = claimsOf(token);
        return { headers: bearer(await signed(claims, 'another-secret-of-at-least-32-characters!')), account: undefined };
      }
      case 'disabledAdmin': {
        const admin = await account('admin');
        await t.db.updateTable('accounts').set({ status: 'suspended' }).where('id', '=', admin.id).execute();
        return { headers: admin.headers, account: undefined };
      }
      default: {
        const live = await account(principal);
        return { headers: live.headers, account: live };
      }
    }
  };
}
