import { expect, test, type Page } from '@playwright/test';
import { createAdmin, mainBaseURL, signInAt, staffApi, unique } from './content-support';
import { signIn } from './support';

/**
 * The form drafts this tab keeps (src/layout/formDrafts.ts): what a reload would restore. The
 * page's clock is run past the draft keeper's debounce first, so a draft written after the save
 * (as it was when the defect showed) is there to be seen.
 */
async function draftsAfterDebounce(page: Page) {
  await page.clock.runFor(2_000);
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tutorAdmin.formDraft:')));
}

let phones = 0;
const digits = () => `+1 555 ${String(Date.now() % 1_000_000).padStart(6, '0')}${(phones += 1)}`;

/** A form that stays open after Save shows what the server stored, and keeps no draft of it. */

test('profile: each save shows what the server stored; a later save does not write an older value back', async ({ page, request }) => {
  const admin = await createAdmin(await staffApi(request), 'E2E Phone');
  const ownApi = await staffApi(request, mainBaseURL, admin);
  await signInAt(page, mainBaseURL, admin);
  await page.goto('/admin/profile');
  const phone = page.getByLabel(/^Phone/);
  await phone.fill('+49 30 1111');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(phone).toHaveValue('+49 30 1111');

  await phone.fill('+49 30 2222');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await ownApi.get<{ phone: string }>(`/admin/user/${admin.id}`)).phone).toBe('+49 30 2222');
  await expect(phone).toHaveValue('+49 30 2222');

  await page.getByLabel(/^Name/).fill(`${admin.displayName} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await ownApi.get<{ displayName: string }>(`/admin/user/${admin.id}`)).displayName).toBe(`${admin.displayName} renamed`);
  await expect(phone).toHaveValue('+49 30 2222');
  expect((await ownApi.get<{ phone: string }>(`/admin/user/${admin.id}`)).phone).toBe('+49 30 2222');

  await page.reload();
  await expect(page.getByLabel(/^Phone/)).toHaveValue('+49 30 2222');
});

test('site settings: a saved change leaves no draft; after a colleague changes it, a reload shows theirs', async ({ page, request }) => {
  const api = await staffApi(request);
  const before = await api.get<{ supportPhone: string }>('/admin/setting');
  try {
    await page.clock.install();
    await signIn(page);
    await page.goto('/admin/site-setting');
    const mine = digits();
    await page.getByLabel(/^Support phone/).fill(mine);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    await expect.poll(async () => (await api.get<{ supportPhone: string }>('/admin/setting')).supportPhone).toBe(mine);
    await expect.poll(() => draftsAfterDebounce(page)).toEqual([]);

    const theirs = digits();
    await api.send('/admin/setting/update', { supportPhone: theirs });
    await page.reload();
    await expect(page.getByLabel(/^Support phone/)).toHaveValue(theirs);
    await expect(page.getByText(/unsaved changes have been restored/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  } finally {
    await api.send('/admin/setting/update', { supportPhone: before.supportPhone });
  }
});

test('page edit: save, stay, reload: no draft is restored', async ({ page, request }) => {
  const api = await staffApi(request);
  const created = await api.send<{ id: number }>('/admin/page-management/add', { title: `E2E draftless ${unique()}`, slug: `e2e-draftless-${unique()}`, contentHtml: '<p>One</p>', published: false });
  await page.clock.install();
  await signIn(page);
  await page.goto(`/admin/pages/${created.id}`);
  const title = page.getByLabel(/^Title/);
  await expect(title).not.toHaveValue('');
  const newTitle = `E2E saved title ${unique()}`;
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await api.get<{ title: string }>(`/admin/page-management/${created.id}`)).title).toBe(newTitle);
  await expect.poll(() => draftsAfterDebounce(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel(/^Title/)).toHaveValue(newTitle);
  await expect(page.getByText(/unsaved changes have been restored/)).toHaveCount(0);
});
