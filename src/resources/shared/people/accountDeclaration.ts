import type { CallsDeclaration, FieldDeclaration } from '../../../../contract/declaration';

/**
 * What the people's declarations (students, admin accounts, tutors) say alike: an account's own
 * fields, when it was added, and the calls of the accounts, which src/resources/users/server.ts
 * serves. Plain data, like the declarations that spread it.
 */
export const accountFields = {
  displayName: { kind: 'text', required: true, max: 100, search: true, sort: true },
  // Unique among live accounts of every kind (a deleted account's email is free): an import matches people by it.
  email: { kind: 'text', required: true, max: 254, email: true, unique: true, search: true, sort: true },
  phone: { kind: 'text', max: 40, pattern: { regex: '[+0-9 ()\\-./]*', message: 'phone' } },
} as const satisfies Record<string, FieldDeclaration>;

/** Whether the address was confirmed: the server sets it when its owner follows the emailed link. */
export const emailVerified = { kind: 'boolean', readOnly: true } as const satisfies FieldDeclaration;

/** When the account was added (always known): every people list narrows by sign-up days (`createdFrom`, `createdTo`) and sorts by it (not by its last change). */
export const signedUp = { kind: 'dateTime', readOnly: true, required: true, sort: true, filter: true } as const satisfies FieldDeclaration;

/** The account calls (POST /admin/register and GET /admin/user/{id} of spec section 7, the rest in their naming). */
export const accountCalls = {
  list: 'GET /admin/user',
  get: 'GET /admin/user/{id}',
  create: 'POST /admin/register',
  update: 'POST /admin/user/{id}',
  delete: 'POST /admin/user/delete/{id}',
  bulk: 'POST /admin/user/bulk',
} as const satisfies CallsDeclaration;

/** An account resource (a subset of the accounts) serves every call itself, bulk delete too: one call, one transaction. */
export const everyCallOwn = ['list', 'get', 'create', 'update', 'delete', 'bulk'] as const;
