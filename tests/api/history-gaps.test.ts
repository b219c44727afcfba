import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { get, insertCatalogue, multipartBody, post } from '../helpers/people.js';
import { tokenFromLatestMail } from './auth-support.js';

interface Entry {
  action: string;
  resource: string;
  after: Record<string, unknown> | null;
}

/** What a record's history shows: every entry about it, whatever the server filed it under. */
describe("a record's history", () => {
  let t: TestApp;
  let boss: TestAccount;
  const historyOf = async (resource: string, recordId: number, by = boss) => {
    const res = await get(t, by, '/admin/audit', { resource, recordId: String(recordId), limit: 100 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Entry[];
  };

  beforeAll(async () => {
    t = await startTestApp();
    boss = await createTestAccount(t, 'superAdmin', { displayName: 'Sue Super' });
  });
  afterAll(async () => t.close());

  it("shows an admin's own profile changes on their admin account", async () => {
    const admin = await createTestAccount(t, 'admin', { userRole: 'admin' });
    const form = multipartBody({ phone: '+1 555 0199' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/profileUpdateFileUpload', payload: form.payload, headers: { ...admin.headers, ...form.headers } });
    expect(res.statusCode).toBe(200);
    const entries = await historyOf('admin-management', admin.id);
    expect(entries).toEqual([expect.objectContaining({ resource: 'profile', after: expect.objectContaining({ phone: '+1 555 0199' }) })]);
  });

  it('shows when an account confirmed its email address', async () => {
    const email = 'confirms@example.test';
    const registered = await post(t, boss, '/admin/register', { userType: 'user', displayName: 'Cleo Confirms', email, password: 'Chosen by staff 123' });
    expect(registered.statusCode).toBe(200);
    const token = await tokenFromLatestMail(t, email, 'verify');
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/user/verifyAccount', payload: { token } });
    expect(verified.statusCode).toBe(200);
    const entries = await historyOf('users', registered.json().data.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'verify_email']);
    expect(entries.find((entry) => entry.action === 'verify_email')!.after).toEqual({ emailVerified: true });
  });

  it("holds a tutor's whole profile in the entry of its creation, not only the account", async () => {
    const catalogue = await insertCatalogue(t);
    const registered = await post(t, boss, '/admin/register', {
      userType: 'tutor',
      displayName: 'Theo Tutor',
      email: 'theo@example.test',
      hourlyRateCents: 4550,
      headline: 'Patient maths tutor',
      country: 'PT',
      subjectIds: [catalogue.subjects[0]!.id],
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [created] = await historyOf('tutors', registered.json().data.id);
    expect(created).toMatchObject({ action: 'create', after: { hourlyRateCents: 4550, headline: 'Patient maths tutor', country: 'PT', subjectIds: [catalogue.subjects[0]!.id], approvalStatus: 'pending' } });
  });
});
