import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { auditRows, caller } from './contentApi.js';

let t: TestApp;
let admin: TestAccount;
let call: ReturnType<typeof caller>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestAccount(t, 'admin', { displayName: 'Ada Admin' });
  call = caller(t, admin);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('pages').execute();
  const rows = await t.db
    .insertInto('pages')
    .values([
      { slug: 'about', title: 'About us', contentHtml: '<p>Who we are</p>', published: true },
      { slug: 'terms', title: 'Terms of use', contentHtml: '<p>Rules</p>', published: true },
      { slug: 'draft-news', title: 'News (draft)', contentHtml: '<p>Soon</p>', published: false },
    ])
    .returning(['id', 'slug'])
    .execute();
  ids = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});

describe('GET /admin/page-management', () => {
  it('lists pages without their content, sorted, searchable over title and slug, filterable by published', async () => {
    const all = await call('GET', '/admin/page-management?sort=title');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((p: { title: string }) => p.title)).toEqual(['About us', 'News (draft)', 'Terms of use']);
    expect(all.body.data.items[0]).not.toHaveProperty('contentHtml');
    const bySlug = await call('GET', '/admin/page-management?search=DRAFT-n');
    expect(bySlug.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(['draft-news']);
    const byTitle = await call('GET', '/admin/page-management?search=terms%20of');
    expect(byTitle.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(['terms']);
    const drafts = await call('GET', '/admin/page-management?published=false');
    expect(drafts.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(['draft-news']);
    const desc = await call('GET', '/admin/page-management?sort=slug&dir=desc&limit=1&page=2');
    expect(desc.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(['draft-news']);
    expect(desc.body.data.total).toBe(3);
  });

  it('refuses an unknown sort or filter value with 400', async () => {
    expect((await call('GET', '/admin/page-management?sort=contentHtml')).status).toBe(400);
    const res = await call('GET', '/admin/page-management?published=maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors.published).toBeTruthy();
  });
});

describe('GET /admin/page-management/{id}', () => {
  it('answers one page with its content, 404 for an unknown id, 400 for a non-number', async () => {
    const res = await call('GET', `/admin/page-management/${ids.about}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.about, slug: 'about', title: 'About us', contentHtml: '<p>Who we are</p>', published: true });
    expect((await call('GET', '/admin/page-management/999999')).status).toBe(404);
    expect((await call('GET', '/admin/page-management/abc')).status).toBe(400);
  });
});

describe('POST /admin/page-management/update/{id}', () => {
  it('changes title, slug, content and published, sanitising the content, and audits it', async () => {
    const res = await call('POST', `/admin/page-management/update/${ids.about}`, {
      title: 'About the marketplace',
      slug: 'about-us',
      contentHtml: '<h2>Hello</h2><p onclick="steal()">Hi <a href="javascript:alert(1)">there</a> <a href="https://example.com">friend</a></p><script>alert(1)</script>',
      published: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'About the marketplace', slug: 'about-us', published: false });
    expect(res.body.data.contentHtml).toBe('<h2>Hello</h2><p>Hi <a rel="noopener noreferrer">there</a> <a href="https://example.com" rel="noopener noreferrer">friend</a></p>');
    const stored = await t.db.selectFrom('pages').select('contentHtml').where('id', '=', ids.about!).executeTakeFirstOrThrow();
    expect(stored.contentHtml).not.toContain('script');
    const audit = (await auditRows(t, 'pages')).at(-1)!;
    expect(audit).toMatchObject({ action: 'update', recordId: String(ids.about), actorName: 'Ada Admin' });
    expect(audit.before).toMatchObject({ slug: 'about', published: true });
    expect(audit.after).toMatchObject({ slug: 'about-us', published: false });
  });

  it('publishes without resending the content', async () => {
    const res = await call('POST', `/admin/page-management/update/${ids['draft-news']}`, { published: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ published: true, contentHtml: '<p>Soon</p>' });
  });

  it('refuses a malformed slug, an empty title, unknown fields or an empty body with 400, changing nothing', async () => {
    for (const [body, field] of [
      [{ slug: 'About Us' }, 'slug'],
      [{ slug: 'about--us' }, 'slug'],
      [{ title: '  ' }, 'title'],
      [{ title: 'Fine', id: 3 }, 'request'],
    ] as const) {
      const res = await call('POST', `/admin/page-management/update/${ids.about}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await call('POST', `/admin/page-management/update/${ids.about}`, {})).status).toBe(400);
    const page = await call('GET', `/admin/page-management/${ids.about}`);
    expect(page.body.data).toMatchObject({ slug: 'about', title: 'About us' });
  });

  it('refuses a slug another page uses (409 on slug) and answers 404 for an unknown page', async () => {
    const res = await call('POST', `/admin/page-management/update/${ids.about}`, { slug: 'terms' });
    expect(res.status).toBe(409);
    expect(res.body.errors.slug).toBe('Another page already uses the slug "terms"');
    const why = { reason: 'DUPLICATE', params: { resource: 'pages', field: 'slug', value: 'terms' } };
    expect(res.body).toMatchObject({ ...why, fieldReasons: { slug: why } });
    expect((await call('POST', `/admin/page-management/update/${ids.about}`, { slug: 'about', title: 'Same slug is fine' })).status).toBe(200);
    expect((await call('POST', '/admin/page-management/update/999999', { title: 'Ghost' })).status).toBe(404);
  });
});

describe('add and remove (extensions)', () => {
  it('adds a sanitised unpublished page by default and audits it', async () => {
    const res = await call('POST', '/admin/page-management/add', { title: 'Careers', slug: 'careers', contentHtml: '<p>Join us<img src=x onerror=alert(1)></p>' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Careers', slug: 'careers', published: false, contentHtml: '<p>Join us<img src="x" /></p>' });
    expect((await auditRows(t, 'pages')).at(-1)).toMatchObject({ action: 'create', recordId: String(res.body.data.id) });
    const clash = await call('POST', '/admin/page-management/add', { title: 'Careers again', slug: 'careers' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.slug).toBeTruthy();
  });

  it('removes unpublished pages but refuses published ones, all or nothing', async () => {
    const refused = await call('POST', '/admin/page-management/remove', { ids: [ids['draft-news'], ids.terms] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"Terms of use" is published');
    expect(refused.body).toMatchObject({ reason: 'REMOVAL_REFUSED', params: { resource: 'pages', rule: 'published', labels: ['Terms of use'] } });
    expect((await call('GET', `/admin/page-management/${ids['draft-news']}`)).status).toBe(200);
    const removed = await call('POST', '/admin/page-management/remove', { id: ids['draft-news'] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.ids).toEqual([ids['draft-news']]);
    expect((await call('GET', `/admin/page-management/${ids['draft-news']}`)).status).toBe(404);
    expect((await auditRows(t, 'pages')).at(-1)).toMatchObject({ action: 'delete', recordId: String(ids['draft-news']) });
    expect((await call('POST', '/admin/page-management/remove', { id: 999_999 })).status).toBe(404);
  });
});

describe('GET /getPage (public)', () => {
  it('answers a published page to anyone, without a token', async () => {
    const res = await caller(t)('GET', '/getPage?slug=about');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ slug: 'about', title: 'About us', contentHtml: '<p>Who we are</p>', updatedAt: expect.stringMatching(/Z$/) });
  });

  it('answers 404 for an unpublished or unknown page, and 400 without a slug', async () => {
    expect((await caller(t)('GET', '/getPage?slug=draft-news')).status).toBe(404);
    expect((await caller(t)('GET', '/getPage?slug=nothing-here')).status).toBe(404);
    expect((await caller(t)('GET', '/getPage')).status).toBe(400);
  });

  it('is cached only with a check on every use: an edit shows at once, an unchanged page answers 304', async () => {
    const first = await caller(t)('GET', '/getPage?slug=about');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/v1/getPage?slug=about', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await call('POST', `/admin/page-management/update/${ids.about}`, { title: 'About us, edited' });
    const edited = await t.app.inject({ method: 'GET', url: '/api/v1/getPage?slug=about', headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('About us, edited');
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('stops answering a page as soon as it is unpublished', async () => {
    await call('POST', `/admin/page-management/update/${ids.terms}`, { published: false });
    expect((await caller(t)('GET', '/getPage?slug=terms')).status).toBe(404);
  });
});
