import { sql } from 'kysely';
import type { DB } from '../db/index.js';
import type { ChangeNotice } from './changeNotices.js';

/** How far back a page is caught up, in entries and in time; beyond, it refetches. */
const MAX_MISSED = 500;
const WINDOW = sql<Date>`now() - interval '5 minutes'`;

/** Where a page's stream takes up: after the last event it read, or from the moment its screen read its data. */
export type Resume = { afterEntry: number } | { since: Date };

/**
 * The writes a page missed while it had no stream, read back from the audit trail (every API server
 * writes it): after audit entry `afterEntry`, or from `since`. 'refetch' when that is not within
 * the window, or more were written than a page should replay.
 */
export async function missedNotices(db: DB, resume: Resume): Promise<ChangeNotice[] | 'refetch'> {
  if ('afterEntry' in resume) {
    const last = await db.selectFrom('auditLog').select('id').where('id', '=', resume.afterEntry).where('createdAt', '>', WINDOW).executeTakeFirst();
    if (!last) return 'refetch';
  } else {
    const { rows } = await sql<{ within: boolean }>`select ${resume.since} > ${WINDOW} as within`.execute(db);
    if (!rows[0]?.within) return 'refetch';
  }
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'resource', 'recordId', 'action', 'actorId', 'actorName', 'createdAt'])
    .$if('afterEntry' in resume, (query) => query.where('id', '>', (resume as { afterEntry: number }).afterEntry))
    .$if('since' in resume, (query) => query.where('createdAt', '>=', (resume as { since: Date }).since))
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
