import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The labels, by id, of those of a resource's records that its trash holds. */
export async function trashedLabels(db: Kysely<Database>, resource: string, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('trashedRecords').select(['recordId', 'label']).where('resource', '=', resource).where('recordId', 'in', ids).execute();
  return new Map(rows.map(({ recordId, label }) => [recordId, label]));
}
