import { isStaffType } from '../../contract/values';
import { declarations, declarationsWithTrash } from '../resources/declared';
import { actionRulesOf, ruleOfAction, trashRulesOf, type ActionRule, type ActionRules } from '../resources/kit/access';
import { trashResource } from '../resources/shared/trash/trashResource';
import type { AccessRule } from '../../contract/declaration';
import type { StoredUser } from './storage';

export type { AccessRule };

/**
 * Who may use what (spec section 6).
 * - `editor`: the rule every admin route carries: userRole editor or admin.
 * - `admin`: userRole admin only.
 * - `superAdmin`: userType superAdmin only (admin accounts are theirs to manage).
 * Only userType admin and superAdmin use the /admin/ area at all; userRole defaults to admin.
 * A declared resource (src/resources/<name>/resource.ts) has a rule per action (ActionRules).
 */
export type ResourceRule = AccessRule | ActionRules;

/** The declared resources' rules per action, and their trashes'; anything else (the dashboard, say) takes the default `editor`. */
export const accessRules: Readonly<Record<string, ResourceRule>> = Object.fromEntries([
  ...declarations.map((declaration) => [declaration.name, actionRulesOf(declaration)] as const),
  ...declarationsWithTrash.map((declaration) => [trashResource(declaration.name), trashRulesOf(declaration)] as const),
]);

export interface AccessRequest {
  action: string;
  resource: string;
}

type AccessUser = Pick<StoredUser, 'userType' | 'userRole'> | null | undefined;

export function ruleFor(resource: string, action = 'list', rules: Readonly<Record<string, ResourceRule>> = accessRules): ActionRule {
  const rule = rules[resource] ?? 'editor';
  return typeof rule === 'string' ? rule : ruleOfAction(rule, action);
}

/** True when the user may do `action` on `resource`. Pure: no storage, no network. */
export function canAccess(user: AccessUser, { action, resource }: AccessRequest, rules: Readonly<Record<string, ResourceRule>> = accessRules): boolean {
  if (!user || !isStaffType(user.userType)) return false;
  const role = user.userRole ?? 'admin';
  switch (ruleFor(resource, action, rules)) {
    case 'superAdmin':
      return user.userType === 'superAdmin';
    case 'admin':
      return role === 'admin';
    case 'editor':
      return role === 'editor' || role === 'admin';
    case 'nobody':
      return false;
  }
}
