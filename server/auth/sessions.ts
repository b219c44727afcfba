import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { refusal, type Refusal } from '../errors.js';
import { randomToken, tokenHash, type SuccessorOf } from './randomTokens.js';

/**
 * A session row is one refresh-token family: one sign-in on one device. Its expiry is fixed at
 * sign-in (remember-me or not) and never extended by refreshing. Each refresh token is used once;
 * presenting a used one again within the grace window (two tabs refreshing at once, a retried
 * request) yields the same successor again, so a family has one live token at any moment; after
 * the grace window it ends the whole family (the token was probably stolen).
 */
export const REFRESH_GRACE_SECONDS = 30;

type Db = Kysely<Database>;

export interface NewSession {
  accountId: number;
  sessionVersion: number;
  rememberMe: boolean;
  lifetimeSeconds: number;
  userAgent: string | null;
  ip: string | null;
}

export interface IssuedRefresh {
  accountId: number;
  sessionId: number;
  sessionVersion: number;
  refreshToken: string;
  expiresAt: Date;
}

export async function createSession(db: DB, session: NewSession): Promise<IssuedRefresh> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sessions')
      .values({
        accountId: session.accountId,
        sessionVersion: session.sessionVersion,
        rememberMe: session.rememberMe,
        expiresAt: sql<Date>`now() + make_interval(secs => ${session.lifetimeSeconds})`,
        revokedReason: null,
        userAgent: session.userAgent?.slice(0, 500) ?? null,
        ip: session.ip,
      })
      .returning(['id', 'expiresAt'])
      .executeTakeFirstOrThrow();
    const refreshToken = randomToken(32);
    await addRefreshToken(trx, row.id, refreshToken, null);
    return { accountId: session.accountId, sessionId: row.id, sessionVersion: session.sessionVersion, refreshToken, expiresAt: row.expiresAt };
  });
}

async function addRefreshToken(db: Db, sessionId: number, refreshToken: string, parentId: number | null): Promise<void> {
  const row = await db
    .insertInto('refreshTokens')
    .values({ sessionId, tokenHash: tokenHash(refreshToken), replacedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (parentId !== null) await db.updateTable('refreshTokens').set({ replacedBy: row.id }).where('id', '=', parentId).execute();
}

export type Rotation = ({ ok: true } & IssuedRefresh) | { ok: false; message: string; why: Refusal };

const refused = (message: string, why: Refusal): Rotation => ({ ok: false, message, why });

/**
 * Exchanges a refresh token for its successor (`successorOf`). The claim is one conditional
 * UPDATE, so of several parallel calls with the same token exactly one rotates it and stores the
 * successor; the others see it rotated a moment ago and are answered the same successor.
 */
export async function rotateRefreshToken(db: DB, presented: string, successorOf: SuccessorOf): Promise<Rotation> {
  const hash = tokenHash(presented);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('refreshTokens')
      .set({ rotatedAt: sql`now()` })
      .where('tokenHash', '=', hash)
      .where('rotatedAt', 'is', null)
      .returning(['id', 'sessionId'])
      .executeTakeFirst();
    let parentId: number | null = null;
    let sessionId: number;
    if (claimed) {
      parentId = claimed.id;
      sessionId = claimed.sessionId;
    } else {
      const used = await trx
        .selectFrom('refreshTokens')
        .select(['sessionId', sql<boolean>`rotated_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`.as('inGrace')])
        .where('tokenHash', '=', hash)
        .executeTakeFirst();
      if (!used) return refused('Your session is not valid. Sign in again.', refusal('SESSION_INVALID'));
      if (!used.inGrace) {
        await revokeSession(trx, used.sessionId, 'refresh_token_reused');
        return refused('This session was ended for your safety. Sign in again.', refusal('SESSION_ENDED_FOR_SAFETY'));
      }
      sessionId = used.sessionId;
    }
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.accountId')
      .select([
        'sessions.accountId',
        'sessions.sessionVersion',
        'sessions.revokedAt',
        'sessions.expiresAt',
        sql<boolean>`sessions.expires_at > now()`.as('live'),
        'accounts.status',
        'accounts.deletedAt',
        'accounts.sessionVersion as accountVersion',
      ])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (session.revokedAt || !session.live) return refused('Your session has ended. Sign in again.', refusal('SESSION_ENDED'));
    if (session.deletedAt || session.status !== 'active' || session.accountVersion !== session.sessionVersion) {
      await revokeSession(trx, sessionId, 'account_changed');
      return refused('Your session has ended. Sign in again.', refusal('SESSION_ENDED'));
    }
    const refreshToken = successorOf(presented);
    if (parentId !== null) await addRefreshToken(trx, sessionId, refreshToken, parentId);
    await trx.updateTable('sessions').set({ lastUsedAt: sql`now()` }).where('id', '=', sessionId).execute();
    return {
      ok: true,
      accountId: session.accountId,
      sessionId,
      sessionVersion: session.sessionVersion,
      refreshToken,
      expiresAt: session.expiresAt,
    };
  });
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Logout with a refresh token: ends its family. Unknown tokens are ignored (logout is idempotent). */
export async function revokeSessionOfRefreshToken(db: Db, presented: string, reason: string): Promise<void> {
  const token = await db.selectFrom('refreshTokens').select('sessionId').where('tokenHash', '=', tokenHash(presented)).executeTakeFirst();
  if (token) await revokeSession(db, token.sessionId, reason);
}

export interface EndSessionsOptions {
  /** Keep this session (the one changing its own password); others end. */
  exceptSessionId?: number;
  /** Stored with the session for the record: password_changed, account_suspended, ... */
  reason?: string;
}

/**
 * Ends an account's sessions at once: access tokens stop working on their next request (the
 * guard checks the session row), refresh tokens are refused. Without `exceptSessionId` it also
 * bumps the account's session_version, which ends any token of the account whatever its session.
 * Call it inside the transaction that disables the account or changes its password.
 */
export async function endAllSessions(db: Db, accountId: number, options: EndSessionsOptions = {}): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()`, revokedReason: options.reason ?? 'ended' })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null);
  if (options.exceptSessionId !== undefined) query = query.where('id', '<>', options.exceptSessionId);
  const result = await query.executeTakeFirst();
  if (options.exceptSessionId === undefined) {
    await db.updateTable('accounts').set({ sessionVersion: sql`session_version + 1` }).where('id', '=', accountId).execute();
  }
  return Number(result.numUpdatedRows);
}

/** Drops what no check needs any more; cheap, run after a successful sign-in. */
export async function pruneAuthData(db: DB): Promise<void> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('sessions').where((eb) => eb.or([eb('expiresAt', '<', dayAgo), eb('revokedAt', '<', dayAgo)])).execute();
  await db.deleteFrom('authThrottle').where('updatedAt', '<', dayAgo).execute();
  await db.deleteFrom('signInAddresses').where('lastSignedInAt', '<', sql<Date>`now() - interval '90 days'`).execute();
  await db.deleteFrom('oneTimeTokens').where((eb) => eb.or([eb('expiresAt', '<', dayAgo), eb('usedAt', '<', dayAgo)])).execute();
}
