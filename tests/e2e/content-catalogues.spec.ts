import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes, signIn } from './support';
import { confirmDialog, staffApi, unique } from './content-support';

interface Entry {
  id: number;
  name?: string;
  title?: string;
  usageCount: number;
}

const addSection = (page: Page, singular: string) => page.getByRole('region', { name: `Add a ${singular}` });

test('languages: add, rename and remove; a duplicate is refused beside the input, in the words of its reason', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const name = `E2E language ${suffix}`;
  await signIn(page);
  // The list shows this run's entries only (earlier entries could push them to a later page).
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');

  const add = addSection(page, 'language');
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`"${name}" added`)).toBeVisible();
  await expect(add.getByLabel(/^Name/)).toHaveValue('');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The same name again: the server's refusal (DUPLICATE_NAME) beside the input, in the admin's words (src/i18n/apiErrors.ts), nothing added.
  const refusal = await api.post('/admin/languages/add', { name });
  expect(refusal.status).toBe(409);
  expect(refusal.body).toMatchObject({ reason: 'DUPLICATE_NAME', params: { resource: 'languages', value: name } });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByLabel(/^Name/)).toHaveAccessibleDescription(`"${name}" already exists.`);
  const matching = await api.list<Entry>(`/tutor/getLanguages?search=${encodeURIComponent(name)}`);
  expect(matching.total).toBe(1);
  const [created] = matching.items;

  // Rename in place (Enter saves).
  const renamed = `${name} renamed`;
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
  await row.getByLabel(/^Name/).fill(renamed);
  await row.getByLabel(/^Name/).press('Enter');
  await expect(page.getByText(`Renamed to "${renamed}"`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toBeVisible();
  expect((await api.list<Entry>(`/tutor/getLanguages?search=${encodeURIComponent(renamed)}`)).items.map((e) => e.id)).toEqual([created!.id]);

  // Remove, after a confirmation.
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('button', { name: `Rename ${renamed}` })).toHaveCount(0);
  expect((await api.list<Entry>(`/tutor/getLanguages?search=${encodeURIComponent(name)}`)).total).toBe(0);
});

test('removing a language tutors use says why, with how many use it, and keeps it', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const language = await api.send<Entry>('/admin/languages/add', { name: `E2E used language ${suffix}` });
  await api.send('/admin/register', { userType: 'tutor', displayName: `E2E tutor ${suffix}`, email: `e2e-tutor-${suffix}@example.test`, languageIds: [language.id] });
  const refusal = await api.post('/admin/languages/remove', { id: language.id });
  expect(refusal.status).toBe(409);
  expect(refusal.body.message).toContain('1 tutor');
  expect(refusal.body).toMatchObject({ reason: 'IN_USE', params: { label: language.name, uses: { tutors: 1 } } });

  await signIn(page);
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  await page.getByRole('button', { name: `Remove ${language.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `"${language.name}" is still in use (Tutors: 1), so it cannot be removed.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Rename ${language.name}` })).toBeVisible();
  expect((await api.list<Entry>(`/tutor/getLanguages?search=${encodeURIComponent(language.name!)}`)).total).toBe(1);
});

test('languages: several removed at once with the bulk action', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const names = [`E2E bulk one ${suffix}`, `E2E bulk two ${suffix}`];
  for (const name of names) await api.send('/admin/languages/add', { name });

  await signIn(page);
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page);
  await expect(page.getByRole('checkbox', { name: `Select ${names[0]}` })).toHaveCount(0);
  expect((await api.list<Entry>(`/tutor/getLanguages?search=${encodeURIComponent(suffix)}`)).total).toBe(0);
});
