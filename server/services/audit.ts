import type { Transaction } from 'kysely';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { Database } from '../db/schema.js';
import { badRequestOn, refusal } from '../errors.js';
import { announcement } from '../live/changeNotices.js';
import { filedUnder, type AuditResource } from './auditResources.js';

export interface AuditEntry {
  actor: Pick<AuthenticatedUser, 'id' | 'displayName' | 'revertOf'>;
  /** create, update, delete, or a domain verb such as approve or suspend. */
  action: string;
  /** The resource name as the admin knows it: tutors, pages, languages, ... (each has a read rule: ./auditResources.ts). */
  resource: AuditResource;
  recordId: number | string;
  before?: unknown;
  after?: unknown;
}

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Records one admin write, inside the same transaction as the write, so that a write is never
 * stored without its audit row (or the other way round), and announces it to every API server's live
 * streams when the transaction commits (server/live/changeNotices.ts). The first parameter is a transaction, not
 * the database: a call with the plain `db` does not compile (tests/api/audit-types.test.ts).
 */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  const revertOf = entry.action === 'update' ? await restoredEntry(trx, entry) : null;
  await trx
    .with('entry', (db) =>
      db
        .insertInto('auditLog')
        .values({
          actorId: entry.actor.id,
          actorName: entry.actor.displayName,
          action: entry.action,
          resource: entry.resource,
          recordId: String(entry.recordId),
          before: toJson(entry.before),
          after: toJson(entry.after),
          revertOf,
        })
        .returning(['id', 'createdAt']),
    )
    .selectFrom('entry')
    .select(announcement({ resource: entry.resource, id: String(entry.recordId), action: entry.action, actor: { id: entry.actor.id, name: entry.actor.displayName } }).as('announced'))
    .execute();
}

/**
 * The earlier entry of the same record whose values an update restores (the actor's `X-Revert-Of`),
 * or null; one that is not of this record's history refuses the update (400 REVERT_OF_UNKNOWN), and
 * its transaction writes nothing.
 */
async function restoredEntry(trx: Transaction<Database>, entry: AuditEntry): Promise<number | null> {
  const id = entry.actor.revertOf;
  if (id === undefined) return null;
  const found = await trx
    .selectFrom('auditLog')
    .select('id')
    .where('id', '=', id)
    .where('recordId', '=', String(entry.recordId))
    .where('resource', 'in', filedUnder(entry.resource))
    .executeTakeFirst();
  if (!found) throw badRequestOn('x-revert-of', "X-Revert-Of must name an entry of this record's history", refusal('REVERT_OF_UNKNOWN'));
  return id;
}
