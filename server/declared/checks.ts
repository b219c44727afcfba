import { sql, type Kysely } from 'kysely';
import { heldValuesOf, type ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { badRequestOn, conflict, conflictOn, refusal } from '../errors.js';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../services/pgErrors.js';
import { aRecord, capitalised, recordNoun } from './englishTexts.js';
import { snake, spoken, sqlTable } from './naming.js';
import { untyped } from './records.js';

type Values = Record<string, unknown>;

/** "A language called "French" already exists" for the label field, "Another language already uses the code "fr"" for another. */
const duplicate = (declaration: ResourceDeclaration, name: string, value: unknown) => {
  const noun = recordNoun(declaration);
  const resource = declaration.name;
  return name === declaration.labelField
    ? conflictOn(name, `${capitalised(aRecord(declaration))} called "${String(value)}" already exists`, refusal('DUPLICATE_NAME', { resource, value: String(value) }))
    : conflictOn(name, `Another ${noun} already uses the ${spoken(name)} "${String(value)}"`, refusal('DUPLICATE', { resource, field: name, value: String(value) }));
};

/** 409 naming the field when another record has one of the unique values (text regardless of case). */
export async function assertUnique(trx: Kysely<Database>, declaration: ResourceDeclaration, values: Values, exceptId?: number): Promise<void> {
  for (const [name, field] of Object.entries(declaration.fields)) {
    const value = values[name];
    if (!field.unique || value === undefined || value === null) continue;
    const column = sql.ref(name);
    let query = untyped(trx)
      .selectFrom(sqlTable(declaration))
      .select('id')
      .where(typeof value === 'string' ? sql`lower(${column})` : column, '=', typeof value === 'string' ? value.toLowerCase() : value);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw duplicate(declaration, name, value);
  }
}

/** 400 on the field when it refers to a record that does not exist, or is not of the referenced resource. */
export async function assertReferences(trx: Kysely<Database>, declaration: ResourceDeclaration, values: Values, all: ResourceDeclaration[]): Promise<void> {
  for (const [name, field] of Object.entries(declaration.fields)) {
    const value = values[name];
    if ((field.kind !== 'reference' && field.kind !== 'references') || value === undefined || value === null) continue;
    const ids = [...new Set(field.kind === 'reference' ? [value as number] : (value as number[]))];
    if (ids.length === 0) continue;
    const target = all.find((other) => other.name === field.resource)!;
    let query = untyped(trx).selectFrom(sqlTable(target)).select('id').where('id', 'in', ids);
    for (const [column, held] of heldValuesOf(target)) query = query.where(column, 'in', held);
    const found = await query.execute();
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) {
      throw badRequestOn(name, `There is no ${field.resource} record ${missing.join(', ')}`, refusal('REFERENCE_MISSING', { resource: field.resource, ids: missing }));
    }
  }
}

/** 400 on a date-time that comes before the one it may not precede (checked on the record as it will be stored). */
export function assertOrder(declaration: ResourceDeclaration, record: Values): void {
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.kind !== 'dateTime' || !field.notBefore) continue;
    const value = record[name];
    const bound = record[field.notBefore];
    if (typeof value !== 'string' || typeof bound !== 'string' || Date.parse(value) >= Date.parse(bound)) continue;
    const said = spoken(name);
    const message = `${said.charAt(0).toUpperCase()}${said.slice(1)} must not be before ${spoken(field.notBefore)}`;
    throw badRequestOn(name, message, refusal('NOT_BEFORE', { resource: declaration.name, field: name, other: field.notBefore }));
  }
}

/** The field whose index or key a database refusal names, for the 409 or 400 the pre-checks would have given. */
export function rethrowRefusal(error: unknown, declaration: ResourceDeclaration, values: Values): never {
  const table = sqlTable(declaration);
  // Constraints are named <table>_<column> or <table>_<column>_<what> (server/declared/ddl.ts, server/db/migrations).
  const constraint = violatedConstraint(error);
  const field = Object.keys(declaration.fields).find((name) => constraint === `${table}_${snake(name)}` || constraint.startsWith(`${table}_${snake(name)}_`));
  if (isUniqueViolation(error) && field) throw duplicate(declaration, field, values[field]);
  if (isForeignKeyViolation(error) && field) {
    throw badRequestOn(field, `The ${spoken(field)} refers to a record that was just removed`, refusal('REFERENCE_REMOVED', { resource: declaration.name, field }));
  }
  if (isForeignKeyViolation(error)) {
    throw conflict(`${capitalised(aRecord(declaration))} is still used by other records, so nothing was removed`, refusal('STILL_REFERENCED', { resource: declaration.name }));
  }
  throw error;
}
