import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, caller } from './contentApi.js';

let t: TestApp;
let admin: TestAccount;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
  call = caller(t, admin);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('siteSettings').execute();
});

const read = async () => (await call('GET', '/admin/setting')).body.data;

describe('GET /admin/setting', () => {
  it('creates the defaults on first read and answers the one row', async () => {
    const res = await call('GET', '/admin/setting');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      siteName: 'Tutor Admin Marketplace',
      commissionPercent: 15,
      currency: 'USD',
      maintenanceMode: false,
      dateFormat: 'DD/MM/YYYY',
      socialLinks: { facebook: '', x: '', instagram: '', linkedin: '', youtube: '' },
    });
    await call('GET', '/admin/setting');
    expect(await t.db.selectFrom('siteSettings').select('id').execute()).toHaveLength(1);
  });
});

describe('POST /admin/setting/update', () => {
  it('changes the given settings, keeps the others, merges social links and audits it', async () => {
    await call('POST', '/admin/setting/update', { socialLinks: { facebook: 'https://facebook.com/tutors' } });
    const res = await call('POST', '/admin/setting/update', {
      siteName: '  Tutor Hub ',
      contactEmail: 'Help@Tutors.Example',
      supportPhone: '+1 (555) 010-0200',
      commissionPercent: 12.5,
      currency: 'EUR',
      socialLinks: { x: 'https://x.com/tutorhub', youtube: '' },
      dateFormat: 'YYYY-MM-DD',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      siteName: 'Tutor Hub',
      contactEmail: 'help@tutors.example',
      supportPhone: '+1 (555) 010-0200',
      commissionPercent: 12.5,
      currency: 'EUR',
      dateFormat: 'YYYY-MM-DD',
      maintenanceMode: false,
      socialLinks: { facebook: 'https://facebook.com/tutors', x: 'https://x.com/tutorhub', instagram: '', linkedin: '', youtube: '' },
    });
    expect(await read()).toEqual(res.body.data);
    const audit = (await auditRows(t, 'site-setting')).at(-1)!;
    expect(audit).toMatchObject({ action: 'update', recordId: '1', actorName: 'Ada Admin' });
    expect(audit.before).toMatchObject({ currency: 'USD' });
    expect(audit.after).toMatchObject({ currency: 'EUR' });
  });

  it('requires a maintenance message while maintenance mode is on', async () => {
    const missing = await call('POST', '/admin/setting/update', { maintenanceMode: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.maintenanceMessage).toMatch(/message/);
    expect((await read()).maintenanceMode).toBe(false);
    const on = await call('POST', '/admin/setting/update', { maintenanceMode: true, maintenanceMessage: 'Back at 10:00 UTC' });
    expect(on.status).toBe(200);
    const cleared = await call('POST', '/admin/setting/update', { maintenanceMessage: ' ' });
    expect(cleared.status).toBe(400);
    expect((await read()).maintenanceMessage).toBe('Back at 10:00 UTC');
    expect((await call('POST', '/admin/setting/update', { maintenanceMode: false, maintenanceMessage: '' })).status).toBe(200);
  });

  it('names every invalid field with 400 and changes nothing', async () => {
    const auditBefore = (await auditRows(t, 'site-setting')).length;
    const res = await call('POST', '/admin/setting/update', {
      siteName: '',
      contactEmail: 'not-an-email',
      supportPhone: 'call me',
      commissionPercent: 100.5,
      currency: 'XYZ',
      socialLinks: { instagram: 'http://instagram.com/tutors', linkedin: 'javascript:alert(1)' },
      dateFormat: 'D.M.YY',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['commissionPercent', 'contactEmail', 'currency', 'dateFormat', 'siteName', 'socialLinks.instagram', 'socialLinks.linkedin', 'supportPhone'].sort(),
    );
    for (const body of [{ commissionPercent: -1 }, { commissionPercent: 10.123 }, { commissionPercent: '15' }, { socialLinks: { myspace: '' } }, { theme: 'dark' }, {}]) {
      expect((await call('POST', '/admin/setting/update', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await read()).toMatchObject({ siteName: 'Tutor Admin Marketplace', currency: 'USD', commissionPercent: 15 });
    expect(await auditRows(t, 'site-setting')).toHaveLength(auditBefore);
  });

  it('accepts the edges of the commission range', async () => {
    expect((await call('POST', '/admin/setting/update', { commissionPercent: 0 })).body.data.commissionPercent).toBe(0);
    expect((await call('POST', '/admin/setting/update', { commissionPercent: 100 })).body.data.commissionPercent).toBe(100);
  });
});
