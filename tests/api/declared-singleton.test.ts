import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { sql } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { createStatements } from '../../server/declared/ddl.js';
import { readSingleton } from '../../server/declared/singleton.js';
import settings from '../../src/resources/site-setting/resource.js';

/** A singleton (the site settings) through the generic calls: its one record is made on the first read, once. */
let t: TestApp;
let editor: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  editor = await createTestAccount(t, 'admin', { userRole: 'editor' });
});
afterAll(async () => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/setting', headers: editor.headers });

describe('a singleton', () => {
  it('is made once with its declared defaults, however many first reads come at once, and answers its version as its ETag', async () => {
    await t.db.deleteFrom('siteSettings').execute();
    const answers = await Promise.all(Array.from({ length: 6 }, read));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const records = answers.map((res) => res.json().data);
    expect(new Set(records.map((record) => JSON.stringify(record))).size).toBe(1);
    expect(records[0]).toMatchObject({ id: 1, supportPhone: '', maintenanceMessage: '', socialLinks: { facebook: '', x: '', instagram: '', linkedin: '', youtube: '' } });
    expect(answers[0]!.headers.etag).toBe(`"${records[0].updatedAt}"`);
    expect(await t.db.selectFrom('siteSettings').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('is read without a write once it exists, so a read-only transaction (a replica) serves it', async () => {
    expect((await read()).statusCode).toBe(200);
    const answered = await t.db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return readSingleton(trx, settings as unknown as ResourceDeclaration);
    });
    expect(answered).toMatchObject({ id: 1 });
  });

  it('is made in a table built from its declaration too (not only in one a migration of its own made)', async () => {
    const notice: ResourceDeclaration = {
      name: 'notice-board',
      singleton: true,
      labelField: 'headline',
      fields: { headline: { kind: 'text', max: 80, required: true, default: 'Welcome' }, links: { kind: 'links', keys: ['help'], maxLength: 200 } },
      access: { read: 'editor', update: 'editor' },
      calls: { get: 'GET /admin/notice-board', update: 'POST /admin/notice-board' },
      screens: { edit: () => Promise.resolve({ default: () => null }) },
    };
    for (const statement of createStatements(notice)) await sql.raw(statement).execute(t.db);
    await Promise.all([readSingleton(t.db, notice), readSingleton(t.db, notice)]);
    expect(await readSingleton(t.db, notice)).toMatchObject({ id: 1, headline: 'Welcome', links: { help: '' } });
  });

  it('changes a social link sent alone and keeps the others', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: editor.headers, payload: { socialLinks: { x: 'https://x.com/tutors', youtube: 'https://youtube.com/@tutors' } } });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: editor.headers, payload: { socialLinks: { x: '' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.socialLinks).toEqual({ facebook: '', x: '', instagram: '', linkedin: '', youtube: 'https://youtube.com/@tutors' });
  });
});
