import { isStaffType } from '../../contract/values.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { assertCurrentPassword } from '../auth/currentPassword.js';
import { checkOneTimeToken, consumeOneTimeToken, passwordLinks, useUpOneTimeTokens } from '../auth/oneTimeTokens.js';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '../auth/passwords.js';
import type { SessionUser } from '../../contract/auth.js';
import { sessionUserColumns, toSessionUser } from '../auth/sessionUser.js';
import { createSession, endAllSessions, pruneAuthData, type IssuedRefresh } from '../auth/sessions.js';
import { isKnownAddress, rememberAddress } from '../auth/signInAddresses.js';
import {
  clearAccountThrottle,
  countAttempts,
  forgiveAttempt,
  loginKeys,
  passwordResetAccountKey,
  passwordResetAddressKey,
  registerAttempt,
} from '../auth/throttle.js';
import type { DB } from '../db/index.js';
import { ApiError, badRequest, onField, refusal } from '../errors.js';
import { sendPasswordResetEmail, type AccountEmailContext } from './accountEmails.js';
import { recordAudit } from './audit.js';
import { resourceOf } from './users.js';

/*
 * The account side of sign-in and passwords (spec section 7, Auth): what the calls of
 * server/routes/auth.ts do to the database, so the routes only read requests and write replies.
 */

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'The email address or password is not correct.', refusal('SIGN_IN_FAILED'));

/**
 * The staff account's status, said whatever the password was, so that a refusal never confirms a
 * password: a suspended or not yet active admin learns why, and a guesser learns no password.
 */
function refuseUnlessActive(account: { status: string }) {
  if (account.status === 'suspended') {
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'This account is suspended. Ask a super admin to enable it.', refusal('ACCOUNT_SUSPENDED'));
  }
  if (account.status !== 'active') {
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'This account is not active yet. Ask a super admin to enable it.', refusal('ACCOUNT_NOT_ACTIVE'));
  }
}

export interface SignInAttempt {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  userAgent: string | null;
  /** The session's lifetime in seconds (REMEMBER_ME_TTL or REFRESH_TOKEN_TTL). */
  lifetimeSeconds: number;
}

/** Checks the throttle and the password of a staff account and starts a session (401 or 429 otherwise). */
export async function signIn(db: DB, attempt: SignInAttempt): Promise<{ issued: IssuedRefresh; user: SessionUser }> {
  const { email, password, ip } = attempt;
  await registerAttempt(db, loginKeys(email, ip, { knownAddress: await isKnownAddress(db, email, ip) }));
  const account = await db
    .selectFrom('accounts')
    .select([...sessionUserColumns, 'passwordHash', 'sessionVersion'])
    .where('email', '=', email)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  // One password check on every path, so that no answer is quicker than another.
  const passwordHash = account?.passwordHash;
  const passwordOk = passwordHash ? await verifyPassword(passwordHash, password) : await verifyDummyPassword(password);
  // Students and tutors cannot sign in here: they are answered as an unknown address is.
  if (!account || !isStaffType(account.userType)) throw invalidCredentials();
  refuseUnlessActive(account);
  if (!passwordHash || !passwordOk) throw invalidCredentials();
  await forgiveAttempt(db, loginKeys(email, ip));
  await rememberAddress(db, account.id, ip);
  if (needsRehash(passwordHash)) {
    await db.updateTable('accounts').set({ passwordHash: await hashPassword(password) }).where('id', '=', account.id).execute();
  }
  const issued = await createSession(db, {
    accountId: account.id,
    sessionVersion: account.sessionVersion,
    rememberMe: attempt.rememberMe,
    lifetimeSeconds: attempt.lifetimeSeconds,
    userAgent: attempt.userAgent,
    ip,
  });
  await pruneAuthData(db);
  return { issued, user: toSessionUser(account) };
}

/** The signed-in user as login answers it. */
export async function sessionUserOf(db: DB, accountId: number): Promise<SessionUser> {
  const row = await db.selectFrom('accounts').select(sessionUserColumns).where('id', '=', accountId).executeTakeFirstOrThrow();
  return toSessionUser(row);
}

/**
 * Emails a reset link to the account of this address, if there is one, within the limits of the
 * address and of the account (a few a quarter hour, so the form cannot flood an inbox). Run after
 * the answer has gone out (server/afterReply.ts): nothing here shows in the answer or its timing,
 * and past a limit nothing is sent, silently.
 */
export async function requestPasswordReset(ctx: AccountEmailContext & { db: DB }, email: string): Promise<void> {
  if ((await countAttempts(ctx.db, [passwordResetAddressKey(email)])) > 0) return;
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'email', 'displayName'])
    .where('email', '=', email)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!account || (await countAttempts(ctx.db, [passwordResetAccountKey(account.id)])) > 0) return;
  await sendPasswordResetEmail(ctx, account);
}

/**
 * Uses a reset link (or the link a new account chooses its first password with) up: sets the
 * password, confirms the address, ends every session, clears the account's throttle.
 */
export async function resetPassword(db: DB, token: string, password: string): Promise<void> {
  // Checked first so that an invalid link costs no password hashing.
  await checkOneTimeToken(db, token, passwordLinks);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const { accountId } = await consumeOneTimeToken(trx, token, passwordLinks);
    const account = await trx
      .updateTable('accounts')
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where('id', '=', accountId)
      .returning(['id', 'email', 'displayName', 'userType'])
      .executeTakeFirstOrThrow();
    await useUpOneTimeTokens(trx, accountId, passwordLinks);
    await endAllSessions(trx, accountId, { reason: 'password_reset' });
    await clearAccountThrottle(trx, account.email);
    await recordAudit(trx, { actor: account, action: 'reset_password', resource: resourceOf(account.userType), recordId: accountId });
  });
}

/** Changes the signed-in user's password (the current one first) and ends their other sessions. */
export async function changePassword(db: DB, user: AuthenticatedUser, oldPassword: string, newPassword: string): Promise<void> {
  await assertCurrentPassword(db, user.id, oldPassword, 'oldPassword');
  if (newPassword === oldPassword) {
    const why = refusal('PASSWORD_UNCHANGED');
    throw badRequest('Choose a new password that differs from the current one.', why, onField('newPassword', 'Choose a password you do not use now', why));
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ passwordHash, updatedAt: new Date() }).where('id', '=', user.id).execute();
    await endAllSessions(trx, user.id, { exceptSessionId: user.sessionId, reason: 'password_changed' });
    await recordAudit(trx, { actor: user, action: 'change_password', resource: resourceOf(user.userType), recordId: user.id });
  });
}

/** Uses a verification link up and marks the address confirmed, in the account's history; answers the address. */
export async function verifyAccount(db: DB, token: string): Promise<string> {
  const account = await db.transaction().execute(async (trx) => {
    const { accountId } = await consumeOneTimeToken(trx, token, 'verify_email');
    const verified = await trx
      .updateTable('accounts')
      .set({ emailVerified: true, updatedAt: new Date() })
      .where('id', '=', accountId)
      .returning(['id', 'email', 'displayName', 'userType'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: verified,
      action: 'verify_email',
      resource: resourceOf(verified.userType),
      recordId: accountId,
      before: { emailVerified: false },
      after: { emailVerified: true },
    });
    return verified;
  });
  return account.email;
}
