import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/db/seed/catalogue.js';
import { sanitizeHtml } from '../../server/services/sanitizeHtml.js';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { caller } from './contentApi.js';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin');
});
afterAll(async () => t.close());

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['subjects', 'languages', 'levels', 'reportTitles', 'pages', 'siteSettings'] as const).map(
        async (table) => [table, (await t.db.selectFrom(table).select('id').execute()).length] as const,
      ),
    ),
  );

describe('seedCatalogue', () => {
  it('fills a believable catalogue once, and never again over staff edits', async () => {
    await seedCatalogue(t.db);
    const first = await counts();
    expect(first.subjects).toBeGreaterThanOrEqual(35);
    expect(first.languages).toBeGreaterThanOrEqual(20);
    expect(first).toMatchObject({ levels: 7, reportTitles: 7, pages: 4, siteSettings: 1 });

    const call = caller(t, admin);
    const english = (await call('GET', '/tutor/getLanguages?search=english')).body.data.items[0];
    await call('POST', '/admin/languages/remove', { id: english.id });
    await seedCatalogue(t.db);
    expect(await counts()).toEqual({ ...first, languages: first.languages! - 1 });
  });

  it('builds the subject tree, ordered levels and published, already-sanitised standard pages', async () => {
    const call = caller(t, admin);
    const tree = (await call('GET', '/tutor/getSubjects')).body.data;
    const maths = tree.items.find((node: { name: string }) => node.name === 'Mathematics');
    expect(maths.children.map((child: { name: string }) => child.name)).toEqual(expect.arrayContaining(['Algebra', 'Calculus', 'Statistics']));
    const levels = (await call('GET', '/tutor/getEducationTitle')).body.data.items.map((level: { name: string }) => level.name);
    expect(levels[0]).toBe('Primary school');
    expect(levels.at(-1)).toBe('Professional');
    for (const slug of ['about', 'terms', 'privacy', 'faq']) {
      const page = await caller(t)('GET', `/getPage?slug=${slug}`);
      expect(page.status, slug).toBe(200);
      expect(sanitizeHtml(page.body.data.contentHtml)).toBe(page.body.data.contentHtml);
    }
    const settings = (await call('GET', '/admin/setting')).body.data;
    expect(settings).toMatchObject({ siteName: 'Tutor Admin Marketplace', currency: 'USD', commissionPercent: 15 });
  });
});
