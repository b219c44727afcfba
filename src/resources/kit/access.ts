import type { AccessRule, ResourceDeclaration } from '../../../contract/declaration';

/** An action the resource does not have (a create or delete left out of its `access`): nobody may. */
export type ActionRule = AccessRule | 'nobody';

/** A declared resource's rule per action: read, create, update, delete and `bulk.<action>`. */
export type ActionRules = Readonly<Record<'read' | 'create' | 'update' | 'delete', ActionRule>> & Readonly<Record<string, ActionRule>>;

/** The name canAccess is asked for a declared bulk action (`useCanAccess({action: bulkAccessAction('activate')})`). */
export const bulkAccessAction = (action: string) => `bulk.${action}`;

export function actionRulesOf(declaration: ResourceDeclaration): ActionRules {
  const { read, create = 'nobody', update = 'nobody', delete: remove = 'nobody' } = declaration.access;
  const bulk: Array<[string, ActionRule]> = Object.entries(declaration.bulk ?? {}).map(([action, { access }]) => [bulkAccessAction(action), access ?? update]);
  // Only staff sign in to the admin, so a read open to any signed-in account is open to every editor.
  return { create, update, delete: remove, read: read === 'signedIn' ? 'editor' : read, ...Object.fromEntries(bulk) };
}

/**
 * The rules of a declared resource's trash (its `trashResource`): listed and restored by whoever may
 * delete the resource's records, its records removed for good (`delete`) by a superAdmin only.
 */
export function trashRulesOf(declaration: ResourceDeclaration): ActionRules {
  const { delete: remove } = actionRulesOf(declaration);
  return { read: remove, restore: remove, create: 'nobody', update: 'nobody', delete: 'superAdmin' };
}

/** react-admin's action names (list, show, export, edit, ...) to the declaration's. */
const declaredAction: Readonly<Record<string, string>> = { list: 'read', show: 'read', export: 'read', edit: 'update' };

/** The rule of one action; an action the declaration does not name takes the update rule. */
export const ruleOfAction = (rules: ActionRules, action: string): ActionRule => rules[declaredAction[action] ?? action] ?? rules.update;
