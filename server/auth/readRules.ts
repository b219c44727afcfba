import type { ExpressionBuilder } from 'kysely';
import { tableOf, type ReadRule, type ResourceDeclaration } from '../../src/resources/kit/declaration.js';
import type { Database } from '../db/schema.js';
import { forbidden, type Refusal } from '../errors.js';
import { meetsRule, type AuthenticatedUser } from './guards.js';

type Reader = Pick<AuthenticatedUser, 'id' | 'userType' | 'userRole'>;

interface ReadRuleOf {
  read: ReadRule;
  /** An account may always read its own record (the resource's records are accounts). */
  ownAccount: boolean;
}

/** Audit resources no declaration names: password changes and resets of any account, as earlier versions filed them. */
const undeclared: Record<string, ReadRuleOf> = { accounts: { read: 'superAdmin', ownAccount: true } };

/**
 * Who may read which records, as the audit trail names them: each declared resource's read rule
 * (an account's own record always), so a record's history is never wider open than the record.
 * A resource nothing declares is read by every staff member, as the audit trail itself is.
 */
export function readRulesOf(declarations: readonly ResourceDeclaration[]) {
  const rules = new Map<string, ReadRuleOf>(Object.entries(undeclared));
  for (const declaration of declarations) rules.set(declaration.name, { read: declaration.access.read, ownAccount: tableOf(declaration) === 'accounts' });

  const mayRead = (reader: Reader, resource: string, recordId: number | string): boolean => {
    const rule = rules.get(resource);
    return !rule || meetsRule(reader, rule.read) || (rule.ownAccount && String(recordId) === String(reader.id));
  };

  return {
    mayRead,
    assertMayRead(reader: Reader, resource: string, recordId: number | string, message: string, why: Refusal): void {
      if (!mayRead(reader, resource, recordId)) throw forbidden(message, why);
    },
    /** The audit rows this reader may see, as a condition on `audit_log`. */
    readableAuditRows(reader: Reader) {
      const hidden = [...rules].filter(([, rule]) => !meetsRule(reader, rule.read));
      const ownOnly = hidden.filter(([, rule]) => rule.ownAccount).map(([name]) => name);
      return (eb: ExpressionBuilder<Database, 'auditLog'>) => {
        if (hidden.length === 0) return eb.lit(true);
        const readable = [eb('auditLog.resource', 'not in', hidden.map(([name]) => name))];
        if (ownOnly.length > 0) readable.push(eb.and([eb('auditLog.resource', 'in', ownOnly), eb('auditLog.recordId', '=', String(reader.id))]));
        return eb.or(readable);
      };
    },
  };
}
