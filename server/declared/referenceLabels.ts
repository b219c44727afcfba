import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { tableOf } from './naming.js';

type NamingKind = 'reference' | 'references';

/** The fields of a declaration of this kind (one record of another resource, or a list of them), with the resource each names. */
function fieldsNaming(kind: NamingKind, declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): Array<{ name: string; target: ResourceDeclaration }> {
  return Object.entries(declaration.fields).flatMap(([name, field]) => {
    const target = field.kind === kind ? all.find((other) => other.name === field.resource) : undefined;
    return target ? [{ name, target }] : [];
  });
}

/** The reference fields (one record of another resource each) of a declaration, with the resource each names. */
export const referenceFields = (declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]) => fieldsNaming('reference', declaration, all);

/** The reference list fields (ids of records of another resource: a tutor's subjects) of a declaration, with the resource each names. */
export const referenceListFields = (declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]) => fieldsNaming('references', declaration, all);

/**
 * The records a reference field of a list row names, in their own table (people: the accounts), under
 * an alias of its own so that a reference to the same resource does not meet the row's own table.
 */
function referred(declaration: ResourceDeclaration, name: string, target: ResourceDeclaration) {
  const alias = `${name}Referred`;
  return {
    from: sql`${sql.table(tableOf(target))} as ${sql.table(alias)}`,
    id: sql.ref(`${alias}.id`),
    label: sql.ref(`${alias}.${target.labelField}`),
    held: sql.ref(`${tableOf(declaration)}.${name}`),
  };
}

/** A list row whose reference names a record with a label like the pattern (a search for a payout by its tutor's name). */
export function referenceLabelLike(declaration: ResourceDeclaration, name: string, target: ResourceDeclaration, pattern: string): RawBuilder<SqlBool> {
  const { from, id, label, held } = referred(declaration, name, target);
  return sql<SqlBool>`exists (select 1 from ${from} where ${id} = ${held} and ${label} ilike ${pattern})`;
}
