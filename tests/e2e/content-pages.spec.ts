import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, signIn } from './support';
import { mainBaseURL, staffApi, unique } from './content-support';

interface StoredPage {
  id: number;
  title: string;
  slug: string;
  contentHtml: string;
  published: boolean;
}

test('an edited page is what the public getPage call serves, and what the preview shows', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const created = await api.send<StoredPage>('/admin/page-management/add', {
    title: `E2E page ${suffix}`,
    slug: `e2e-page-${suffix}`,
    contentHtml: '<p>First version</p>',
    published: true,
  });

  await signIn(page);
  await page.goto('/admin/pages');
  await page.getByRole('textbox', { name: 'Search' }).fill(suffix);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one page
  await expectAccessibleInBothThemes(page);

  await page.getByRole('cell', { name: created.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
  // Opened afresh: after the in-app navigation Playwright may never report this screen network-idle
  // (its sandboxed preview frame is created late), which the axe helper waits for.
  await page.reload();
  await expect(page.frameLocator('iframe[sandbox]').locator('body')).toContainText('First version');
  await expectAccessibleInBothThemes(page);

  const newTitle = `E2E page renamed ${suffix}`;
  await page.getByLabel(/^Title/).fill(newTitle);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`Heading of ${suffix}`);
  await page.getByRole('button', { name: /^Text style/ }).click();
  await page.getByRole('menuitem', { name: 'Heading 2' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second version, typed in the admin.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

  // What the public site gets...
  const response = await request.get(`${mainBaseURL}/api/v1/getPage?slug=${created.slug}`);
  expect(response.status()).toBe(200);
  const served = ((await response.json()) as { data: { title: string; contentHtml: string } }).data;
  expect(served.title).toBe(newTitle);
  expect(served.contentHtml).toContain(`<h2>Heading of ${suffix}</h2><p>Second version, typed in the admin.</p>`);
  // ...is what the admin stored and what its sandboxed preview renders.
  expect((await api.get<StoredPage>(`/admin/page-management/${created.id}`)).contentHtml).toBe(served.contentHtml);
  const preview = page.locator('iframe[sandbox]');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview).toHaveAttribute('title', `Preview of ${newTitle}`);
  const previewBody = page.frameLocator('iframe[sandbox]').locator('body');
  await expect(previewBody.getByRole('heading', { level: 2 })).toHaveText(`Heading of ${suffix}`);
  await expect(previewBody).toContainText('Second version, typed in the admin.');
  expect(await previewBody.evaluate((body) => body.innerHTML.trim())).toBe(served.contentHtml);
  await expect(page.getByRole('link', { name: `Open the public answer for /${created.slug}` })).toHaveAttribute(
    'href',
    `/api/v1/getPage?slug=${created.slug}`,
  );

  // The change is in the page's history.
  await expect(page.getByRole('region', { name: 'History' })).toContainText(newTitle);
});

test('a taken slug is refused beside the slug field, in the words of its reason', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const first = await api.send<StoredPage>('/admin/page-management/add', { title: `E2E first ${suffix}`, slug: `e2e-first-${suffix}` });
  const second = await api.send<StoredPage>('/admin/page-management/add', { title: `E2E second ${suffix}`, slug: `e2e-second-${suffix}` });
  const refusal = await api.post(`/admin/page-management/update/${second.id}`, { slug: first.slug });
  expect(refusal.status).toBe(409);
  expect(refusal.body).toMatchObject({ reason: 'DUPLICATE', params: { resource: 'pages', field: 'slug', value: first.slug } });
  const message = `Slug: "${first.slug}" is already in use.`;

  await signIn(page);
  await page.goto(`/admin/pages/${second.id}`);
  await page.getByLabel(/^Slug/).fill(first.slug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel(/^Slug/)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  expect((await api.get<StoredPage>(`/admin/page-management/${second.id}`)).slug).toBe(second.slug);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the pages list offers Create, by keyboard too, and it opens the add form at /admin/pages/add', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pages');
  const create = page.getByRole('link', { name: 'Create' });
  await expect(create).toBeVisible();
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pages\/add$/);
  await expect(page.getByLabel(/^Title/)).toBeVisible();
});

test('two editors on one page: the later save shows what the other changed and keeps both changes', async ({ browser, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const created = await api.send<StoredPage>('/admin/page-management/add', { title: `E2E two editors ${suffix}`, slug: `e2e-two-${suffix}` });
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  for (const page of [first, second]) {
    await signIn(page);
    await page.goto(`/admin/pages/${created.id}`);
    await expect(page.getByLabel(/^Title/)).toHaveValue(created.title);
  }

  await second.getByLabel(/^Title/).fill(`${created.title} (theirs)`);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText('Page saved')).toBeVisible();
  await second.close();

  await first.getByLabel(/^Slug/).fill(`e2e-two-mine-${suffix}`);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  const panel = first.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Title' })).toContainText(`${created.title} (theirs)`);
  await panel.getByRole('button', { name: /Load their version/ }).click();
  await expect(first.getByLabel(/^Title/)).toHaveValue(`${created.title} (theirs)`);
  await expect(first.getByLabel(/^Slug/)).toHaveValue(`e2e-two-mine-${suffix}`);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Page saved')).toBeVisible();

  const stored = await api.get<StoredPage>(`/admin/page-management/${created.id}`);
  expect(stored).toMatchObject({ title: `${created.title} (theirs)`, slug: `e2e-two-mine-${suffix}` });
  await first.close();
});
