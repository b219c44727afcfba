import type { Transaction } from 'kysely';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { Database } from '../db/schema.js';
import type { AuditResource } from './auditResources.js';

export interface AuditEntry {
  actor: Pick<AuthenticatedUser, 'id' | 'displayName'>;
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
 * stored without its audit row (or the other way round). The first parameter is a transaction, not
 * the database: a call with the plain `db` does not compile (tests/api/audit-types.test.ts).
 */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      actorId: entry.actor.id,
      actorName: entry.actor.displayName,
      action: entry.action,
      resource: entry.resource,
      recordId: String(entry.recordId),
      before: toJson(entry.before),
      after: toJson(entry.after),
    })
    .execute();
}
