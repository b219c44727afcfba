import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { assertReferences } from '../../server/declared/checks.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import type { ApiError } from '../../server/errors.js';
import { createTestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/*
 * Tutors, students and admin accounts are rows of one accounts table (their declarations' `subset`):
 * a reference to one of them takes only its own rows, so a payout's tutor cannot be a student and
 * an approver cannot be a tutor.
 */
const payouts: ResourceDeclaration = {
  name: 'payouts',
  labelField: 'note',
  fields: {
    note: { kind: 'text', max: 80, search: true },
    tutorId: { kind: 'reference', resource: 'tutors' },
    approvedBy: { kind: 'reference', resource: 'admin-management' },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
};

let t: TestApp;
let all: ResourceDeclaration[];
const ids: Record<'superAdmin' | 'admin' | 'tutor' | 'user', number> = { superAdmin: 0, admin: 0, tutor: 0, user: 0 };
beforeAll(async () => {
  t = await startTestApp();
  all = [...(await discoverDeclarations()), payouts];
  for (const type of ['superAdmin', 'admin', 'tutor', 'user'] as const) ids[type] = (await createTestAccount(t, type)).id;
});
afterAll(() => t.close());

/** The refusal of these values (status and reason), or undefined when they are taken. */
const refusal = (values: Record<string, number>) =>
  assertReferences(t.db, payouts, values, all).then(
    () => undefined,
    (error: ApiError) => ({ status: error.statusCode, reason: error.refusal.reason }),
  );

describe('a reference to people', () => {
  it('to tutors takes a tutor, and refuses a student or an admin account with 400 REFERENCE_MISSING', async () => {
    expect(await refusal({ tutorId: ids.tutor })).toBeUndefined();
    for (const other of [ids.user, ids.admin, ids.superAdmin]) {
      expect(await refusal({ tutorId: other })).toEqual({ status: 400, reason: 'REFERENCE_MISSING' });
    }
  });

  it('to admin accounts takes an admin or a superAdmin, and refuses a tutor or a student', async () => {
    expect(await refusal({ approvedBy: ids.admin })).toBeUndefined();
    expect(await refusal({ approvedBy: ids.superAdmin })).toBeUndefined();
    for (const other of [ids.user, ids.tutor]) expect(await refusal({ approvedBy: other })).toEqual({ status: 400, reason: 'REFERENCE_MISSING' });
  });
});
