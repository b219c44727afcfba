import type { ResourceDeclaration } from '../../contract/declaration.js';

/**
 * Every resource name the server's own services file audit entries under, with the declared
 * resource whose records the entries describe: an entry is read under that resource's read rule
 * (server/auth/readRules.ts), whatever it is filed under. Declared resources' generic calls file
 * under the declaration's own name (`declaredAuditResource`). A name used by `recordAudit` that is
 * not here does not compile; a described resource that no declaration names stops the server at
 * start-up.
 */
export const auditedRecords = {
  tutors: 'tutors',
  users: 'users',
  'admin-management': 'admin-management',
  reports: 'reports',
  subjects: 'subjects',
  'site-setting': 'site-setting',
  /** A staff member's own display name, phone and photo: an admin account. */
  profile: 'admin-management',
  /** Password changes and resets of any account, as earlier versions filed them: the strictest account rule. */
  accounts: 'admin-management',
} as const satisfies Record<string, string>;

declare const declaredName: unique symbol;
/** A declaration's own name, as the generic calls of declared resources file their entries. */
export type DeclaredAuditResource = string & { readonly [declaredName]: true };

export const declaredAuditResource = (declaration: ResourceDeclaration) => declaration.name as DeclaredAuditResource;

/**
 * Names whose entries describe no declared resource's records: the lists' saved views
 * (server/views/savedViews.ts). Read by a superAdmin only, the rule of every name no declaration
 * describes (server/auth/readRules.ts): a private view's name is its owner's.
 */
export const undeclaredRecords = ['saved-views'] as const;

/** A resource name an audit entry may be filed under. */
export type AuditResource = keyof typeof auditedRecords | DeclaredAuditResource | (typeof undeclaredRecords)[number];

/** Every resource name the server may file audit entries under: the table's, and each declaration's. */
export function auditResourceNames(declarations: readonly ResourceDeclaration[]): string[] {
  return [...new Set([...Object.keys(auditedRecords), ...undeclaredRecords, ...declarations.map((declaration) => declaration.name)])];
}

/** The names a resource's entries are filed under: its own, and each name whose entries describe its records (an admin's `profile`). */
export function filedUnder(resource: string): string[] {
  const describing = Object.entries(auditedRecords).filter(([name, described]) => described === resource && name !== resource).map(([name]) => name);
  return [resource, ...describing];
}
