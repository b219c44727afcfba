import type { SessionUser } from '../../contract/auth.js';
import type { Account } from '../db/schema.js';

/** The account columns the signed-in user record needs. */
export const sessionUserColumns = [
  'id',
  'uid',
  'email',
  'displayName',
  'photoUrl',
  'userType',
  'userRole',
  'status',
  'emailVerified',
  'createdAt',
  'updatedAt',
] as const;

export type SessionUserRow = Pick<Account, (typeof sessionUserColumns)[number]>;

/** The spec's logged-in user record (contract `sessionUser`): photoURL, ISO timestamps, no secrets. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    userType: row.userType,
    userRole: row.userRole,
    status: row.status,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
