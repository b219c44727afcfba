import { sql, type Kysely } from 'kysely';
import { heldValuesOf, keepsTrash, type ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { badRequestOn, conflict, conflictOn, refusal, type Refusal } from '../errors.js';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../services/pgErrors.js';
import { aRecord, capitalised, recordNoun } from './englishTexts.js';
import { snake, spoken, sqlTable } from './naming.js';
import { untyped } from './records.js';
import { trashedLabels } from '../trash/trashedLabels.js';

type Values = Record<string, unknown>;

/**
 * 409 on a unique field whose value another record of the resource holds: "A language called "French"
 * already exists" for the label field, "Another language already uses the code "fr"" for another.
 */
export const duplicate = (declaration: ResourceDeclaration, name: string, value: unknown) => {
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

/**
 * Why ids do not name records a reference may take, if they do not: a record in its resource's trash is
 * named as being there (restore it first), any other is unknown (gone, or of another type).
 */
export async function referenceProblem(trx: Kysely<Database>, target: ResourceDeclaration, ids: number[]): Promise<{ message: string; why: Refusal } | undefined> {
  let query = untyped(trx).selectFrom(sqlTable(target)).select('id').where('id', 'in', ids);
  for (const [column, held] of heldValuesOf(target)) query = query.where(column, 'in', held);
  const found = new Set(((await query.execute()) as Array<{ id: number }>).map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return undefined;
  const labels = keepsTrash(target) ? [...(await trashedLabels(trx, target.name, missing)).values()] : [];
  if (labels.length > 0) {
    const named = labels.map((label) => `"${label}"`).join(', ');
    return { message: `${capitalised(recordNoun(target))} ${named} is in the trash: restore it first, or choose another one`, why: refusal('REFERENCE_IN_TRASH', { resource: target.name, labels }) };
  }
  return { message: `Unknown ${recordNoun(target)} id${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, why: refusal('REFERENCE_MISSING', { resource: target.name, ids: missing }) };
}

/** 400 on the field when it refers to a record a reference may not take (`referenceProblem`). */
export async function assertReferences(trx: Kysely<Database>, declaration: ResourceDeclaration, values: Values, all: ResourceDeclaration[]): Promise<void> {
  for (const [name, field] of Object.entries(declaration.fields)) {
    const value = values[name];
    if ((field.kind !== 'reference' && field.kind !== 'references') || value === undefined || value === null) continue;
    const ids = [...new Set(field.kind === 'reference' ? [value as number] : (value as number[]))];
    if (ids.length === 0) continue;
    const problem = await referenceProblem(trx, all.find((other) => other.name === field.resource)!, ids);
    if (problem) throw badRequestOn(name, problem.message, problem.why);
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
