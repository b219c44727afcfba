import { sql, type QueryExecutorProvider } from 'kysely';
import { searched, type ListParams, type ListSource } from '../services/listPage.js';

/**
 * How many rows an export of the list will write: the counted total the list keeps when the query
 * allows it (see listPage.ts), or a count of every match (no cap: the export writes them all).
 */
export async function rowCount(source: ListSource<unknown, unknown>, params: Pick<ListParams, 'search'>, db: QueryExecutorProvider): Promise<number> {
  const counted = source.options.large?.countedTotal;
  if (counted && !params.search?.trim()) return (await sql<{ total: number }>`select ${counted} as total`.execute(db)).rows[0]!.total;
  const matches = searched(source.base, params, source.options).clearSelect().clearOrderBy().select(sql<number>`count(*)::int`.as('total'));
  return ((await matches.executeTakeFirstOrThrow()) as { total: number }).total;
}
