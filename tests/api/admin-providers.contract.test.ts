import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLifecycleCallbacks } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.js';
import { seedEmailTemplates } from '../../server/db/seed/emailTemplates.js';
import { createAccountCalls } from '../../src/authProvider/accountCalls.js';
import { createAuthProvider } from '../../src/authProvider/authProvider.js';
import { createHttpClient } from '../../src/authProvider/httpClient.js';
import { clearSession, getStoredUser, readSession } from '../../src/authProvider/storage.js';
import { createDataProvider } from '../../src/dataProvider/createDataProvider.js';
import { endpoints } from '../../src/dataProvider/endpoints.js';
import type { ListCall } from '../../src/dataProvider/endpointTypes.js';
import { profileUploads } from '../../src/dataProvider/uploads.js';
import { createTestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

/*
 * The admin's providers (written for the browser) against the real server over real HTTP.
 * Node has fetch but no Web Storage: a small in-memory Storage stands in for both storages.
 */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });

const PASSWORD = 'Correct-horse-9';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let t: TestApp;
let dataDir: string;
let baseUrl: string;
const staff: Record<'superAdmin' | 'admin', { id: number; email: string }> = {} as never;

/** Fresh providers, as a new browser tab would have them. */
function providers() {
  const requests: string[] = [];
  const httpClient = createHttpClient({
    baseUrl,
    fetch: (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input).replace(baseUrl, '')}`);
      return fetch(input, init);
    },
  });
  const dataProvider = createDataProvider(httpClient);
  return {
    httpClient,
    requests,
    dataProvider,
    withUploads: withLifecycleCallbacks(dataProvider, [profileUploads]),
    authProvider: createAuthProvider(httpClient),
    account: createAccountCalls(httpClient),
  };
}

async function signIn(who: 'superAdmin' | 'admin' = 'superAdmin') {
  const tab = providers();
  await tab.authProvider.login({ email: staff[who].email, password: PASSWORD });
  return tab;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tutor-providers-'));
  t = await startTestApp({ ACCESS_TOKEN_TTL: '2', DATA_DIR: dataDir });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/api/v1`;
  const passwordHash = await hashPassword(PASSWORD);
  for (const userType of ['superAdmin', 'admin'] as const) {
    const created = await createTestAccount(t, userType);
    await t.db.updateTable('accounts').set({ passwordHash }).where('id', '=', created.id).execute();
    staff[userType] = { id: created.id, email: created.email };
  }
  await seedEmailTemplates(t.db);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => clearSession());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('authProvider against the server', () => {
  it('signs in, keeps the tokens and the user of the login answer', async () => {
    await signIn();
    const session = readSession();
    expect(session?.accessToken).toMatch(/\S{20,}/);
    expect(session?.refreshToken).toMatch(/\S{20,}/);
    expect(getStoredUser()).toMatchObject({ id: staff.superAdmin.id, email: staff.superAdmin.email, userType: 'superAdmin' });
  });

  it('passes the server\'s message back on a failed sign-in', async () => {
    const tab = providers();
    const error = await tab.authProvider.login({ email: staff.admin.email, password: 'wrong-password' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect((error as Error).message).toMatch(/\w+/);
    expect(readSession()).toBeNull();
  });

  it('refreshes once when the access token has expired, for every request that failed, and retries them', async () => {
    const tab = await signIn();
    const before = readSession()!;
    await sleep(2_300); // ACCESS_TOKEN_TTL is 2 s in this file
    const lists = await Promise.all(['languages', 'levels', 'report-titles'].map((resource) => tab.dataProvider.getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })));
    expect(lists.every((list) => Array.isArray(list.data))).toBe(true);
    expect(tab.requests.filter((request) => request === 'POST /auth/refreshToken')).toHaveLength(1);
    const after = readSession()!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it('ends the session (401) when the refresh token is no longer valid', async () => {
    const tab = await signIn('admin');
    const { refreshToken } = readSession()!;
    await providers().authProvider.logout({}); // no session in this "tab": nothing is sent
    // Another device signs this session out with the refresh token.
    await fetch(`${baseUrl}/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
    await sleep(2_300);
    const error = await tab.dataProvider.getList('languages', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    await expect(tab.authProvider.checkError(error)).rejects.toBe(error);
    expect(readSession()).toBeNull();
  });

  it('logs out on the server: the old access token stops working at once', async () => {
    const tab = await signIn('admin');
    const { accessToken } = readSession()!;
    await tab.authProvider.logout({});
    expect(readSession()).toBeNull();
    const response = await fetch(`${baseUrl}/tutor/getLanguages`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect([401, 403]).toContain(response.status);
  });

  it('answers a wrong current password with the server\'s field error', async () => {
    const tab = await signIn('admin');
    const error = await tab.account.changePassword('not-my-password', 'Another-password-9').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { oldPassword: expect.any(String) } });
  });

  it('rejects an unknown reset token with the server\'s message', async () => {
    const tab = providers();
    const error = await tab.account.checkForValidToken('no-such-token').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: expect.any(Number), message: expect.any(String) });
    expect([400, 404]).toContain((error as { status: number }).status);
    await expect(tab.account.forgotPassword('nobody@example.test')).resolves.toMatch(/\w/);
  });
});

describe('dataProvider against the server', () => {
  const listRows = Object.entries(endpoints).flatMap(([resource, row]) => ('getList' in row ? [[resource, row.getList as ListCall] as const] : []));

  it.each(listRows)('%s: the list answers for every sortable field, both directions, and a search', async (resource, call) => {
    const tab = await signIn();
    for (const field of call.sortable) {
      for (const order of ['ASC', 'DESC'] as const) {
        const result = await tab.dataProvider.getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field, order }, filter: { q: 'a' } });
        expect(result.total).toBeGreaterThanOrEqual(result.data.length);
      }
    }
  });

  it('catalogue: create, read (from the list), update, delete and deleteMany', async () => {
    const { dataProvider } = await signIn('admin');
    const { data: created } = await dataProvider.create('languages', { data: { name: 'Welsh', code: 'cy' } });
    expect(created).toMatchObject({ name: 'Welsh', code: 'cy' });
    await expect(dataProvider.getOne('languages', { id: created.id })).resolves.toMatchObject({ data: { id: created.id, name: 'Welsh' } });
    const { data: updated } = await dataProvider.update('languages', { id: created.id, data: { ...created, name: 'Cymraeg' }, previousData: created });
    expect(updated).toMatchObject({ id: created.id, name: 'Cymraeg' });
    const { data: second } = await dataProvider.create('languages', { data: { name: 'Breton' } });
    const { data: third } = await dataProvider.create('languages', { data: { name: 'Cornish' } });
    await expect(dataProvider.getMany('languages', { ids: [second.id, third.id] })).resolves.toMatchObject({ data: [{ name: 'Breton' }, { name: 'Cornish' }] });
    await dataProvider.delete('languages', { id: created.id, previousData: updated });
    await dataProvider.deleteMany('languages', { ids: [second.id, third.id] });
    const { data: left } = await dataProvider.getList('languages', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'Cymraeg' } });
    expect(left).toEqual([]);
  });

  it('a duplicate comes back with the server\'s field error, where react-admin forms read it', async () => {
    const { dataProvider } = await signIn('admin');
    await dataProvider.create('report-titles', { data: { title: 'Spam' } });
    const error = await dataProvider.create('report-titles', { data: { title: 'spam' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body: { errors: { title: expect.any(String) } } });
  });

  it('subjects: add under a parent, read the tree, remove the children', async () => {
    const { dataProvider } = await signIn('admin');
    const { data: parent } = await dataProvider.create('subjects', { data: { name: 'Music' } });
    const { data: child } = await dataProvider.create('subjects', { data: { name: 'Piano', parentId: parent.id } });
    const { data: children } = await dataProvider.getList('subjects', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { parentId: parent.id } });
    expect(children.map((subject) => subject.id)).toEqual([child.id]);
    const { data: tree } = await dataProvider.call<{ items: Array<{ id: number; children?: unknown[] }> }>('subjects', 'tree');
    expect(tree.items.find((node) => node.id === parent.id)?.children).toHaveLength(1);
    await dataProvider.call('subjects', 'removeChildren', { data: { parentId: parent.id } });
    await expect(dataProvider.getOne('subjects', { id: child.id })).rejects.toMatchObject({ status: 404 });
  });

  it('pages: create, update by id, read, delete', async () => {
    const { dataProvider } = await signIn('admin');
    const { data: page } = await dataProvider.create('pages', { data: { title: 'Careers', slug: 'careers', contentHtml: '<p>Join us</p>', published: false } });
    const { data: updated } = await dataProvider.update('pages', { id: page.id, data: { ...page, title: 'Jobs' }, previousData: page });
    expect(updated).toMatchObject({ id: page.id, title: 'Jobs' });
    await expect(dataProvider.getOne('pages', { id: page.id })).resolves.toMatchObject({ data: { title: 'Jobs', contentHtml: '<p>Join us</p>' } });
    await dataProvider.delete('pages', { id: page.id, previousData: updated });
    await expect(dataProvider.getOne('pages', { id: page.id })).rejects.toMatchObject({ status: 404 });
  });

  it('site settings and email templates: read, update, preview', async () => {
    const { dataProvider } = await signIn('admin');
    const { data: settings } = await dataProvider.getOne('site-setting', { id: 1 });
    const { data: saved } = await dataProvider.update('site-setting', { id: settings.id, data: { ...settings, siteName: 'Tutors & Co' }, previousData: settings });
    expect(saved).toMatchObject({ siteName: 'Tutors & Co' });

    const { data: templates } = await dataProvider.getList('email-templates', { pagination: { page: 1, perPage: 25 }, sort: { field: 'key', order: 'ASC' }, filter: {} });
    const template = (await dataProvider.getOne('email-templates', { id: templates[0]!.id })).data;
    const { data: updated } = await dataProvider.update('email-templates', { id: template.id, data: { ...template, subject: 'Hello there' }, previousData: template });
    expect(updated).toMatchObject({ subject: 'Hello there' });
    const { data: preview } = await dataProvider.call<{ subject: string }>('email-templates', 'preview', { id: template.id, data: { subject: 'Draft subject' } });
    expect(preview.subject).toBe('Draft subject');
  });

  it('people: a tutor registered, updated, approved and deleted; a student updated with only what changed', async () => {
    const { dataProvider } = await signIn('admin');
    const { data: tutor } = await dataProvider.create('tutors', { data: { displayName: 'Tia Tutor', email: 'tia@example.test', headline: 'Maths', hourlyRateCents: 4000 } });
    const { data: full } = await dataProvider.getOne('tutors', { id: tutor.id });
    expect(tutor).toEqual(full);
    const { data: updated } = await dataProvider.update('tutors', { id: tutor.id, data: { ...full, headline: 'Algebra' }, previousData: full });
    expect(updated).toMatchObject({ headline: 'Algebra' });
    await dataProvider.call('tutors', 'setStatus', { id: tutor.id, data: { action: 'approve', reason: 'Checked' } });
    await expect(dataProvider.getOne('tutors', { id: tutor.id })).resolves.toMatchObject({ data: { approvalStatus: 'approved' } });
    await dataProvider.delete('tutors', { id: tutor.id, previousData: updated });

    const { data: student } = await dataProvider.create('users', { data: { displayName: 'Stu Dent', email: 'stu@example.test' } });
    expect(student).toMatchObject({ userType: 'user' });
    const { data: read } = await dataProvider.getOne('users', { id: student.id });
    // The whole record goes back (userType, status...): only the change is sent, which an admin may make.
    const { data: renamed } = await dataProvider.update('users', { id: student.id, data: { ...read, displayName: 'Stu D.' }, previousData: read });
    expect(renamed).toMatchObject({ displayName: 'Stu D.', userType: 'user' });
    const { data: students } = await dataProvider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'Stu' } });
    expect(students.map((record) => record.id)).toContain(student.id);
    await dataProvider.deleteMany('users', { ids: [student.id] });

    const { data: trail } = await dataProvider.getList('audit', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { resource: 'tutors' } });
    expect(trail.length).toBeGreaterThan(0);
  });

  it('admin-management: only a superAdmin creates admins; an admin is refused (403 reaches checkError)', async () => {
    const superTab = await signIn('superAdmin');
    const { data: created } = await superTab.dataProvider.create('admin-management', { data: { displayName: 'Ed Editor', email: 'ed@example.test', password: 'Editor-pass-99', userRole: 'editor' } });
    expect(created).toMatchObject({ userType: 'admin', userRole: 'editor' });
    const { data: staffList } = await superTab.dataProvider.getList('admin-management', { pagination: { page: 1, perPage: 50 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    expect(staffList.every((account) => ['admin', 'superAdmin'].includes(account.userType))).toBe(true);

    clearSession();
    const adminTab = await signIn('admin');
    const error = await adminTab.dataProvider.create('admin-management', { data: { displayName: 'Eve', email: 'eve@example.test', password: 'Another-pass-99' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(adminTab.authProvider.checkError(error)).rejects.toMatchObject({ logoutUser: false, redirectTo: '/pages/not-authorized' });
    expect(readSession()).not.toBeNull();
  });

  it('reads transactions, reports and the dashboard', async () => {
    const { dataProvider } = await signIn('admin');
    await expect(dataProvider.getList('transactions', { pagination: { page: 1, perPage: 5 }, sort: { field: 'lessonAt', order: 'DESC' }, filter: {} })).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(dataProvider.getList('reports', { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'open' } })).resolves.toMatchObject({ total: expect.any(Number) });
    const { data: dashboard } = await dataProvider.call<{ totals: Record<string, number> }>('dashboard', 'get');
    expect(dashboard.totals).toHaveProperty('tutors');
  });

  it('profile: the ImageInput file goes up as multipart and the stored user follows', async () => {
    const { withUploads } = await signIn('admin');
    const { data: me } = await withUploads.getOne('profile', { id: staff.admin.id });
    const rawFile = new File([PNG_1X1], 'me.png', { type: 'image/png' });
    const { data: saved } = await withUploads.update('profile', {
      id: staff.admin.id,
      data: { ...me, displayName: 'Admin With Photo', photo: { rawFile, src: 'blob:me', title: 'me.png' } },
      previousData: me,
    });
    expect(saved.photoURL).toMatch(/^\/uploads\//);
    expect(getStoredUser()).toMatchObject({ displayName: 'Admin With Photo', photoURL: saved.photoURL });
  });
});
