import { isStaffType, staffTypes } from '../../contract/values.js';
import { isStaleRead, versionRead } from '../declared/ifMatch.js';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { AccountDetail, AccountRecord, userTypeFilter } from '../../contract/users.js';
import type { z } from 'zod';
import users from '../../src/resources/users/resource.js';
import { filterConditions, type DeclaredListQuery } from '../declared/listQuery.js';
import type { AccountUpdateBody as UserUpdateBody, RegisterBody } from '../../src/resources/users/server/accountBodies.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { assertCurrentPassword } from '../auth/currentPassword.js';
import { hashPassword } from '../auth/passwords.js';
import { endAllSessions } from '../auth/sessions.js';
import type { DB } from '../db/index.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { badRequestOn, conflict, editConflict, forbidden, notFound, refusal } from '../errors.js';
import {
  accountSearch,
  accountTypeSearch,
  assertEmailFree,
  countedLiveAccounts,
  findLiveAccount,
  otherActiveSuperAdmins,
  rethrowEmailConflict,
  selectLiveAccounts,
  softDeleteAccount,
  toAccountRecord,
  type AccountRow,
} from './accounts.js';
import { recordAudit } from './audit.js';
import { eachRecord } from './bulk.js';
import { filtersOnly, pageOf, type ListSource } from './listPage.js';
import { recentBookingsOf } from './transactions.js';
import { accountStatusFor, createTutorProfile, tutorHistorySnapshot } from './tutors.js';
import { assertCatalogueIds } from './tutorLinks.js';
import { updateTransaction } from './updateTransaction.js';
import { ownTransaction } from '../db/ownTransaction.js';
import { discoverDeclarations } from '../declared/discover.js';
import type { DeclaredRecord } from '../declared/records.js';
import { moveToTrash } from '../trash/trash.js';

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName' | 'userType'>;
type UserType = AccountsTable['userType'];

const isSuperAdmin = (actor: Actor) => actor.userType === 'superAdmin';

/** The audit trail's resource name for an account, as the admin's screens name them. */
export const resourceOf = (type: UserType) => (type === 'tutor' ? 'tutors' : type === 'user' ? 'users' : 'admin-management');

/** The declared resource whose records are accounts of this type. */
const accountDeclaration = async (type: UserType) => (await discoverDeclarations()).find((declaration) => declaration.name === resourceOf(type))!;

const staffOnly = () => forbidden('Only a super admin may manage admin accounts', refusal('ADMIN_ACCOUNTS_SUPER_ADMIN_ONLY'));

/**
 * Staff accounts are a superAdmin's to see and manage; anyone may see their own. The audit trail
 * reads the same rule from the admin accounts' declaration (server/auth/readRules.ts).
 */
function assertMayManage(actor: Actor, target: Pick<AccountRow, 'id' | 'userType'>) {
  if (isStaffType(target.userType) && !isSuperAdmin(actor) && target.id !== actor.id) throw staffOnly();
}

const sortColumns = {
  displayName: 'accounts.displayName',
  email: 'accounts.email',
  createdAt: 'accounts.createdAt',
  userType: 'accounts.userType',
  status: 'accounts.status',
  id: 'accounts.id',
};

/** The accounts list's query (src/resources/users/server/listQuery.ts): the declared filters and its own kinds of account. */
export type UserListQuery = DeclaredListQuery & { userType?: z.infer<typeof userTypeFilter>; status?: AccountRecord['status'] };

function typesFor(actor: Actor, filter: UserListQuery['userType']): UserType[] {
  const wanted: UserType[] = filter === undefined ? ['superAdmin', 'admin', 'tutor', 'user'] : filter === 'staff' ? [...staffTypes] : [filter];
  if (isSuperAdmin(actor)) return wanted;
  if (filter !== undefined && wanted.some(isStaffType)) throw staffOnly();
  return wanted.filter((type) => !isStaffType(type));
}

/**
 * Any kind of account. An admin (not super) sees tutors and students only: without a userType
 * filter the staff accounts are left out, and asking for them is a 403.
 */
export function userListSource(db: DB, actor: Actor, query: UserListQuery): ListSource<AccountRow, AccountRecord> {
  const types = typesFor(actor, query.userType);
  const base = selectLiveAccounts(db).where((eb: ExpressionBuilder<Database, 'accounts'>) => {
    // One type is written into the statement (it is one of the four, never the caller's text): a
    // parameter would hide from the planner of the prepared first page that only that type's
    // indexes are needed (migration 0014).
    const conditions = [types.length === 1 ? eb('accounts.userType', '=', sql.lit(types[0]!)) : eb('accounts.userType', 'in', types)];
    // The declared filters (src/resources/users/resource.ts), each on the account's column of its field's name.
    for (const { field, op, value } of filterConditions(users, query)) conditions.push(eb(sql.ref(`accounts.${field}`), op === 'holds' ? '=' : op, value));
    return eb.and(conditions);
  });
  return {
    base,
    toItems: (rows) => rows.map(toAccountRecord),
    options: {
      sortColumns,
      idColumn: 'accounts.id',
      // The students list (the users screen's) searches through the students' own indexes.
      ...(types.length === 1 && types[0] === 'user' ? accountTypeSearch('user', filtersOnly(query, ['userType'])) : { search: accountSearch }),
      large: { db, countedTotal: filtersOnly(query, ['userType', 'status']) ? countedLiveAccounts(types, query.status) : undefined },
    },
  };
}

export function listUsers(db: DB, actor: Actor, query: UserListQuery): Promise<{ items: AccountRecord[]; total: number }> {
  return pageOf(userListSource(db, actor, query), query);
}

async function requireAccount(db: DB, id: number, lock = false): Promise<AccountRow> {
  const account = await findLiveAccount(db, id, lock);
  if (!account) throw notFound('Account', 'users');
  return account;
}

export async function getUser(db: DB, actor: Actor, id: number): Promise<AccountDetail> {
  const account = await requireAccount(db, id);
  assertMayManage(actor, account);
  return accountDetailOf(db, toAccountRecord(account));
}

/** An account (as read or just written, its access already checked) as its get answers it: with its booking and report counts and latest bookings. */
export async function accountDetailOf(db: DB, account: AccountRecord): Promise<AccountDetail> {
  const { id } = account;
  const [counts, recentBookings] = await Promise.all([
    db
      .selectNoFrom([
        sql<number>`(select count(*)::int from bookings where student_id = ${id} or tutor_id = ${id})`.as('bookingCount'),
        sql<number>`(select count(*)::int from reports where reporter_id = ${id})`.as('reportsFiledCount'),
        sql<number>`(select count(*)::int from reports where reported_id = ${id})`.as('reportsAgainstCount'),
      ])
      .executeTakeFirstOrThrow(),
    recentBookingsOf(db, id),
  ]);
  return { ...account, stats: counts, recentBookings };
}

/** Creates an account of any type; staff accounts need a superAdmin. */
export async function registerAccount(db: DB, actor: Actor, body: RegisterBody): Promise<AccountRecord> {
  if (isStaffType(body.userType) && !isSuperAdmin(actor)) throw staffOnly();
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return ownTransaction(db, async (trx) => {
    await assertEmailFree(trx, body.email);
    if (body.userType === 'tutor') await assertCatalogueIds(trx, body);
    const approvalStatus = body.userType === 'tutor' ? (body.approvalStatus ?? 'pending') : undefined;
    const status = body.userType === 'tutor' ? accountStatusFor[approvalStatus!] : (body.status ?? 'active');
    const created = await trx
      .insertInto('accounts')
      .values({
        email: body.email,
        displayName: body.displayName,
        phone: body.phone ?? null,
        passwordHash,
        photoUrl: null,
        userType: body.userType,
        userRole: body.userType === 'admin' || body.userType === 'superAdmin' ? (body.userRole ?? 'admin') : null,
        status,
        // A superAdmin vouches for the staff they create; tutors and students confirm their own email.
        emailVerified: isStaffType(body.userType),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(rethrowEmailConflict);
    if (body.userType === 'tutor') await createTutorProfile(trx, created.id, { ...body, approvalStatus: approvalStatus! });
    const record = toAccountRecord(await requireAccount(trx, created.id));
    await recordAudit(trx, {
      actor,
      action: 'create',
      resource: resourceOf(body.userType),
      recordId: created.id,
      // A tutor's entry holds the whole profile it was created with (rate, subjects, ...), as its later changes do.
      after: { ...(body.userType === 'tutor' ? await tutorHistorySnapshot(trx, created.id) : record), passwordSet: passwordHash !== null },
    });
    return record;
  });
}

type AccountChanges = Omit<UserUpdateBody, 'password' | 'currentPassword'>;

/** Only the fields whose value differs from the stored one (forms send every field). */
function changedFields(body: UserUpdateBody, target: AccountRow) {
  const { password, currentPassword: _proof, ...fields } = body;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && value !== target[key as keyof AccountRow]),
  ) as AccountChanges;
  return { changes, password };
}

/**
 * One's own password changes only through /user/changePassword (current password, throttled);
 * another account's is set by a superAdmin, as its own audited action.
 */
function assertMaySetPassword(actor: Actor, target: AccountRow) {
  if (target.id === actor.id) throw forbidden('Change your own password with Change password: it asks for your current one', refusal('OWN_PASSWORD_NEEDS_CHANGE_PASSWORD'));
  if (!isSuperAdmin(actor)) throw forbidden("Only a super admin may set another account's password", refusal('PASSWORD_SET_SUPER_ADMIN_ONLY'));
}

function assertAllowedChanges(actor: Actor, target: AccountRow, changes: AccountChanges) {
  const privileged = changes.userType !== undefined || changes.userRole !== undefined;
  if (privileged && !isSuperAdmin(actor)) throw forbidden('Only a super admin may change a user type or role', refusal('TYPE_AND_ROLE_SUPER_ADMIN_ONLY'));
  if (target.id === actor.id && (privileged || changes.status !== undefined)) {
    throw forbidden('You cannot change your own user type, role or status', refusal('OWN_TYPE_ROLE_STATUS'));
  }
  const newType = changes.userType ?? target.userType;
  if (changes.userType !== undefined && !(isStaffType(target.userType) && isStaffType(changes.userType))) {
    throw badRequestOn('userType', 'Only admin and super admin accounts can change type, and only between those two', refusal('USER_TYPE_CHANGE'));
  }
  if (changes.userRole !== undefined && (changes.userRole === null) === isStaffType(newType)) {
    throw isStaffType(newType)
      ? badRequestOn('userRole', 'Choose a role for admin staff', refusal('ROLE_REQUIRED'))
      : badRequestOn('userRole', 'Only admin staff have a role', refusal('ROLE_STAFF_ONLY'));
  }
  if (target.userType === 'tutor' && changes.status !== undefined) {
    throw badRequestOn('status', "A tutor's status follows their approval: approve, suspend or reactivate the tutor instead", refusal('TUTOR_STATUS_FOLLOWS_APPROVAL'));
  }
}

/** True when the change would leave `target` no longer an active superAdmin. */
const losesSuperAdmin = (target: AccountRow, changes: AccountChanges) =>
  target.userType === 'superAdmin' &&
  target.status === 'active' &&
  ((changes.userType !== undefined && changes.userType !== 'superAdmin') || (changes.status !== undefined && changes.status !== 'active'));

const lastSuperAdmin = () =>
  conflict('This is the last active super admin. Make another account super admin first.', refusal('LAST_SUPER_ADMIN'));

export interface UpdatedAccount {
  account: AccountRecord;
  /** The address changed: it is unconfirmed until its owner follows the link sent to it. */
  emailChanged: boolean;
}

/**
 * Changes an account; with `ifMatch`, only when it is still the version the caller read (409 EDIT_CONFLICT otherwise).
 * A save that changes nothing (and sets no password, which the record does not show) writes nothing.
 */
export async function updateUser(db: DB, actor: Actor, id: number, body: UserUpdateBody, ifMatch?: string): Promise<UpdatedAccount> {
  const readAt = versionRead(ifMatch);
  const current = await requireAccount(db, id);
  assertMayManage(actor, current);
  if (body.password) assertMaySetPassword(actor, current);
  if (id === actor.id && body.email !== undefined && body.email !== current.email) {
    await assertCurrentPassword(db, id, body.currentPassword, 'currentPassword');
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  let emailChanged = false;
  const account = await updateTransaction<AccountRecord>(db, async (trx, unlessUnchanged) => {
    const target = await requireAccount(trx, id, true);
    const before = toAccountRecord(target);
    // Refused with the account as its get answers it, counts too: the admin's conflict panel shows that.
    if (isStaleRead(readAt, before)) throw editConflict(await accountDetailOf(trx, before));
    const { changes, password } = changedFields(body, target);
    assertAllowedChanges(actor, target, changes);
    if (losesSuperAdmin(target, changes) && (await otherActiveSuperAdmins(trx, id)) === 0) throw lastSuperAdmin();
    if (changes.email) await assertEmailFree(trx, changes.email, id);
    await trx
      .updateTable('accounts')
      .set({ ...changes, ...(changes.email ? { emailVerified: false } : {}), ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute()
      .catch(rethrowEmailConflict);
    if ((changes.status !== undefined && changes.status !== 'active') || password) {
      await endAllSessions(trx, id, { reason: password ? 'password set by a super admin' : `account ${changes.status}` });
    }
    const after = toAccountRecord(await requireAccount(trx, id));
    if (!password) unlessUnchanged(before, after);
    const resource = resourceOf(target.userType);
    if (Object.keys(changes).length > 0) await recordAudit(trx, { actor, action: 'update', resource, recordId: id, before, after });
    if (password) await recordAudit(trx, { actor, action: 'set_password', resource, recordId: id, after: { sessionsEnded: true } });
    emailChanged = changes.email !== undefined;
    return after;
  });
  return { account, emailChanged };
}

/** What a delete says: the kind of account, and the future bookings still pending payment it cancelled. */
export function deletedMessage(noun: 'Account' | 'Tutor', cancelledBookings: number): string {
  if (cancelledBookings === 0) return `${noun} deleted`;
  return `${noun} deleted; ${cancelledBookings} future booking${cancelledBookings === 1 ? '' : 's'} still pending payment ${cancelledBookings === 1 ? 'was' : 'were'} cancelled`;
}

/**
 * Soft-deletes an account (see softDeleteAccount). `onlyType` narrows it to one kind of account
 * (the tutor call deletes tutors only: anything else is a 404 there).
 */
export async function deleteAccount(db: DB, actor: Actor, id: number, onlyType?: UserType) {
  return ownTransaction(db, (trx) => deleteAccountIn(trx, actor, id, onlyType));
}

/**
 * Soft-deletes several accounts in one transaction, each exactly as deleteAccount does (audited
 * one by one): all or nothing, a refusal naming the account it is about. Answers the deleted ids.
 */
export async function deleteAccounts(db: DB, actor: Actor, ids: readonly number[], onlyType?: UserType): Promise<{ ids: number[] }> {
  const [what, resource] = onlyType === 'tutor' ? ['Tutor', 'tutors'] : ['Account', 'users'];
  return db.transaction().execute(async (trx) => ({ ids: await eachRecord(what, resource, ids, (id) => deleteAccountIn(trx, actor, id, onlyType)) }));
}

/**
 * Brings a deleted account of the resource back from its trash: it shows in the lists again and may
 * sign in with its password (its sessions stay ended, its cancelled bookings cancelled); refused with
 * 409 on the email when a live account has taken it since. Answers the record as its history keeps it.
 */
export async function restoreAccount(trx: Transaction<Database>, resource: string, id: number, actor: Actor): Promise<Record<string, unknown>> {
  const row = await trx.selectFrom('accounts').select(['id', 'userType', 'email', 'deletedAt']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row || row.deletedAt === null || resourceOf(row.userType) !== resource) throw notFound(resource === 'tutors' ? 'Tutor' : 'Account', resource);
  assertMayManage(actor, row);
  await assertEmailFree(trx, row.email, id);
  try {
    await trx.updateTable('accounts').set({ deletedAt: null, updatedAt: sql`now()` }).where('id', '=', id).execute();
  } catch (error) {
    rethrowEmailConflict(error);
  }
  return row.userType === 'tutor' ? tutorHistorySnapshot(trx, id) : toAccountRecord((await findLiveAccount(trx, id))!);
}

async function deleteAccountIn(trx: Transaction<Database>, actor: Actor, id: number, onlyType?: UserType) {
  const target = await findLiveAccount(trx, id, true);
  if (!target || (onlyType && target.userType !== onlyType)) throw notFound(onlyType === 'tutor' ? 'Tutor' : 'Account', onlyType === 'tutor' ? 'tutors' : 'users');
  if (target.id === actor.id) throw forbidden('You cannot delete your own account', refusal('OWN_ACCOUNT_DELETE'));
  assertMayManage(actor, target);
  if (losesSuperAdmin(target, { status: 'suspended' }) && (await otherActiveSuperAdmins(trx, id)) === 0) throw lastSuperAdmin();
  // The history keeps the record as it was, a tutor with its profile, as its create and updates did.
  const before = target.userType === 'tutor' ? await tutorHistorySnapshot(trx, id) : toAccountRecord(target);
  const cancelledBookings = await softDeleteAccount(trx, id);
  await moveToTrash(trx, await accountDeclaration(target.userType), [before as DeclaredRecord], actor);
  await recordAudit(trx, {
    actor,
    action: 'delete',
    resource: resourceOf(target.userType),
    recordId: id,
    before,
    after: { deleted: true, cancelledBookings },
  });
  return { id, cancelledBookings };
}

