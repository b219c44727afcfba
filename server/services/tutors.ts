import { sql, type ExpressionBuilder } from 'kysely';
import type {
  TutorApprovalStatus,
  TutorDetail,
  TutorItem,
  TutorListQuery,
  TutorStatusAction,
  TutorStatusBody,
  TutorUpdateBody,
} from '../../contract/tutors.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import { endAllSessions } from '../auth/sessions.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { accountColumns, accountSearch, assertEmailFree, rethrowEmailConflict } from './accounts.js';
import { recordAudit } from './audit.js';
import { countedRowsExpression, filtersOnly, listPage } from './listPage.js';
import { iso, isoOrNull } from './jsonDates.js';
import { assertCatalogueIds, linkedNames, replaceLinks, type LinkIds } from './tutorLinks.js';

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

const sortColumns = {
  displayName: 'accounts.displayName',
  email: 'accounts.email',
  createdAt: 'accounts.createdAt',
  hourlyRateCents: 'p.hourlyRateCents',
  approvalStatus: 'p.approvalStatus',
  id: 'accounts.id',
};

function selectTutors(db: DB) {
  return db
    .selectFrom('accounts')
    .innerJoin('tutorProfiles as p', 'p.accountId', 'accounts.id')
    .where('accounts.userType', '=', 'tutor')
    .where('accounts.deletedAt', 'is', null);
}

function linkExists(table: 'tutorSubjects' | 'tutorLanguages' | 'tutorLevels', column: string, id: number) {
  return sql<boolean>`exists (select 1 from ${sql.table(table)} l where l.tutor_id = accounts.id and ${sql.ref(`l.${column}`)} = ${id})`;
}

function filters(query: TutorListQuery) {
  return (eb: ExpressionBuilder<Database & { p: Database['tutorProfiles'] }, 'accounts' | 'p'>) => {
    const conditions = [];
    if (query.approvalStatus) conditions.push(eb('p.approvalStatus', '=', query.approvalStatus));
    if (query.status) conditions.push(eb('accounts.status', '=', query.status));
    if (query.subjectId) conditions.push(eb(linkExists('tutorSubjects', 'subject_id', query.subjectId), '=', true));
    if (query.languageId) conditions.push(eb(linkExists('tutorLanguages', 'language_id', query.languageId), '=', true));
    if (query.levelId) conditions.push(eb(linkExists('tutorLevels', 'level_id', query.levelId), '=', true));
    if (query.minRate !== undefined) conditions.push(eb('p.hourlyRateCents', '>=', query.minRate));
    if (query.maxRate !== undefined) conditions.push(eb('p.hourlyRateCents', '<=', query.maxRate));
    if (query.createdFrom) conditions.push(eb('accounts.createdAt', '>=', query.createdFrom));
    if (query.createdTo) conditions.push(eb('accounts.createdAt', '<=', query.createdTo));
    return eb.and(conditions);
  };
}

/**
 * Subject names (alphabetical) of the tutors of one page, in one query. Kept out of the list query:
 * a subquery in its select list would run for every row that OFFSET skips or a sort considers.
 */
async function subjectNamesOf(db: DB, tutorIds: number[]): Promise<Map<number, string[]>> {
  if (tutorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tutorSubjects as ts')
    .innerJoin('subjects as s', 's.id', 'ts.subjectId')
    .select(['ts.tutorId', sql<string[]>`array_agg(s.name order by s.name, s.id)`.as('names')])
    .where('ts.tutorId', 'in', tutorIds)
    .groupBy('ts.tutorId')
    .execute();
  return new Map(rows.map((row) => [row.tutorId, row.names]));
}

export async function listTutors(db: DB, query: TutorListQuery): Promise<{ items: TutorItem[]; total: number }> {
  const base = selectTutors(db)
    .select([
      'accounts.id',
      'accounts.uid',
      'accounts.email',
      'accounts.displayName',
      'accounts.photoUrl',
      'accounts.status',
      'accounts.createdAt',
      'accounts.updatedAt',
      'p.approvalStatus',
      'p.hourlyRateCents',
      'p.country',
      'p.headline',
    ])
    .where(filters(query));
  const page = await listPage(base, query, {
    sortColumns,
    idColumn: 'accounts.id',
    search: accountSearch,
    large: { db, countedTotal: filtersOnly(query) ? countedRowsExpression('tutors', ['all']) : undefined },
  });
  const subjects = await subjectNamesOf(db, page.items.map((row) => row.id));
  return {
    total: page.total,
    items: page.items.map(({ photoUrl, ...row }) => ({
      ...row,
      subjects: subjects.get(row.id) ?? [],
      photoURL: photoUrl,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  };
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

/** The tutor's profile with names of links, booking count and earnings; 404 when no live tutor. */
export async function getTutor(db: DB, id: number): Promise<TutorDetail> {
  const row = await selectTutors(db)
    .leftJoin('accounts as changer', 'changer.id', 'p.statusChangedBy')
    .select([
      ...accountColumns,
      'p.headline',
      'p.bio',
      'p.hourlyRateCents',
      'p.country',
      'p.approvalStatus',
      'p.statusReason',
      'p.statusChangedAt',
      'p.statusChangedBy',
      'changer.displayName as statusChangedByName',
    ])
    .where('accounts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Tutor');
  const [names, stats] = await Promise.all([linkedNames(db, id), bookingStats(db, id)]);
  const { photoUrl, statusChangedBy, userType: _userType, userRole: _userRole, ...rest } = row;
  return {
    ...rest,
    photoURL: photoUrl,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    statusChangedAt: isoOrNull(row.statusChangedAt),
    statusChangedById: statusChangedBy,
    statusChangedByName: row.statusChangedByName ?? null,
    subjectIds: names.subjects.map((s) => s.id),
    subjects: names.subjects,
    languageIds: names.languages.map((s) => s.id),
    languages: names.languages,
    levelIds: names.levels.map((s) => s.id),
    levels: names.levels,
    stats,
  };
}

/** The tutor as the audit trail keeps it: the profile without the computed statistics. */
const snapshot = ({ stats: _stats, ...tutor }: TutorDetail) => tutor;

async function lockTutor(db: DB, id: number) {
  const row = await selectTutors(db)
    .select(['accounts.id', 'accounts.status', 'p.approvalStatus'])
    .where('accounts.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Tutor');
  return row;
}

export type TutorProfileInput = Pick<TutorUpdateBody, 'headline' | 'bio' | 'hourlyRateCents' | 'country'> & LinkIds;

/** Inserts the profile and links of a new tutor account (ids must be checked first). */
export async function createTutorProfile(db: DB, tutorId: number, input: TutorProfileInput & { approvalStatus: TutorApprovalStatus }) {
  await db
    .insertInto('tutorProfiles')
    .values({
      accountId: tutorId,
      headline: input.headline ?? '',
      bio: input.bio ?? '',
      hourlyRateCents: input.hourlyRateCents ?? 0,
      country: input.country ?? null,
      approvalStatus: input.approvalStatus,
      statusReason: null,
      statusChangedAt: null,
      statusChangedBy: null,
    })
    .execute();
  await replaceLinks(db, tutorId, input);
}

export async function updateTutor(db: DB, actor: Actor, id: number, body: TutorUpdateBody): Promise<TutorDetail> {
  return db.transaction().execute(async (trx) => {
    await lockTutor(trx, id);
    await assertCatalogueIds(trx, body);
    if (body.email) await assertEmailFree(trx, body.email, id);
    const before = await getTutor(trx, id);
    const { displayName, email, phone, headline, bio, hourlyRateCents, country } = body;
    const account = { displayName, email, phone };
    if (Object.values(account).some((value) => value !== undefined)) {
      await trx
        .updateTable('accounts')
        .set({ ...account, updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute()
        .catch(rethrowEmailConflict);
    }
    const profile = { headline, bio, hourlyRateCents, country };
    if (Object.values(profile).some((value) => value !== undefined)) {
      await trx.updateTable('tutorProfiles').set(profile).where('accountId', '=', id).execute();
    }
    await replaceLinks(trx, id, body);
    const after = await getTutor(trx, id);
    await recordAudit(trx, { actor, action: 'update', resource: 'tutors', recordId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

/** approve / reject / suspend / reactivate, each with a reason, kept on the profile and in the audit trail. */
export async function changeTutorStatus(db: DB, actor: Actor, id: number, body: TutorStatusBody): Promise<TutorDetail> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTutor(trx, id);
    const transition = transitions[body.action];
    if (!transition.from.includes(current.approvalStatus)) {
      throw conflict(`A tutor who is ${current.approvalStatus} cannot be ${transition.done}`);
    }
    const status = accountStatusFor[transition.to];
    await trx
      .updateTable('tutorProfiles')
      .set({ approvalStatus: transition.to, statusReason: body.reason, statusChangedAt: sql`now()`, statusChangedBy: actor.id })
      .where('accountId', '=', id)
      .execute();
    await trx.updateTable('accounts').set({ status, updatedAt: sql`now()` }).where('id', '=', id).execute();
    if (status !== 'active') await endAllSessions(trx, id, { reason: `tutor ${transition.done}` });
    await recordAudit(trx, {
      actor,
      action: body.action,
      resource: 'tutors',
      recordId: id,
      before: { approvalStatus: current.approvalStatus, status: current.status },
      after: { approvalStatus: transition.to, status, reason: body.reason },
    });
    return getTutor(trx, id);
  });
}
