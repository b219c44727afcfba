import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tableOf, type ResourceDeclaration } from '../../contract/declaration.js';

/** The reference fields (one record of another resource each) of a declaration, with the resource each names. */
export function referenceFields(declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): Array<{ name: string; target: ResourceDeclaration }> {
  return Object.entries(declaration.fields).flatMap(([name, field]) => {
    const target = field.kind === 'reference' ? all.find((other) => other.name === field.resource) : undefined;
    return target ? [{ name, target }] : [];
  });
}

/**
 * The record a reference field of a list row names, in its own table (people: the accounts), under an
 * alias of its own so that a reference to the same resource does not meet the row's own table.
 */
function referred(declaration: ResourceDeclaration, name: string, target: ResourceDeclaration) {
  const alias = `${name}Referred`;
  return {
    from: sql`${sql.table(tableOf(target))} as ${sql.table(alias)}`,
    label: sql.ref(`${alias}.${target.labelField}`),
    same: sql`${sql.ref(`${alias}.id`)} = ${sql.ref(`${tableOf(declaration)}.${name}`)}`,
  };
}

/** The label of the record a reference field names (a payout's tutor's name), as a column of the list's rows. */
export function referenceLabel(declaration: ResourceDeclaration, name: string, target: ResourceDeclaration): RawBuilder<string | null> {
  const { from, label, same } = referred(declaration, name, target);
  return sql<string | null>`(select ${label} from ${from} where ${same})`;
}

/** A list row whose reference names a record with a label like the pattern (a search for a payout by its tutor's name). */
export function referenceLabelLike(declaration: ResourceDeclaration, name: string, target: ResourceDeclaration, pattern: string): RawBuilder<SqlBool> {
  const { from, label, same } = referred(declaration, name, target);
  return sql<SqlBool>`exists (select 1 from ${from} where ${same} and ${label} ilike ${pattern})`;
}
