import type { DB } from '../db/index.js';
import { badRequest, onField, refusal } from '../errors.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { changePasswordKey, forgiveAttempt, registerAttempt } from './throttle.js';

/**
 * Proves that the person holding this session knows the account's password before a change that
 * would let a stolen access token keep the account (its password or its email). Guesses count
 * against the change-password throttle, whichever call makes them.
 */
export async function assertCurrentPassword(db: DB, accountId: number, password: string | undefined, field: string): Promise<void> {
  if (!password) {
    throw badRequest('Enter your current password to make this change.', refusal('CURRENT_PASSWORD_REQUIRED'), onField(field, 'Enter your current password', refusal('CURRENT_PASSWORD_REQUIRED')));
  }
  const throttleKey = changePasswordKey(accountId);
  await registerAttempt(db, [throttleKey]);
  const { passwordHash } = await db.selectFrom('accounts').select('passwordHash').where('id', '=', accountId).executeTakeFirstOrThrow();
  const ok = passwordHash ? await verifyPassword(passwordHash, password) : await verifyDummyPassword(password);
  if (!ok) throw badRequest('Your current password is not correct.', refusal('PASSWORD_WRONG'), onField(field, 'This is not your current password', refusal('PASSWORD_WRONG')));
  await forgiveAttempt(db, [throttleKey]);
}
