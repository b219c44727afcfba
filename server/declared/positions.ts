import { sql, type Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { tableOf } from './naming.js';
import { untyped } from './records.js';

type Values = Record<string, unknown>;

/**
 * Each position field left out goes to the end of its order: the highest + 1, among the records
 * that share the value of the field it is kept `within` (a sub-subject goes last under its parent).
 */
export async function withPositions(trx: Kysely<Database>, declaration: ResourceDeclaration, values: Values): Promise<Values> {
  const positioned = { ...values };
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.kind !== 'integer' || !field.position || positioned[name] !== undefined) continue;
    let query = untyped(trx)
      .selectFrom(tableOf(declaration))
      .select(sql<number>`coalesce(max(${sql.ref(name)}), 0)::int + 1`.as('next'));
    if (typeof field.position === 'object') {
      const { within } = field.position;
      query = query.where(sql<boolean>`${sql.ref(within)} is not distinct from ${positioned[within] ?? null}`);
    }
    positioned[name] = (await query.executeTakeFirstOrThrow()).next;
  }
  return positioned;
}
