import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

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

  it('changes a social link sent alone and keeps the others', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: editor.headers, payload: { socialLinks: { x: 'https://x.com/tutors', youtube: 'https://youtube.com/@tutors' } } });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/setting/update', headers: editor.headers, payload: { socialLinks: { x: '' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.socialLinks).toEqual({ facebook: '', x: '', instagram: '', linkedin: '', youtube: 'https://youtube.com/@tutors' });
  });
});
