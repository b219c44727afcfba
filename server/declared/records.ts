/* eslint-disable @typescript-eslint/no-explicit-any -- declared tables are not in the static Database type */
import { sql, type AliasedRawBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { capitalised, recordNoun } from './englishTexts.js';
import { tableOf } from './naming.js';
import { usageCountColumn } from './uses.js';

/** The one door from the typed database to declared tables (see DeclaredTables for typed access). */
export const untyped = (db: Kysely<Database>): Kysely<any> => db as unknown as Kysely<any>;

export type DeclaredRecord = Record<string, unknown> & { id: number; updatedAt: string };

/**
 * The columns of a record as the API answers them: a date as its 'YYYY-MM-DD' text (pg and PGlite
 * would read it as a Date at local midnight, which shifts with the server's time zone), a decimal
 * as a number (numeric is read as a string).
 */
export function recordColumns(declaration: ResourceDeclaration, only?: readonly string[]): AliasedRawBuilder<unknown, string>[] {
  const table = tableOf(declaration);
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const usageCount = usageCountColumn(declaration);
  return [
    sql.ref(`${table}.id`).as('id'),
    ...columnFields(declaration).filter(([name]) => !only || only.includes(name)).map(([name, field]) => {
      if (field.kind === 'date') return sql`to_char(${column(name)}, 'YYYY-MM-DD')`.as(name);
      if (field.kind === 'decimal') return sql`${column(name)}::float8`.as(name);
      return column(name).as(name);
    }),
    ...(usageCount ? [usageCount] : []),
    // A singleton is never added: its one record answers only when it last changed (spec: the settings' answer).
    ...(declaration.singleton ? [] : [sql.ref(`${table}.createdAt`).as('createdAt')]),
    sql.ref(`${table}.updatedAt`).as('updatedAt'),
  ];
}

/** A row as the API answers it: instants as ISO 8601 UTC strings. */
export const toRecord = (row: Record<string, unknown>): DeclaredRecord =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as DeclaredRecord;

/** The records with every field, or `only` these fields (a list's summary, see summaryFields). */
export function selectRecords(db: Kysely<Database>, declaration: ResourceDeclaration, only?: readonly string[]) {
  return untyped(db).selectFrom(tableOf(declaration)).select(recordColumns(declaration, only)) as SelectQueryBuilder<any, any, Record<string, unknown>>;
}

/** The records of these ids, locked for the rest of the transaction; 404 naming the ids that do not exist. */
export async function lockedRecords(trx: Kysely<Database>, declaration: ResourceDeclaration, ids: number[]): Promise<DeclaredRecord[]> {
  const rows = await selectRecords(trx, declaration).where(`${tableOf(declaration)}.id`, 'in', ids).orderBy(`${tableOf(declaration)}.id`).forUpdate().execute();
  const found = new Set(rows.map((row) => row.id as number));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(capitalised(recordNoun(declaration)), declaration.name, missing);
  return rows.map(toRecord);
}

export async function findRecord(db: Kysely<Database>, declaration: ResourceDeclaration, id: number): Promise<DeclaredRecord> {
  const record = await recordIfAny(db, declaration, id);
  if (!record) throw notFound(capitalised(recordNoun(declaration)), declaration.name, [id]);
  return record;
}

/** The record as the API answers it, or undefined when there is none. */
export async function recordIfAny(db: Kysely<Database>, declaration: ResourceDeclaration, id: number): Promise<DeclaredRecord | undefined> {
  const row = await selectRecords(db, declaration).where(`${tableOf(declaration)}.id`, '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** A value for an insert or update: a list of ids as an integer[] literal, a list of texts and a group of links as JSON, which pg and PGlite both take. */
function columnValue(kind: string | undefined, value: unknown): unknown {
  if (kind === 'links') return sql`${JSON.stringify(value)}::jsonb`;
  if (!Array.isArray(value)) return value;
  if (kind === 'references') return sql`${`{${value.join(',')}}`}::integer[]`;
  if (kind === 'texts') return sql`${JSON.stringify(value)}::jsonb`;
  return value;
}

export function columnValues(declaration: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, columnValue(declaration.fields[name]?.kind, value)]));
}
