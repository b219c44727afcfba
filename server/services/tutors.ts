import { assertVersionRead, versionRead } from '../declared/ifMatch.js';
import { sql, type Transaction } from 'kysely';
import type { TutorApprovalStatus, TutorBulkStatusBody, TutorStatusAction, TutorStatusBody } from '../../contract/tutors.js';
import type { TutorDetail, TutorProfileInput, TutorUpdateBody } from '../../src/resources/tutors/server/contract.js';
import { profileColumn, profileFieldNames, tutorProfileTable, type ProfileFieldName } from '../../src/resources/tutors/server/profile.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { endAllSessions } from '../auth/sessions.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound, refusal } from '../errors.js';
import { accountColumns, assertEmailFree, rethrowEmailConflict } from './accounts.js';
import { recordAudit } from './audit.js';
import { eachRecord } from './bulk.js';
import { iso, isoOrNull } from './jsonDates.js';
import { untyped } from '../declared/records.js';
import { assertCatalogueIds, linkedNames, replaceLinks } from './tutorLinks.js';
import { updateTransaction, type UnlessUnchanged } from './updateTransaction.js';

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;

/** The account status that goes with each approval status (they never disagree). */
export const accountStatusFor: Record<TutorApprovalStatus, 'active' | 'pending' | 'suspended'> = {
  approved: 'active',
  pending: 'pending',
  rejected: 'suspended',
  suspended: 'suspended',
};

const transitions: Record<TutorStatusAction, { from: TutorApprovalStatus[]; to: TutorApprovalStatus; done: string }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved', done: 'approved' },
  reject: { from: ['pending'], to: 'rejected', done: 'rejected' },
  suspend: { from: ['pending', 'approved'], to: 'suspended', done: 'suspended' },
  reactivate: { from: ['suspended'], to: 'approved', done: 'reactivated' },
};

function selectTutors(db: DB) {
  return db
    .selectFrom('accounts')
    .innerJoin('tutorProfiles as p', 'p.accountId', 'accounts.id')
    .where('accounts.userType', '=', 'tutor')
    .where('accounts.deletedAt', 'is', null);
}

async function bookingStats(db: DB, tutorId: number) {
  const row = await db
    .selectFrom('bookings')
    .select([
      sql<number>`count(*)::int`.as('bookingCount'),
      sql<number>`count(*) filter (where payment_status = 'paid')::int`.as('paidBookingCount'),
      sql<string>`coalesce(sum(amount_cents) filter (where payment_status = 'paid'), 0)::text`.as('revenue'),
      sql<string>`coalesce(sum(platform_fee_cents) filter (where payment_status = 'paid'), 0)::text`.as('fees'),
    ])
    .where('tutorId', '=', tutorId)
    .executeTakeFirstOrThrow();
  const revenueCents = Number(row.revenue);
  const platformFeeCents = Number(row.fees);
  return {
    bookingCount: row.bookingCount,
    paidBookingCount: row.paidBookingCount,
    revenueCents,
    platformFeeCents,
    earningsCents: revenueCents - platformFeeCents,
  };
}

/** The profile's columns, each as its field's name (`status_changed_by` as `statusChangedById`). */
const profileColumns = profileFieldNames.map((name) => sql.ref(`p.${profileColumn(name)}`).as(name));

/** The tutor's profile with names of links, booking count and earnings; 404 when no live tutor. */
export async function getTutor(db: DB, id: number): Promise<TutorDetail> {
  const row = await selectTutors(db)
    .leftJoin('accounts as changer', 'changer.id', 'p.statusChangedBy')
    .select([...accountColumns, ...profileColumns, 'changer.displayName as statusChangedByName'])
    .where('accounts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Tutor', 'tutors');
  const [named, stats] = await Promise.all([linkedNames(db, id), bookingStats(db, id)]);
  const { photoUrl, userType: _userType, userRole: _userRole, ...rest } = row as typeof row & Record<ProfileFieldName, unknown>;
  // `subjectIds` and `subjects`: each list's ids, and its records with their names.
  const lists = Object.fromEntries(
    named.flatMap(({ field, resource, records }) => [
      [field, records.map((record) => record.id)],
      [resource, records],
    ]),
  );
  return {
    ...rest,
    ...lists,
    photoURL: photoUrl,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    statusChangedAt: isoOrNull(rest.statusChangedAt as Date | null),
    statusChangedByName: row.statusChangedByName ?? null,
    stats,
  } as TutorDetail;
}

/** The tutor as the audit trail keeps it: the profile without the computed statistics. */
const snapshot = ({ stats: _stats, ...tutor }: TutorDetail) => tutor;

/** A tutor as its history records it: the account and the whole teaching profile, without the booking statistics. */
export const tutorHistorySnapshot = async (db: DB, id: number) => snapshot(await getTutor(db, id));

async function lockTutor(db: DB, id: number) {
  const row = await selectTutors(db)
    .select(['accounts.id', 'accounts.status', 'p.approvalStatus'])
    .where('accounts.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Tutor', 'tutors');
  return row;
}

/** The declared profile fields of `values` as tutor_profiles columns (fields left out are left out). */
function profileRow(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(profileFieldNames.filter((name) => values[name] !== undefined).map((name) => [profileColumn(name), values[name]]));
}

/** Inserts the profile and links of a new tutor account (ids must be checked first); the body's defaults fill what was left out. */
export async function createTutorProfile(db: DB, tutorId: number, input: TutorProfileInput) {
  await untyped(db)
    .insertInto(tutorProfileTable.table)
    .values({ [tutorProfileTable.key]: tutorId, ...profileRow(input) })
    .execute();
  await replaceLinks(db, tutorId, input);
}

/**
 * Changes a tutor's profile; with `ifMatch`, only when it is still the version the caller read (409
 * EDIT_CONFLICT otherwise). The account's updatedAt is the version of the whole profile, so it moves
 * with any change, the profile's fields and lists included; a save that changes none of them writes nothing.
 */
export async function updateTutor(db: DB, actor: Actor, id: number, body: TutorUpdateBody, ifMatch?: string): Promise<TutorDetail> {
  const readAt = versionRead(ifMatch);
  return updateTransaction<TutorDetail>(db, async (trx, unlessUnchanged) => {
    await lockTutor(trx, id);
    const before = await getTutor(trx, id);
    assertVersionRead(readAt, before);
    await assertCatalogueIds(trx, body);
    if (body.email) await assertEmailFree(trx, body.email, id);
    const { displayName, email, phone } = body;
    await trx
      .updateTable('accounts')
      .set({ displayName, email, phone, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute()
      .catch(rethrowEmailConflict);
    const profile = profileRow(body);
    if (Object.keys(profile).length > 0) {
      await untyped(trx).updateTable(tutorProfileTable.table).set(profile).where(tutorProfileTable.key, '=', id).execute();
    }
    await replaceLinks(trx, id, body);
    const after = await getTutor(trx, id);
    unlessUnchanged(before, after);
    await recordAudit(trx, { actor, action: 'update', resource: 'tutors', recordId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

type StatusSnapshot = { approvalStatus: TutorApprovalStatus; status: string };

/**
 * One tutor's status change inside the caller's transaction: locks the tutor, checks the move
 * (409 when the current status does not allow it), stores it with the reason, lets the account
 * status follow (ending the sessions unless active) and audits it. The single and the bulk call
 * both run it; the bulk call passes `unlessUnchanged` (./updateTransaction.ts), so a tutor already
 * in the move's status is not refused but left as it is, its reason and version kept.
 */
async function applyTutorStatus(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  body: Pick<TutorStatusBody, 'action' | 'reason'>,
  unlessUnchanged?: UnlessUnchanged<StatusSnapshot>,
): Promise<StatusSnapshot> {
  const current = await lockTutor(trx, id);
  const transition = transitions[body.action];
  const alreadyThere = unlessUnchanged !== undefined && current.approvalStatus === transition.to;
  if (!transition.from.includes(current.approvalStatus) && !alreadyThere) {
    throw conflict(`A tutor who is ${current.approvalStatus} cannot be ${transition.done}`, refusal('TUTOR_STATUS_MOVE', { status: current.approvalStatus, action: body.action }));
  }
  const status = accountStatusFor[transition.to];
  await trx
    .updateTable('tutorProfiles')
    .set({ approvalStatus: transition.to, statusReason: body.reason, statusChangedAt: sql`now()`, statusChangedBy: actor.id })
    .where('accountId', '=', id)
    .execute();
  await trx.updateTable('accounts').set({ status, updatedAt: sql`now()` }).where('id', '=', id).execute();
  if (status !== 'active') await endAllSessions(trx, id, { reason: `tutor ${transition.done}` });
  const before: StatusSnapshot = { approvalStatus: current.approvalStatus, status: current.status };
  const after: StatusSnapshot = { approvalStatus: transition.to, status };
  unlessUnchanged?.(before, after);
  await recordAudit(trx, { actor, action: body.action, resource: 'tutors', recordId: id, before, after: { ...after, reason: body.reason } });
  return after;
}

/** approve / reject / suspend / reactivate, each with a reason, kept on the profile and in the audit trail. */
export async function changeTutorStatus(db: DB, actor: Actor, id: number, body: TutorStatusBody): Promise<TutorDetail> {
  return db.transaction().execute(async (trx) => {
    await applyTutorStatus(trx, actor, id, body);
    return getTutor(trx, id);
  });
}

/**
 * The same change for several tutors in one transaction: all of them or none (404/409 naming the tutor). A tutor
 * already in the move's status is left as it is; the answer lists every given id.
 */
export async function changeTutorStatuses(db: DB, actor: Actor, body: TutorBulkStatusBody): Promise<{ ids: number[] }> {
  return db.transaction().execute(async (trx) => ({
    ids: await eachRecord('Tutor', 'tutors', body.ids, (id) => updateTransaction<StatusSnapshot>(trx, (_, unlessUnchanged) => applyTutorStatus(trx, actor, id, body, unlessUnchanged))),
  }));
}
