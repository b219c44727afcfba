import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { accountStatus } from '../../contract/auth.js';
import type { AccountRecord } from '../../contract/users.js';
import { endAllSessions } from '../auth/sessions.js';
import type { DB } from '../db/index.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { conflictOn, refusal } from '../errors.js';
import { isUniqueViolation, violatedConstraint } from './pgErrors.js';
import { iso } from './jsonDates.js';
import { countedRowsExpression, lowerCasedLike, plannedRows, type ListOptions } from './listPage.js';
import { pairIndex } from './pairSearch.js';

/** The `list_counts` keys (`<userType>:<status>`) of live accounts of these types and status. */
export const liveAccountCountKeys = (types: readonly AccountsTable['userType'][], status?: (typeof accountStatus.options)[number]) =>
  types.flatMap((type) => (status ? [status] : accountStatus.options).map((each) => `${type}:${each}`));

/** The exact number of live accounts of these types (and status), from `list_counts`, as a scalar SQL expression. */
export const countedLiveAccounts = (types: readonly AccountsTable['userType'][], status?: (typeof accountStatus.options)[number]) =>
  countedRowsExpression('accounts', liveAccountCountKeys(types, status));

/** Every column an admin may see of an account (never the password hash). */
export const accountColumns = [
  'accounts.id',
  'accounts.uid',
  'accounts.email',
  'accounts.displayName',
  'accounts.phone',
  'accounts.photoUrl',
  'accounts.userType',
  'accounts.userRole',
  'accounts.status',
  'accounts.emailVerified',
  'accounts.createdAt',
  'accounts.updatedAt',
] as const;

export function selectLiveAccounts(db: DB) {
  return db.selectFrom('accounts').select(accountColumns).where('accounts.deletedAt', 'is', null);
}
export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectLiveAccounts>['executeTakeFirstOrThrow']>>;

export function toAccountRecord({ photoUrl, ...row }: AccountRow): AccountRecord {
  return { ...row, photoURL: photoUrl, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** A live (not deleted) account, locked for update when called inside a transaction. */
export async function findLiveAccount(db: DB, id: number, lock = false): Promise<AccountRow | undefined> {
  const query = selectLiveAccounts(db).where('accounts.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

const emailTaken = () =>
  conflictOn('email', 'An account with this email already exists', refusal('EMAIL_TAKEN'));

/** 409 with `errors.email` when a live account other than `exceptId` has this email. */
export async function assertEmailFree(db: DB, email: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('accounts').select('id').where('email', '=', email).where('deletedAt', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw emailTaken();
}

/** A unique-index race on the email (two creates at once) reads as the same 409. */
export function rethrowEmailConflict(error: unknown): never {
  if (isUniqueViolation(error) && violatedConstraint(error) === 'accounts_email_live') throw emailTaken();
  throw error;
}

/**
 * Soft delete: the row stays (bookings and reports keep showing the name), the email is free for
 * a new account, sessions end, and the account's future lessons still pending payment are
 * cancelled. Past bookings and paid future ones are kept as they are (refunds are a finance task).
 * Answers how many bookings were cancelled.
 */
export async function softDeleteAccount(db: DB, accountId: number): Promise<number> {
  await db.updateTable('accounts').set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where('id', '=', accountId).execute();
  await endAllSessions(db, accountId, { reason: 'account_deleted' });
  const cancelled = await db
    .updateTable('bookings')
    .set({ paymentStatus: 'cancelled', updatedAt: sql`now()` })
    .where((eb) => eb.or([eb('studentId', '=', accountId), eb('tutorId', '=', accountId)]))
    .where('paymentStatus', '=', 'pending')
    .where('lessonAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows);
}

/**
 * Locks the active superAdmins and answers how many there are besides `exceptId`, so that two
 * concurrent demotions cannot both pass the "not the last one" check.
 */
export async function otherActiveSuperAdmins(db: DB, exceptId: number): Promise<number> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('userType', '=', 'superAdmin')
    .where('status', '=', 'active')
    .where('deletedAt', 'is', null)
    .where('id', '<>', exceptId)
    .forUpdate()
    .execute();
  return rows.length;
}

/**
 * The search of the tutors and users lists: display name or email contains the term, any case.
 * `search_text` holds both, lower-cased and joined by a newline (migration 0007), so a term
 * without a newline matches within one field, as the two ILIKEs would. A term with a newline could
 * match across the two there, so it is compared with each field instead.
 */
export function accountSearch(eb: ExpressionBuilder<Database, 'accounts'>, pattern: string) {
  if (pattern.includes('\n')) return eb.or([eb('accounts.displayName', 'ilike', pattern), eb('accounts.email', 'ilike', pattern)]);
  return lowerCasedLike('accounts.searchText', pattern);
}

/** The characters of a term, from its ILIKE pattern (`%term%`, with `\` before `%`, `_` and `\`). */
const termLength = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1').length;

const pairIndexNames = { tutor: 'accounts_tutor_search_pairs', user: 'accounts_student_search_pairs' } as const;

/**
 * The search of a list of one type of live accounts (the tutors, the students), read through
 * indexes of that type's own, whose statistics count its accounts only (docs/performance.md): a
 * term common among students and absent from tutors ("stude") is then estimated rare for the tutors
 * list and read through the index, where the statistics of all accounts made the list walk every
 * tutor looking for matches. A term of three letters or more through the trigram index of the
 * type's search text (null for every other account; migrations 0012, 0014); one of two characters
 * through the type's pair index when rare (migration 0013, ./pairSearch.ts); other terms as every
 * account list searches.
 *
 * While nothing but the search narrows the list (`unfiltered`):
 * - the sort by creation walks an index that carries the search text (migration 0015), so a walk
 *   reads no row it does not show (a filter's column is not in it);
 * - a term's matches are expected from the expression alone. In the list's statement the planner
 *   multiplies the expression's odds (which count every other account as a non-match) by those of
 *   the type condition that the expression already implies, and by a guess for the profile check:
 *   "and", in 29,686 tutors, was expected in 2,534 there and so read through the index (126 ms)
 *   where a walk takes a few.
 */
export function accountTypeSearch(
  type: keyof typeof pairIndexNames,
  unfiltered: boolean,
): Required<Pick<ListOptions, 'search' | 'pairs'>> & Pick<ListOptions, 'coveredWalks' | 'expectedMatches'> {
  const typeName = sql.lit(type);
  const typeSearchText = sql<string>`(case when accounts.user_type = ${typeName} and accounts.deleted_at is null then accounts.search_text end)`;
  const throughExpression = (pattern: string) => !pattern.includes('\n') && termLength(pattern) >= 3;
  const expressionMatches = (pattern: string) => sql<SqlBool>`${typeSearchText} like lower(${pattern})`;
  return {
    search: (eb: ExpressionBuilder<Database, 'accounts'>, pattern: string) => (throughExpression(pattern) ? expressionMatches(pattern) : accountSearch(eb, pattern)),
    pairs: pairIndex(pairIndexNames[type], 'accounts.searchText', sql<SqlBool>`accounts.deleted_at is null and accounts.user_type = ${typeName}`),
    ...(unfiltered
      ? {
          coveredWalks: ['accounts.createdAt'],
          expectedMatches: async (db: DB, pattern: string) =>
            throughExpression(pattern) ? plannedRows(db.selectFrom('accounts').select(sql.lit(1).as('one')).where(expressionMatches(pattern))) : undefined,
        }
      : {}),
  };
}
