import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { forbidden, type Refusal } from '../errors.js';
import type { AuthenticatedUser } from './guards.js';

type Reader = Pick<AuthenticatedUser, 'id' | 'userType'>;

/**
 * Resources (as the audit trail names them) whose records only a superAdmin, or the record's own
 * account, may read. Every staff member reads the rest. The account calls and the audit trail both
 * apply this, so a record's history is never wider open than the record.
 */
const superAdminOrSelf: ReadonlySet<string> = new Set([
  'admin-management',
  // Password changes and resets of any account, as earlier versions filed them.
  'accounts',
]);

export function mayRead(reader: Reader, resource: string, recordId: number | string): boolean {
  return !superAdminOrSelf.has(resource) || reader.userType === 'superAdmin' || String(recordId) === String(reader.id);
}

export function assertMayRead(reader: Reader, resource: string, recordId: number | string, message: string, why: Refusal): void {
  if (!mayRead(reader, resource, recordId)) throw forbidden(message, why);
}

/** The audit rows this reader may see, as a condition on `audit_log`. */
export function readableAuditRows(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'auditLog'>) =>
    reader.userType === 'superAdmin'
      ? eb.lit(true)
      : eb.or([eb('auditLog.resource', 'not in', [...superAdminOrSelf]), eb('auditLog.recordId', '=', String(reader.id))]);
}
