/* eslint-disable @typescript-eslint/no-explicit-any -- declared tables are not in the static Database type */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { keepsTrash, sortableFields, summaryFields, type ResourceDeclaration } from '../../contract/declaration.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import { ownTransaction } from '../db/ownTransaction.js';
import type { Database } from '../db/schema.js';
import { badRequest, conflict, refusal, type Refusal } from '../errors.js';
import { recordAudit } from '../services/audit.js';
import { declaredAuditResource } from '../services/auditResources.js';
import { countNoun, inUseConflict } from '../services/inUse.js';
import { listSource, pageOf, type ListParams } from '../services/listPage.js';
import { sanitizeHtml } from '../services/sanitizeHtml.js';
import { updateTransaction } from '../services/updateTransaction.js';
import { moveToTrash } from '../trash/trash.js';
import { assertOrder, assertReferences, assertUnique, rethrowRefusal } from './checks.js';
import { recordNoun, recordsNoun, validationText } from './englishTexts.js';
import { spoken, tableOf } from './naming.js';
import { assertVersionRead, versionRead } from './ifMatch.js';
import { withWholeLinks } from './links.js';
import { withPositions } from './positions.js';
import { filterConditions } from './listQuery.js';
import { referenceFields, referenceLabelLike } from './referenceLabels.js';
import { serverModuleOf } from './serverModule.js';
import { columnValues, findRecord, lockedRecords, selectRecords, toRecord, untyped, type DeclaredRecord } from './records.js';
import { usesByRecord, usesOf } from './uses.js';

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
type Values = Record<string, unknown>;
const now = sql`date_trunc('milliseconds', now())`;

/**
 * A declared resource's list: search (a searched reference: by its record's label), filters (see
 * listQuery.ts; a range's ends both included), sort with the id tie-breaker and
 * empty values last both ways; for its pages and its export.
 */
export function declaredListSource(db: DB, declaration: ResourceDeclaration, all: readonly ResourceDeclaration[], query: ListParams & Values) {
  const table = tableOf(declaration);
  const references = referenceFields(declaration, all);
  let base = selectRecords(db, declaration, summaryFields(declaration));
  for (const { field, op, value } of filterConditions(declaration, query)) {
    // A reference list is an integer[] column (ddl.ts).
    base = op === 'holds' ? base.where(sql<SqlBool>`${value} = any(${sql.ref(`${table}.${field}`)})`) : base.where(`${table}.${field}`, op, value);
  }
  const searched = Object.entries(declaration.fields).filter(([, field]) => field.search).map(([name]) => name);
  const searchedReference = (name: string) => references.find((reference) => reference.name === name);
  const condition = (eb: ExpressionBuilder<any, any>, name: string, pattern: string): Expression<SqlBool> => {
    const reference = searchedReference(name);
    return reference ? referenceLabelLike(declaration, name, reference.target, pattern) : eb(`${table}.${name}`, 'ilike', pattern);
  };
  return listSource({
    base,
    toItems: (rows) => rows.map(toRecord),
    options: {
      sortColumns: Object.fromEntries(sortableFields(declaration).map((name) => [name, `${table}.${name}`])),
      idColumn: `${table}.id`,
      emptyLast: true,
      ...(searched.length > 0 ? { search: (eb, pattern) => eb.or(searched.map((name) => condition(eb, name, pattern))) } : {}),
    },
  });
}

export const listRecords = (db: DB, declaration: ResourceDeclaration, all: readonly ResourceDeclaration[], query: ListParams & Values) =>
  pageOf(declaredListSource(db, declaration, all, query), query);
export const getRecord = findRecord;

/** HTML as the server stores it: sanitised on every write; a required one with nothing left once unsafe markup is gone is refused. */
function stored(declaration: ResourceDeclaration, values: Values): Values {
  const sanitised = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, declaration.fields[name]?.kind === 'html' && typeof value === 'string' ? sanitizeHtml(value) : value]),
  );
  const emptied = Object.keys(values).filter((name) => declaration.fields[name]?.kind === 'html' && declaration.fields[name]?.required && sanitised[name] === '');
  if (emptied.length > 0) {
    const errors = Object.fromEntries(emptied.map((name) => [name, `Enter the ${spoken(name)}`]));
    const why = (field: string): Refusal => refusal('HTML_EMPTY', { resource: declaredAuditResource(declaration), field });
    const fieldReasons = Object.fromEntries(emptied.map((name) => [name, why(name)]));
    throw badRequest(`The ${spoken(emptied[0]!)} has no content left once unsafe markup is removed`, why(emptied[0]!), { errors, fieldReasons });
  }
  return sanitised;
}

async function writing<T>(declaration: ResourceDeclaration, values: Values, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    rethrowRefusal(error, declaration, values);
  }
}

async function checked(trx: Kysely<Database>, declaration: ResourceDeclaration, all: ResourceDeclaration[], values: Values, exceptId?: number) {
  await assertUnique(trx, declaration, values, exceptId);
  await assertReferences(trx, declaration, values, all);
}

export async function createRecord(db: DB, declaration: ResourceDeclaration, all: ResourceDeclaration[], body: Values, actor: Actor): Promise<DeclaredRecord> {
  const sent = withWholeLinks(declaration, stored(declaration, body));
  assertOrder(declaration, sent);
  return writing(declaration, sent, () =>
    ownTransaction(db, async (trx) => {
      const values = await withPositions(trx, declaration, sent);
      serverModuleOf(declaration).checkWrite?.({ values, sent: body });
      await checked(trx, declaration, all, values);
      const { id } = await untyped(trx).insertInto(tableOf(declaration)).values(columnValues(declaration, values)).returning('id').executeTakeFirstOrThrow();
      const created = await findRecord(trx, declaration, id as number);
      await recordAudit(trx, { actor, action: 'create', resource: declaredAuditResource(declaration), recordId: created.id, after: created });
      return created;
    }),
  );
}

/**
 * Changes a record; with `ifMatch`, only when it is still the version the caller read (409 EDIT_CONFLICT otherwise).
 * A save that changes no value writes nothing: the version stays (another editor of the record meets no conflict)
 * and the history gains no empty entry.
 */
export async function updateRecord(
  db: DB,
  declaration: ResourceDeclaration,
  all: ResourceDeclaration[],
  change: { id: number; body: Values; ifMatch?: string | undefined },
  actor: Actor,
): Promise<DeclaredRecord> {
  const sent = stored(declaration, change.body);
  const readAt = versionRead(change.ifMatch);
  return writing(declaration, sent, () =>
    updateTransaction<DeclaredRecord>(db, async (trx, unlessUnchanged) => {
      const [before] = await lockedRecords(trx, declaration, [change.id]);
      assertVersionRead(readAt, before!);
      const values = withWholeLinks(declaration, sent, before);
      assertOrder(declaration, { ...before, ...values });
      serverModuleOf(declaration).checkWrite?.({ before: before!, values, sent: change.body });
      await checked(trx, declaration, all, values, change.id);
      await untyped(trx).updateTable(tableOf(declaration)).set({ ...columnValues(declaration, values), updatedAt: now }).where('id', '=', change.id).execute();
      const after = await findRecord(trx, declaration, change.id);
      unlessUnchanged(before!, after);
      await recordAudit(trx, { actor, action: 'update', resource: declaredAuditResource(declaration), recordId: change.id, before, after });
      return after;
    }),
  );
}

/** 409 naming every record still in use (see `usingResources`) and how many records of each resource use it. */
async function assertUnused(trx: Kysely<Database>, declaration: ResourceDeclaration, rows: DeclaredRecord[], requested: number): Promise<void> {
  const used = rows.filter((row) => typeof row.usageCount === 'number' && row.usageCount > 0);
  if (used.length === 0) return;
  const uses = await usesByRecord(trx, declaration, used.map((row) => row.id));
  const nouns = new Map(usesOf(declaration).map(({ resource }) => [resource.name, resource]));
  const blocked = used.map((row) => ({ label: String(row[declaration.labelField]), uses: uses.get(row.id) ?? {} }));
  const reasons = blocked.map(({ label, uses: counts }) => {
    const counted = Object.entries(counts).map(([name, count]) => countNoun(count, recordNoun(nouns.get(name)!), recordsNoun(nouns.get(name)!)));
    return `${label} is used by ${counted.join(' and ')}`;
  });
  throw inUseConflict(reasons, blocked, requested);
}

/** 409 naming every record whose `refuseRemovalWhile` field is set, in the resource's own words. */
function assertRemovable(declaration: ResourceDeclaration, rows: DeclaredRecord[]): void {
  const rule = declaration.refuseRemovalWhile;
  const kept = rule ? rows.filter((row) => row[rule.field] === true) : [];
  if (!rule || kept.length === 0) return;
  const text = validationText(declaration, rule.message) ?? `%{label} cannot be removed while its ${rule.field} is set`;
  const labels = kept.map((row) => String(row[declaration.labelField]));
  throw conflict(labels.map((label) => text.replaceAll('%{label}', label)).join(' '), refusal('REMOVAL_REFUSED', { resource: declaredAuditResource(declaration), rule: rule.message, labels }));
}

/** Removes every given record or none (to its trash, see `keepsTrash`): 404 naming the missing ids, 409 when one is in use, kept, or still referred to. */
export async function removeRecords(db: DB, declaration: ResourceDeclaration, ids: number[], actor: Actor): Promise<{ ids: number[] }> {
  return writing(declaration, {}, () =>
    ownTransaction(db, async (trx) => {
      const rows = await lockedRecords(trx, declaration, ids);
      await assertUnused(trx, declaration, rows, ids.length);
      assertRemovable(declaration, rows);
      await untyped(trx).deleteFrom(tableOf(declaration)).where('id', 'in', ids).execute();
      if (keepsTrash(declaration)) await moveToTrash(trx, declaration, rows, actor);
      for (const before of rows) await recordAudit(trx, { actor, action: 'delete', resource: declaredAuditResource(declaration), recordId: before.id, before });
      return { ids };
    }),
  );
}

/**
 * A declared bulk action: its fields set on every given record, in one transaction, audited per record under the action's name.
 * A record that already has those values is left as it is (its version stays, no history entry); the answer lists every given id.
 */
export async function applyBulkAction(db: DB, declaration: ResourceDeclaration, action: string, ids: number[], actor: Actor): Promise<{ ids: number[] }> {
  const values = declaration.bulk![action]!.set;
  return writing(declaration, values, () =>
    ownTransaction(db, async (trx) => {
      // The action's values are fixed, so the records already holding them are known before writing: one statement changes the rest.
      const moving = (await lockedRecords(trx, declaration, ids)).filter((row) => Object.entries(values).some(([name, value]) => row[name] !== value));
      const movingIds = moving.map((row) => row.id);
      if (movingIds.length === 0) return { ids };
      await untyped(trx).updateTable(tableOf(declaration)).set({ ...values, updatedAt: now }).where('id', 'in', movingIds).execute();
      const changed = await lockedRecords(trx, declaration, movingIds);
      for (const [index, before] of moving.entries()) {
        await recordAudit(trx, { actor, action, resource: declaredAuditResource(declaration), recordId: before.id, before, after: changed[index] });
      }
      return { ids };
    }),
  );
}
