import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.js';

type UserType = 'superAdmin' | 'admin' | 'tutor' | 'user';

export interface TestAccount {
  id: number;
  email: string;
  displayName: string;
  userType: UserType;
  /** A valid access token of a fresh session of this account. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject(). */
  headers: { authorization: string };
}

/**
 * Inserts an account straight into the database and signs an access token for a new session,
 * without going through login (the auth tests cover login itself).
 */
export async function createTestAccount(
  t: TestApp,
  userType: UserType,
  fields: Partial<{ email: string; displayName: string; status: 'active' | 'pending' | 'suspended'; userRole: 'admin' | 'editor' }> = {},
): Promise<TestAccount> {
  const email = fields.email ?? `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const displayName = fields.displayName ?? `Test ${userType}`;
  const account = await t.db
    .insertInto('accounts')
    .values({
      email,
      displayName,
      userType,
      userRole: fields.userRole ?? null,
      status: fields.status ?? 'active',
      passwordHash: null,
      photoUrl: null,
      phone: null,
      emailVerified: true,
    })
    .returning(['id', 'sessionVersion'])
    .executeTakeFirstOrThrow();
  const session = await t.db
    .insertInto('sessions')
    .values({ accountId: account.id, expiresAt: new Date(Date.now() + 3600_000), revokedReason: null, userAgent: null, ip: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.accessTokens.sign({ accountId: account.id, sessionId: session.id, version: account.sessionVersion });
  return { id: account.id, email, displayName, userType, token, headers: { authorization: `Bearer ${token}` } };
}
