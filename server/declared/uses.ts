import { sql, type Kysely, type RawBuilder } from 'kysely';
import { usingResources, type ResourceDeclaration, type UsingResource } from '../../contract/declaration.js';
import type { Database } from '../db/schema.js';
import { tableOf } from './naming.js';
import { storageOf } from './storage.js';

const byDeclaration = new WeakMap<ResourceDeclaration, UsingResource[]>();

/** Keeps, for every declaration, the resources that use its records (read once, when the declarations are discovered). */
export function rememberUses(all: readonly ResourceDeclaration[]): void {
  for (const declaration of all) byDeclaration.set(declaration, usingResources(declaration, all));
}

/** The resources whose reference fields name this one's records (see `usingResources`); empty when it counts no uses. */
export const usesOf = (declaration: ResourceDeclaration): UsingResource[] => byDeclaration.get(declaration) ?? [];

/** Where the ids a using field holds are kept: a column of its resource's table, or the join table its storage.ts names. */
export function storedAt(resource: ResourceDeclaration, field: string): { table: string; column: string; recordColumn: string; list: boolean } {
  const join = storageOf(resource).joinTables?.[field];
  if (join) return { ...join, list: false };
  return { table: tableOf(resource), column: field, recordColumn: 'id', list: resource.fields[field]?.kind === 'references' };
}

/** How many records of `using` name the record `id` (a column of the outer query), each counted once however many of its fields name it. */
function usesBy(using: UsingResource, id: RawBuilder<unknown>): RawBuilder<number> {
  const holders = using.fields.map((field, index) => {
    const where = storedAt(using.resource, field);
    const alias = `uses${index}`;
    const column = sql.ref(`${alias}.${where.column}`);
    const names = where.list ? sql`${id} = any(${column})` : sql`${column} = ${id}`;
    return sql`select ${sql.ref(`${alias}.${where.recordColumn}`)} as holder from ${sql.table(where.table)} as ${sql.table(alias)} where ${names}`;
  });
  return sql<number>`(select count(distinct holder)::int from (${sql.join(holders, sql` union all `)}) as holders)`;
}

/** The record's `usageCount` column, when other resources use its records: how many records use it, all of them together. */
export function usageCountColumn(declaration: ResourceDeclaration) {
  const uses = usesOf(declaration);
  if (uses.length === 0) return undefined;
  const id = sql.ref(`${tableOf(declaration)}.id`);
  return sql<number>`(${sql.join(uses.map((using) => usesBy(using, id)), sql` + `)})`.as('usageCount');
}

/** For each of these records, how many records of each using resource use it (`{ tutors: 3 }`), the resources that use none left out. */
export async function usesByRecord(db: Kysely<Database>, declaration: ResourceDeclaration, ids: readonly number[]): Promise<Map<number, Record<string, number>>> {
  const uses = usesOf(declaration);
  const table = tableOf(declaration);
  const id = sql.ref(`${table}.id`);
  const counts = uses.map((using, index) => sql`${usesBy(using, id)} as ${sql.ref(`uses${index}`)}`);
  const { rows } = await sql<Record<string, number>>`select ${id} as id, ${sql.join(counts)} from ${sql.table(table)} where ${id} in (${sql.join([...ids])})`.execute(db);
  return new Map(
    rows.map((row) => [row.id!, Object.fromEntries(uses.map((using, index) => [using.resource.name, row[`uses${index}`]!] as const).filter(([, count]) => count > 0))]),
  );
}
