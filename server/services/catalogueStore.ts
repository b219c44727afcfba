/* eslint-disable @typescript-eslint/no-explicit-any -- one implementation over three tables */
import { sql, type Kysely } from 'kysely';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { countNoun, inUseMessage } from './inUse.js';
import { withIsoDates } from './jsonDates.js';
import { pageOf, type ListParams, type ListSource } from './listPage.js';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from './pgErrors.js';

/**
 * A managed list (languages, levels, report titles): records with one human label that is unique
 * regardless of case, optional extra fields, and a table of records that use them.
 */
export interface CatalogueTable {
  table: 'languages' | 'levels' | 'reportTitles';
  /** Audit resource name, as the admin's route calls it. */
  resource: string;
  /** "language", "level", "report title": used in messages. */
  label: string;
  labelField: 'name' | 'title';
  /** Writable columns besides the label. */
  extraFields: readonly ('code' | 'sortOrder')[];
  /** Fields with a case-insensitive unique index (the label first). */
  uniqueFields: readonly ('name' | 'title' | 'code')[];
  /** The records that use an entry, which block its removal. */
  usage: { table: keyof Database; column: string; noun: string };
}

export type CatalogueValues = Record<string, string | number | null | undefined>;
type Actor = Pick<AuthenticatedUser, 'id' | 'displayName'>;
type Row = Record<string, unknown> & { id: number };

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<any>;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function selectEntries(db: Kysely<Database>, def: CatalogueTable) {
  const { table, usage } = def;
  return anyDb(db)
    .selectFrom(table)
    .select([`${table}.id`, `${table}.${def.labelField}`, ...def.extraFields.map((field) => `${table}.${field}`), `${table}.createdAt`, `${table}.updatedAt`])
    .select((eb) =>
      eb
        .selectFrom(usage.table)
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef(`${usage.table}.${usage.column}`, '=', `${table}.id`)
        .as('usageCount'),
    );
}

const present = (row: Row) => withIsoDates(row);

/** A catalogue's list: its rows, order and search, for its pages and its export. */
export function catalogueListSource(db: DB, def: CatalogueTable): ListSource<Row, Row> {
  const { table } = def;
  const sortColumns = Object.fromEntries([def.labelField, 'id', ...def.extraFields, 'updatedAt'].map((field) => [field, `${table}.${field}`]));
  return {
    base: selectEntries(db, def) as unknown as ListSource<Row, Row>['base'],
    toItems: (rows) => rows.map(present),
    options: {
      sortColumns,
      idColumn: `${table}.id`,
      search: (eb, pattern) => eb(`${table}.${def.labelField}`, 'ilike', pattern),
    },
  };
}

export function listEntries(db: DB, def: CatalogueTable, params: ListParams) {
  return pageOf(catalogueListSource(db, def), params);
}

async function findEntry(db: Kysely<Database>, def: CatalogueTable, id: number) {
  const row = (await selectEntries(db, def).where(`${def.table}.id`, '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound(capitalised(def.label));
  return row;
}

/** 409 with the field named when another entry already has one of the unique values (any case). */
async function assertUnique(db: Kysely<Database>, def: CatalogueTable, values: CatalogueValues, exceptId?: number) {
  for (const field of def.uniqueFields) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    let query = anyDb(db)
      .selectFrom(def.table)
      .select('id')
      .where(sql`lower(${sql.ref(field)})`, '=', value.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw duplicate(def, field, value);
  }
}

function duplicate(def: CatalogueTable, field: string, value: string) {
  const message =
    field === def.labelField
      ? `A ${def.label} called "${value}" already exists`
      : `Another ${def.label} already has the ${field} "${value}"`;
  return conflict(message, { [field]: message });
}

/** Turns a unique-index race lost to a concurrent write into the same 409 as the pre-check. */
function rethrowDuplicate(error: unknown, def: CatalogueTable, values: CatalogueValues): never {
  if (isUniqueViolation(error)) {
    const field = violatedConstraint(error).endsWith('_code') ? 'code' : def.labelField;
    throw duplicate(def, field, String(values[field] ?? ''));
  }
  throw error;
}

/** The next sort position: new entries go to the end of a manually ordered list. */
async function nextSortOrder(db: Kysely<Database>, def: CatalogueTable) {
  const row = await anyDb(db)
    .selectFrom(def.table)
    .select(sql<number>`coalesce(max(sort_order), 0)::int + 1`.as('next'))
    .executeTakeFirstOrThrow();
  return row.next as number;
}

const writable = (def: CatalogueTable, values: CatalogueValues) =>
  Object.fromEntries([def.labelField, ...def.extraFields].filter((field) => values[field] !== undefined).map((field) => [field, values[field]]));

export async function addEntry(db: DB, def: CatalogueTable, values: CatalogueValues, actor: Actor) {
  try {
    return await db.transaction().execute(async (trx) => {
      await assertUnique(trx, def, values);
      const row = writable(def, values);
      if (def.extraFields.includes('sortOrder') && row.sortOrder === undefined) row.sortOrder = await nextSortOrder(trx, def);
      const { id } = await anyDb(trx).insertInto(def.table).values(row).returning('id').executeTakeFirstOrThrow();
      const created = await findEntry(trx, def, id as number);
      await recordAudit(trx, { actor, action: 'create', resource: def.resource, recordId: created.id, after: present(created) });
      return present(created);
    });
  } catch (error) {
    rethrowDuplicate(error, def, values);
  }
}

export async function updateEntry(db: DB, def: CatalogueTable, id: number, values: CatalogueValues, actor: Actor) {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findEntry(trx, def, id);
      await assertUnique(trx, def, values, id);
      await anyDb(trx)
        .updateTable(def.table)
        .set({ ...writable(def, values), updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
      const after = await findEntry(trx, def, id);
      await recordAudit(trx, { actor, action: 'update', resource: def.resource, recordId: id, before: present(before), after: present(after) });
      return present(after);
    });
  } catch (error) {
    rethrowDuplicate(error, def, values);
  }
}

/** Removes every given entry or none: 404 when one does not exist, 409 naming those still in use. */
export async function removeEntries(db: DB, def: CatalogueTable, ids: number[], actor: Actor) {
  try {
    return await db.transaction().execute(async (trx) => {
      const rows = (await selectEntries(trx, def).where(`${def.table}.id`, 'in', ids).forUpdate().execute()) as unknown as Row[];
      assertAllFound(def, ids, rows);
      const used = rows.filter((row) => (row.usageCount as number) > 0);
      if (used.length > 0) {
        throw conflict(
          inUseMessage(used.map((row) => `${String(row[def.labelField])} is used by ${countNoun(row.usageCount as number, def.usage.noun)}`), ids.length),
        );
      }
      await anyDb(trx).deleteFrom(def.table).where('id', 'in', ids).execute();
      for (const row of rows) {
        await recordAudit(trx, { actor, action: 'delete', resource: def.resource, recordId: row.id, before: present(row) });
      }
      return { ids };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(`The ${def.label} was put to use while it was being removed, so nothing was removed`);
    throw error;
  }
}

function assertAllFound(def: CatalogueTable, ids: number[], rows: Row[]) {
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`${capitalised(def.label)} ${missing.join(', ')}`);
}
