import { sql, type Kysely, type Transaction } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../contract/declaration.js';
import { defaultTrashRetentionDays } from '../../contract/settings.js';
import type { TrashedRecord, TrashListQuery } from '../../contract/trash.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { assertReferences, assertUnique, rethrowRefusal } from '../declared/checks.js';
import { capitalised, recordNoun } from '../declared/englishTexts.js';
import { tableOf } from '../declared/naming.js';
import { serverModuleOf } from '../declared/serverModule.js';
import { columnValues, findRecord, type DeclaredRecord } from '../declared/records.js';
import { notFound } from '../errors.js';
import { recordAudit } from '../services/audit.js';
import { declaredAuditResource } from '../services/auditResources.js';
import { pageOf, listSource, type ListAnswer } from '../services/listPage.js';

/** Who deletes or purges: named in the trash and the history. */
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
/** Who restores: a resource's own restore may check what kind of account they are. */
type Restorer = Actor & Pick<AuthenticatedUser, 'userType'>;

/** The days a deleted record stays restorable (the site settings'), read in SQL so that every statement agrees. */
const retentionDays = sql<number>`coalesce((select trash_retention_days from site_settings where id = 1), ${defaultTrashRetentionDays})`;
const purgeAt = sql<Date>`trashed_records.deleted_at + make_interval(days => ${retentionDays})`;

/** Moves removed records to their resource's trash, in the transaction that removes them from its table. */
export async function moveToTrash(trx: Transaction<Database>, declaration: ResourceDeclaration, rows: DeclaredRecord[], actor: Actor): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('trashedRecords')
    .values(
      rows.map(({ usageCount: _usesWhenRemoved, ...record }) => ({
        resource: declaration.name,
        recordId: record.id,
        label: String(record[declaration.labelField] ?? `#${record.id}`),
        record: JSON.stringify(record),
        deletedById: actor.id,
        deletedByName: actor.displayName,
      })),
    )
    .execute();
}

/** A page of a resource's trash: search in the labels, sort by when deleted or by label. */
export function listTrash(db: DB, declaration: ResourceDeclaration, query: TrashListQuery): Promise<ListAnswer<TrashedRecord>> {
  const base = db
    .selectFrom('trashedRecords')
    .select(['recordId', 'label', 'record', 'deletedAt', 'deletedById', 'deletedByName', purgeAt.as('purgeAt')])
    .where('resource', '=', declaration.name);
  return pageOf(
    listSource({
      base,
      options: {
        sortColumns: { deletedAt: 'trashedRecords.deletedAt', label: 'trashedRecords.label' },
        idColumn: 'trashedRecords.recordId',
        search: (eb, pattern) => eb('trashedRecords.label', 'ilike', pattern),
      },
      toItems: (rows) =>
        rows.map((row) => ({
          id: row.recordId,
          label: row.label,
          deletedAt: row.deletedAt.toISOString(),
          deletedById: row.deletedById,
          deletedByName: row.deletedByName,
          purgeAt: new Date(row.purgeAt).toISOString(),
          record: row.record,
        })),
    }),
    query,
  );
}

/** The trashed records of these ids, locked; 404 naming the ids the trash does not hold. */
async function trashed(trx: Transaction<Database>, declaration: ResourceDeclaration, ids: number[]) {
  const rows = await trx
    .selectFrom('trashedRecords')
    .select(['recordId', 'record'])
    .where('resource', '=', declaration.name)
    .where('recordId', 'in', ids)
    .orderBy('recordId')
    .forUpdate()
    .execute();
  const missing = ids.filter((id) => !rows.some((row) => row.recordId === id));
  if (missing.length > 0) throw notFound(`${capitalised(recordNoun(declaration))} in the trash`, declaration.name, missing);
  return rows;
}

const forget = (trx: Transaction<Database>, declaration: ResourceDeclaration, ids: number[]) =>
  trx.deleteFrom('trashedRecords').where('resource', '=', declaration.name).where('recordId', 'in', ids).execute();

/** Puts the values of a trashed record back into its table under its own id (an identity column takes it only when told to). */
async function reinsert(trx: Transaction<Database>, declaration: ResourceDeclaration, id: number, values: Record<string, unknown>, createdAt: unknown) {
  const columns = Object.entries({ id, ...columnValues(declaration, values), ...(typeof createdAt === 'string' ? { createdAt } : {}) });
  await sql`insert into ${sql.table(tableOf(declaration))} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    overriding system value values (${sql.join(columns.map(([, value]) => value))})`.execute(trx);
}

/**
 * The trashed records in an order that puts each after the ones among them it refers to (a sub-subject
 * after its parent), so that records deleted together come back together; by id otherwise.
 */
function referredFirst<T extends { recordId: number; record: Record<string, unknown> }>(declaration: ResourceDeclaration, rows: T[]): T[] {
  const selfReferences = columnFields(declaration)
    .filter(([, field]) => field.kind === 'reference' && field.resource === declaration.name)
    .map(([name]) => name);
  const waiting = new Map(rows.map((row) => [row.recordId, row]));
  const ordered: T[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting.values()].filter((row) => selfReferences.every((name) => !waiting.has(row.record[name] as number)));
    // A loop among them cannot be stored (each record's reference was checked when written), but would not stop this.
    const next = ready.length > 0 ? ready : [...waiting.values()];
    for (const row of next) {
      ordered.push(row);
      waiting.delete(row.recordId);
    }
  }
  return ordered;
}

/**
 * Restores every given record or none: each goes back under its own id with the values it had, checked
 * as an added record is (409 naming the field when its unique value is taken since, 400 when a record
 * it refers to is gone) and by the resource's `checkRestore`, a new version, and a `restore` entry in its
 * history. A resource whose rows never leave their table brings them back with its `restoreRecord` instead.
 */
export async function restoreFromTrash(db: DB, declaration: ResourceDeclaration, all: ResourceDeclaration[], ids: number[], actor: Restorer): Promise<{ ids: number[] }> {
  let values: Record<string, unknown> = {};
  try {
    return await db.transaction().execute(async (trx) => {
      const { checkRestore, restoreRecord } = serverModuleOf(declaration);
      for (const { recordId, record } of referredFirst(declaration, await trashed(trx, declaration, ids))) {
        let after: Record<string, unknown>;
        if (restoreRecord) after = await restoreRecord(trx, recordId, actor);
        else {
          values = Object.fromEntries(columnFields(declaration).filter(([name]) => name in record).map(([name]) => [name, record[name]]));
          await assertUnique(trx, declaration, values, recordId);
          await assertReferences(trx, declaration, values, all);
          await checkRestore?.(trx, values);
          await reinsert(trx, declaration, recordId, values, record.createdAt);
          after = await findRecord(trx, declaration, recordId);
        }
        await recordAudit(trx, { actor, action: 'restore', resource: declaredAuditResource(declaration), recordId, after });
      }
      await forget(trx, declaration, ids);
      return { ids };
    });
  } catch (error) {
    rethrowRefusal(error, declaration, values);
  }
}

/** Removes trashed records for good (all the resource's when `ids` is left out), each with a `purge` entry in its history; answers how many. */
export async function purgeFromTrash(db: DB, declaration: ResourceDeclaration, ids: number[] | undefined, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('trashedRecords').where('resource', '=', declaration.name);
    if (ids) {
      await trashed(trx, declaration, ids);
      query = query.where('recordId', 'in', ids);
    }
    const removed = await query.returning(['recordId', 'record']).execute();
    for (const { recordId, record } of removed) {
      await recordAudit(trx, { actor, action: 'purge', resource: declaredAuditResource(declaration), recordId, before: record });
    }
    return removed.length;
  });
}

/** Removes for good every trashed record older than the site settings' retention, of every resource; answers how many. */
export async function purgeExpiredTrash(db: Kysely<Database>): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom('trashedRecords').where(purgeAt, '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(numDeletedRows);
}
