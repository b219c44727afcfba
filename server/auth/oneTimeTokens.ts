import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError, badRequest, refusal } from '../errors.js';
import { randomToken, tokenHash } from './randomTokens.js';

export type OneTimePurpose = 'reset_password' | 'verify_email' | 'set_password';
/** The links that choose a password: a reset, or the first password of an account created without one. */
export const passwordLinks: readonly OneTimePurpose[] = ['reset_password', 'set_password'];

/**
 * A reset link lives one hour; a verification link, and the link a new account chooses its first
 * password with, two days (they may wait in an inbox over a weekend).
 */
export const oneTimeTokenLifetimeSeconds: Record<OneTimePurpose, number> = {
  reset_password: 3600,
  verify_email: 48 * 3600,
  set_password: 48 * 3600,
};
const purposes = (purpose: OneTimePurpose | readonly OneTimePurpose[]) => (typeof purpose === 'string' ? [purpose] : [...purpose]);

type Db = Kysely<Database>;

/** A new single-use token (256 bits) for the emailed link; only its hash is stored. */
export async function issueOneTimeToken(db: Db, accountId: number, purpose: OneTimePurpose): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto('oneTimeTokens')
    .values({
      accountId,
      purpose,
      tokenHash: tokenHash(token),
      expiresAt: sql<Date>`now() + make_interval(secs => ${oneTimeTokenLifetimeSeconds[purpose]})`,
    })
    .execute();
  return token;
}

const invalidLink = () =>
  new ApiError(404, 'NOT_FOUND', 'This link is not valid. Check that you opened the whole link, or ask for a new one.', refusal('LINK_INVALID'));
const expiredLink = () => badRequest('This link has expired. Ask for a new one.', refusal('LINK_EXPIRED'));
const usedLink = () => badRequest('This link has already been used. Ask for a new one.', refusal('LINK_USED'));

/** Answers the account of a valid, unused, unexpired token, or throws the reason in plain words. */
export async function checkOneTimeToken(db: Db, token: string, purpose: OneTimePurpose | readonly OneTimePurpose[]): Promise<{ accountId: number; purpose: OneTimePurpose }> {
  const row = await db
    .selectFrom('oneTimeTokens')
    .innerJoin('accounts', 'accounts.id', 'oneTimeTokens.accountId')
    .select(['oneTimeTokens.accountId', 'oneTimeTokens.purpose', 'oneTimeTokens.usedAt', 'accounts.deletedAt', sql<boolean>`one_time_tokens.expires_at <= now()`.as('expired')])
    .where('oneTimeTokens.tokenHash', '=', tokenHash(token))
    .where('oneTimeTokens.purpose', 'in', purposes(purpose))
    .executeTakeFirst();
  if (!row || row.deletedAt) throw invalidLink();
  if (row.usedAt) throw usedLink();
  if (row.expired) throw expiredLink();
  return { accountId: row.accountId, purpose: row.purpose };
}

/**
 * Uses the token up in one conditional UPDATE (two parallel calls cannot both succeed) and
 * answers its account; throws like `checkOneTimeToken` when it cannot be used.
 */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimePurpose | readonly OneTimePurpose[]): Promise<{ accountId: number }> {
  const used = await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: sql`now()` })
    .where('tokenHash', '=', tokenHash(token))
    .where('purpose', 'in', purposes(purpose))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('accounts').select('accounts.id').whereRef('accounts.id', '=', 'oneTimeTokens.accountId').where('accounts.deletedAt', 'is', null)),
    )
    .returning('accountId')
    .executeTakeFirst();
  if (used) return used;
  await checkOneTimeToken(db, token, purpose);
  // Valid a moment ago, so a parallel call has just used it.
  throw usedLink();
}

/** After a password reset: any other reset link still in an inbox stops working. */
export async function useUpOneTimeTokens(db: Db, accountId: number, purpose: OneTimePurpose | readonly OneTimePurpose[]): Promise<void> {
  await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('purpose', 'in', purposes(purpose))
    .where('usedAt', 'is', null)
    .execute();
}
