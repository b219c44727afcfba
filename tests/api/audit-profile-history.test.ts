import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRulesOf } from '../../server/auth/readRules.js';
import type { Database } from '../../server/db/schema.js';
import { discoverDeclarations } from '../../server/declared/discover.js';
import { recordAudit } from '../../server/services/audit.js';
import { auditResourceNames } from '../../server/services/auditResources.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { get, multipartBody } from '../helpers/people.js';

describe("GET /admin/audit: a staff member's profile history follows admin accounts' read rule", () => {
  let t: TestApp;
  let plainAdmin: TestAccount;
  let superAdmin: TestAccount;
  const superPhone = '+1 555 0142';

  const updateProfile = (by: TestAccount, fields: Record<string, string>) => {
    const form = multipartBody(fields);
    return t.app.inject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload', payload: form.payload, headers: { ...by.headers, ...form.headers } });
  };

  beforeAll(async () => {
    t = await startTestApp();
    plainAdmin = await createTestAccount(t, 'admin', { displayName: 'Plain Admin', userRole: 'admin' });
    superAdmin = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
    expect((await updateProfile(superAdmin, { displayName: 'Sue Secret', phone: superPhone })).statusCode).toBe(200);
    expect((await updateProfile(plainAdmin, { phone: '+1 555 0100' })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  const queries = (): Record<string, Record<string, string | number>> => ({
    'one record': { resource: 'profile', recordId: String(superAdmin.id) },
    'by actor': { actorId: superAdmin.id },
    unfiltered: { limit: 500 },
  });

  it("refuses a plain admin a superAdmin's profile history, as it refuses the account's own", async () => {
    const res = await get(t, plainAdmin, '/admin/audit', queries()['one record']!);
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).not.toContain(superPhone);
  });

  it.each(['by actor', 'unfiltered'])("leaves a superAdmin's profile entries out of a plain admin's trail (%s), total included", async (name) => {
    const res = await get(t, plainAdmin, '/admin/audit', queries()[name]!);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: { recordId: string }[]; total: number };
    expect(JSON.stringify(items)).not.toMatch(/555 0142|Sue Secret/);
    expect(items.filter((item) => item.recordId === String(superAdmin.id))).toEqual([]);
    expect(total).toBe(items.length);
  });

  it('still answers the plain admin their own profile history', async () => {
    const own = await get(t, plainAdmin, '/admin/audit', { resource: 'profile', recordId: String(plainAdmin.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.items).toHaveLength(1);
  });

  it('answers a superAdmin the entries through each filter', async () => {
    for (const [name, query] of Object.entries(queries())) {
      const res = await get(t, superAdmin, '/admin/audit', query);
      expect(res.statusCode, name).toBe(200);
      expect(JSON.stringify(res.json().data.items), name).toContain(superPhone);
    }
  });
});

describe('audit resources and their read rules', () => {
  it('has a read rule for every resource name the server files audit entries under', async () => {
    const declarations = await discoverDeclarations();
    const rules = readRulesOf(declarations);
    const names = auditResourceNames(declarations);
    expect(names).toEqual(expect.arrayContaining(['profile', 'admin-management', 'site-setting', ...declarations.map((declaration) => declaration.name)]));
    expect(names.filter((name) => !rules.ruleOf(name))).toEqual([]);
    expect(rules.ruleOf('profile')).toEqual(rules.ruleOf('admin-management'));
  });

  it('refuses to start when an audit resource describes records no resource declares', async () => {
    const declarations = (await discoverDeclarations()).filter((declaration) => declaration.name !== 'admin-management');
    expect(() => readRulesOf(declarations)).toThrow(/describe records of "admin-management", which no resource declares/);
  });

  // Checked by `tsc --noEmit -p .`: a resource name without a read rule cannot be written.
  it('does not compile an audit entry filed under a name without a read rule', () => {
    const write = (trx: Transaction<Database>) =>
      // @ts-expect-error 'nowhere' is neither in auditedRecords nor a declaration's name
      recordAudit(trx, { actor: { id: 1, displayName: 'Nobody' }, action: 'update', resource: 'nowhere', recordId: 1 });
    expect(typeof write).toBe('function');
  });
});
