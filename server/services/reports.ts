import { assertVersionRead, versionRead } from '../declared/ifMatch.js';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { closedReportStatuses, type ReportBulkStatusBody, type ReportDetail, type ReportItem, type ReportUpdateBody } from '../../contract/reports.js';
import reports from '../../src/resources/reports/resource.js';
import { filterConditions, type DeclaredListQuery } from '../declared/listQuery.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { eachRecord } from './bulk.js';
import { lowerCasedLike, pageOf, type ListSource } from './listPage.js';
import { iso, isoOrNull } from './jsonDates.js';
import { recentBookingsOf } from './transactions.js';
import { updateTransaction, type UnlessUnchanged } from './updateTransaction.js';

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
type Tables = Database & { reporter: Database['accounts']; reported: Database['accounts']; title: Database['reportTitles'] };

const sortColumns = {
  createdAt: 'reports.createdAt',
  updatedAt: 'reports.updatedAt',
  status: 'reports.status',
  id: 'reports.id',
};

/**
 * Reports with both people (deleted accounts included: a report outlives them) and the title. Both
 * people always exist (required foreign keys), so the left joins give what inner joins would; the
 * planner drops a left join whose columns a query does not use, and the list's count reads the
 * reports alone (15,000 reports joined to a million accounts took most of a page's time).
 */
function selectReports(db: DB) {
  return db
    .selectFrom('reports')
    .leftJoin('accounts as reporter', 'reporter.id', 'reports.reporterId')
    .leftJoin('accounts as reported', 'reported.id', 'reports.reportedId')
    .leftJoin('reportTitles as title', 'title.id', 'reports.reportTitleId')
    .select((eb) => [
      'reports.id',
      'reports.status',
      'reports.reportTitleId',
      'title.title as reportTitle',
      'reports.reporterId',
      eb.ref('reporter.displayName').$notNull().as('reporterName'),
      'reports.reportedId',
      eb.ref('reported.displayName').$notNull().as('reportedName'),
      eb.ref('reported.userType').$notNull().as('reportedType'),
      'reports.bookingId',
      'reports.description',
      'reports.resolvedAt',
      'reports.createdAt',
      'reports.updatedAt',
    ]);
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['executeTakeFirstOrThrow']>>;

function toReportItem(row: ReportRow): ReportItem {
  return {
    ...row,
    reportTitle: row.reportTitle ?? null,
    resolvedAt: isoOrNull(row.resolvedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The declared filters (./resource.ts of reports), each on the report's column of its field's name. */
function filters(query: DeclaredListQuery) {
  return (eb: ExpressionBuilder<Tables, 'reports'>) =>
    eb.and(filterConditions(reports, query).map(({ field, op, value }) => eb(sql.ref(`reports.${field}`), op === 'holds' ? '=' : op, value)));
}

/** The reports list: its rows, order and search, for its pages and its export. */
export function reportListSource(db: DB, query: DeclaredListQuery): ListSource<ReportRow, ReportItem> {
  return {
    base: selectReports(db).where(filters(query)),
    toItems: (rows) => rows.map(toReportItem),
    options: {
      sortColumns,
      idColumn: 'reports.id',
      // search_text: the description and both people's names, lower-cased (migration 0011). A term
      // with a newline could match across those there, so it is compared with each field instead.
      search: (eb, pattern) =>
        pattern.includes('\n')
          ? eb.or([
              eb('reports.description', 'ilike', pattern),
              eb('reporter.displayName', 'ilike', pattern),
              eb('reported.displayName', 'ilike', pattern),
            ])
          : lowerCasedLike('reports.searchText', pattern),
    },
  };
}

export function listReports(db: DB, query: DeclaredListQuery) {
  return pageOf(reportListSource(db, query), query);
}

export async function getReport(db: DB, id: number): Promise<ReportDetail> {
  const row = await selectReports(db)
    .leftJoin('accounts as resolver', 'resolver.id', 'reports.resolvedById')
    .select((eb) => [
      'reports.adminNote',
      'reports.resolvedById',
      'resolver.displayName as resolvedByName',
      eb.ref('reporter.email').$notNull().as('reporterEmail'),
      eb.ref('reporter.userType').$notNull().as('reporterType'),
      sql<boolean>`reporter.deleted_at is not null`.as('reporterDeleted'),
      eb.ref('reported.email').$notNull().as('reportedEmail'),
      sql<boolean>`reported.deleted_at is not null`.as('reportedDeleted'),
    ])
    .where('reports.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Report', 'reports');
  const { adminNote, resolvedById, resolvedByName, reporterEmail, reporterType, reporterDeleted, reportedEmail, reportedDeleted, ...item } = row;
  return {
    ...toReportItem(item),
    reporter: { id: item.reporterId, displayName: item.reporterName, email: reporterEmail, userType: reporterType, deleted: reporterDeleted },
    reported: { id: item.reportedId, displayName: item.reportedName, email: reportedEmail, userType: item.reportedType, deleted: reportedDeleted },
    adminNote,
    resolvedById,
    resolvedByName: resolvedByName ?? null,
    reportedRecentBookings: await recentBookingsOf(db, item.reportedId),
  };
}

/** The report as its history keeps it: its declared fields (./resource.ts of reports), as every record's history does. */
const auditFields = (report: ReportDetail) =>
  Object.fromEntries(['id', ...Object.keys(reports.fields)].map((name) => [name, report[name as keyof ReportDetail]]));

/**
 * One report's status and/or note inside the caller's transaction. Closing (resolved/dismissed)
 * records who and when; reopening (open/in_review) clears both; a move between the two closed
 * statuses keeps them. Audited as `update` with before and after. The single and the bulk call both run it, each with
 * `unlessUnchanged` (./updateTransaction.ts): a report left as it was keeps its version and gains no history entry.
 */
async function applyReportUpdate(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  body: ReportUpdateBody,
  { readAt, unlessUnchanged }: { readAt?: number | undefined; unlessUnchanged: UnlessUnchanged<ReportDetail> },
): Promise<ReportDetail> {
  const locked = await trx.selectFrom('reports').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) throw notFound('Report', 'reports');
  const before = await getReport(trx, id);
  assertVersionRead(readAt, before);
  const statusChanges = body.status !== undefined && body.status !== locked.status;
  const closing = body.status !== undefined && closedReportStatuses.includes(body.status);
  await trx
    .updateTable('reports')
    .set({
      ...(body.adminNote !== undefined ? { adminNote: body.adminNote } : {}),
      ...(statusChanges
        ? closing
          ? { status: body.status, resolvedById: actor.id, resolvedAt: sql`now()` }
          : { status: body.status, resolvedById: null, resolvedAt: null }
        : {}),
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  const after = await getReport(trx, id);
  unlessUnchanged(before, after);
  await recordAudit(trx, { actor, action: 'update', resource: 'reports', recordId: id, before: auditFields(before), after: auditFields(after) });
  return after;
}

/**
 * Status and internal note of one report; with `ifMatch`, only when it is still the version the caller read (409 EDIT_CONFLICT
 * otherwise). A save that changes nothing writes nothing.
 */
export async function updateReport(db: DB, actor: Actor, id: number, body: ReportUpdateBody, ifMatch?: string): Promise<ReportDetail> {
  const readAt = versionRead(ifMatch);
  return updateTransaction<ReportDetail>(db, (trx, unlessUnchanged) => applyReportUpdate(trx, actor, id, body, { readAt, unlessUnchanged }));
}

/**
 * The same status for several reports in one transaction, each as the single update moves it: all or none (404 naming
 * the report). A report already in that status is left as it is; the answer lists every given id.
 */
export async function updateReportStatuses(db: DB, actor: Actor, body: ReportBulkStatusBody): Promise<{ ids: number[] }> {
  return db.transaction().execute(async (trx) => ({
    ids: await eachRecord('Report', 'reports', body.ids, (id) =>
      updateTransaction<ReportDetail>(trx, (_, unlessUnchanged) => applyReportUpdate(trx, actor, id, { status: body.status }, { unlessUnchanged })),
    ),
  }));
}
