import type { StoredUser } from './storage';

/**
 * Who may use what (spec section 6).
 * - `editor`: the rule every admin route carries: userRole editor or admin.
 * - `admin`: userRole admin only.
 * - `superAdmin`: userType superAdmin only (admin accounts are theirs to manage).
 * Only userType admin and superAdmin use the /admin/ area at all; userRole defaults to admin.
 */
export type AccessRule = 'editor' | 'admin' | 'superAdmin';

export const staffUserTypes: readonly string[] = ['admin', 'superAdmin'];

/** Resources whose rule is not the default `editor`. */
export const accessRules: Readonly<Record<string, AccessRule>> = {
  'admin-management': 'superAdmin',
};

export interface AccessRequest {
  action: string;
  resource: string;
}

type AccessUser = Pick<StoredUser, 'userType' | 'userRole'> | null | undefined;

export function ruleFor(resource: string, rules: Readonly<Record<string, AccessRule>> = accessRules): AccessRule {
  return rules[resource] ?? 'editor';
}

/** True when the user may do `action` on `resource`. Pure: no storage, no network. */
export function canAccess(user: AccessUser, { resource }: AccessRequest, rules: Readonly<Record<string, AccessRule>> = accessRules): boolean {
  if (!user || !staffUserTypes.includes(user.userType)) return false;
  const role = user.userRole ?? 'admin';
  switch (ruleFor(resource, rules)) {
    case 'superAdmin':
      return user.userType === 'superAdmin';
    case 'admin':
      return role === 'admin';
    case 'editor':
      return role === 'editor' || role === 'admin';
  }
}

/**
 * Where a user denied `resource` goes: an admin opening admin-management lands on the dashboard
 * (spec section 6); every other denial shows /pages/not-authorized.
 */
export function redirectForDenied(resource: string): string {
  return resource === 'admin-management' ? '/admin/dashboard' : '/pages/not-authorized';
}
