import { sql } from 'kysely';
import type { DB } from '../db/index.js';
import type { ChangeNotice } from './changeNotices.js';

/** How far back a reconnecting page is caught up, in entries and in time; beyond, it refetches. */
const MAX_MISSED = 500;
const WINDOW = '5 minutes';

/**
 * The writes after audit entry `lastEntry`, read back from the audit trail (every API server writes
 * it): what a page missed while its stream was closed. 'refetch' when that entry is not within the
 * window or more were written than a page should replay.
 */
export async function missedNotices(db: DB, lastEntry: number): Promise<ChangeNotice[] | 'refetch'> {
  const last = await db
    .selectFrom('auditLog')
    .select('id')
    .where('id', '=', lastEntry)
    .where('createdAt', '>', sql<Date>`now() - ${sql.lit(WINDOW)}::interval`)
    .executeTakeFirst();
  if (!last) return 'refetch';
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'resource', 'recordId', 'action', 'actorId', 'actorName', 'createdAt'])
    .where('id', '>', lastEntry)
    .orderBy('id')
    .limit(MAX_MISSED + 1)
    .execute();
  if (rows.length > MAX_MISSED) return 'refetch';
  return rows.map((row) => ({
    entry: row.id,
    resource: row.resource,
    id: row.recordId,
    action: row.action,
    actor: { id: row.actorId, name: row.actorName },
    at: new Date(row.createdAt).toISOString(),
  }));
}
