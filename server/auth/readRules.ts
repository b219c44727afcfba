import type { ExpressionBuilder } from 'kysely';
import type { ReadRule, ResourceDeclaration } from '../../contract/declaration.js';
import { tableOf } from '../declared/naming.js';
import type { Database } from '../db/schema.js';
import { forbidden, type Refusal } from '../errors.js';
import { auditedRecords, undeclaredRecords } from '../services/auditResources.js';
import { meetsRule, type AuthenticatedUser } from './guards.js';

type Reader = Pick<AuthenticatedUser, 'id' | 'userType' | 'userRole'>;

interface ReadRuleOf {
  read: ReadRule;
  /** An account may always read its own record (the resource's records are accounts). */
  ownAccount: boolean;
}

/** A name the trail holds that nothing files under any more: a superAdmin's to read, never wider. */
const unknownResource: ReadRuleOf = { read: 'superAdmin', ownAccount: false };

/**
 * Who may read which records, by every name the audit trail files entries under: each declared
 * resource's read rule (an account's own record always), and for the names no declaration has, the
 * rule of the declared resource their entries describe (services/auditResources.ts), so a record's
 * history is never wider open than the record; the names that describe no declared resource's records
 * (saved views) a superAdmin's. Throws at start-up when a described resource is not declared.
 */
export function readRulesOf(declarations: readonly ResourceDeclaration[]) {
  const rules = new Map<string, ReadRuleOf>();
  for (const declaration of declarations) rules.set(declaration.name, { read: declaration.access.read, ownAccount: tableOf(declaration) === 'accounts' });
  for (const [name, described] of Object.entries(auditedRecords)) {
    const rule = rules.get(described);
    if (!rule) throw new Error(`Audit entries filed under "${name}" describe records of "${described}", which no resource declares`);
    if (rules.has(name) && name !== described) throw new Error(`Audit entries filed under the declared resource "${name}" must describe its own records, not "${described}"`);
    rules.set(name, rule);
  }

  for (const name of undeclaredRecords) rules.set(name, unknownResource);

  const ruleOf = (resource: string): ReadRuleOf => rules.get(resource) ?? unknownResource;
  const mayRead = (reader: Reader, resource: string, recordId: number | string): boolean => {
    const rule = ruleOf(resource);
    return meetsRule(reader, rule.read) || (rule.ownAccount && String(recordId) === String(reader.id));
  };

  return {
    /** The rule entries filed under this name are read by; undefined for a name nothing files under (a superAdmin's). */
    ruleOf: (resource: string): ReadRuleOf | undefined => rules.get(resource),
    mayRead,
    assertMayRead(reader: Reader, resource: string, recordId: number | string, message: string, why: Refusal): void {
      if (!mayRead(reader, resource, recordId)) throw forbidden(message, why);
    },
    /** The audit rows this reader may see, as a condition on `audit_log` (so totals and pages count only those). */
    readableAuditRows(reader: Reader) {
      const names = [...rules];
      const readable = names.filter(([, rule]) => meetsRule(reader, rule.read)).map(([name]) => name);
      const ownOnly = names.filter(([, rule]) => rule.ownAccount && !meetsRule(reader, rule.read)).map(([name]) => name);
      return (eb: ExpressionBuilder<Database, 'auditLog'>) => {
        if (meetsRule(reader, unknownResource.read)) return eb.lit(true);
        const conditions = [readable.length > 0 ? eb('auditLog.resource', 'in', readable) : eb.lit(false)];
        if (ownOnly.length > 0) conditions.push(eb.and([eb('auditLog.resource', 'in', ownOnly), eb('auditLog.recordId', '=', String(reader.id))]));
        return eb.or(conditions);
      };
    },
  };
}

export type ReadRules = ReturnType<typeof readRulesOf>;
