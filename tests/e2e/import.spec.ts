import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, staffApi, unique, type StaffApi } from './content-support';
import { expectAccessible, signIn } from './support';

/**
 * Importing a file in the browser, on languages and on students (every declared resource that takes imports
 * has the same screen, and tests/api/import.test.ts and declared-import.test.ts check the calls): the dry run shows what each row
 * would do and why a row is refused, in the chosen language; the import runs and reports; its entry
 * reverts it, also after a reload.
 */

const calls = { list: '/tutor/getLanguages', add: '/admin/languages/add' };

async function storedOrder(api: StaffApi, name: string): Promise<number | undefined> {
  const { items } = await api.list<{ name: string; sortOrder: number }>(`${calls.list}?search=${encodeURIComponent(name)}`);
  return items.find((item) => item.name === name)?.sortOrder;
}

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('a file with good and bad rows: the dry run, the import, and its revert after a reload', async ({ page, request }) => {
  const api = await staffApi(request);
  const tag = unique();
  const [kept, added, refused, alsoAdded] = ['kept', 'added', 'refused', 'also'].map((word) => `E2E import ${word} ${tag}`) as [string, string, string, string];
  await api.send(calls.add, { name: kept, sortOrder: 1 });
  await signIn(page);
  await page.goto('/admin/languages');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/languages\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import: Languages' })).toBeVisible();

  await chooseFile(page, `languages-${tag}.csv`, `Name,Order\n${kept},9\n${added},5\n${refused},lots\n${alsoAdded},7\n`);
  await expect(page.getByText('4 rows · 2 to add · 1 to update · 0 unchanged · 1 refused')).toBeVisible();
  const refusal = page.getByRole('row').filter({ hasText: 'Order: use a number, such as 12 or 12.5.' });
  await expect(refusal.getByRole('cell').first()).toHaveText('4');
  await expect(page.getByLabel('Column "Order"')).toContainText('Order');
  expect(await storedOrder(api, added)).toBeUndefined();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const report = page.getByRole('article', { name: `languages-${tag}.csv` }).first();
  await expect(report.getByRole('heading', { name: `Import of languages-${tag}.csv: Done` })).toBeVisible();
  await expect(report).toContainText('4 rows · 2 added · 1 updated · 0 unchanged · 1 refused');
  expect(await storedOrder(api, kept)).toBe(9);
  expect(await storedOrder(api, added)).toBe(5);
  expect(await storedOrder(api, alsoAdded)).toBe(7);
  expect(await storedOrder(api, refused)).toBeUndefined();

  await page.reload();
  const entry = page.getByRole('article', { name: `languages-${tag}.csv` });
  await expect(entry.getByRole('heading', { name: `Import of languages-${tag}.csv: Done` })).toBeVisible();
  await entry.getByRole('button', { name: `Revert the import of languages-${tag}.csv` }).click();
  await confirmDialog(page);
  await expect(entry.getByRole('status')).toHaveText('3 records reverted');
  await expect(entry).toContainText('Reverted by');
  await expect(entry.getByRole('button', { name: /Revert/ })).toHaveCount(0);
  expect(await storedOrder(api, kept)).toBe(1);
  expect(await storedOrder(api, added)).toBeUndefined();
  expect(await storedOrder(api, alsoAdded)).toBeUndefined();
});

test('in German at phone width, by keyboard: headers matched in German, refusals said in German, no sideways scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await staffApi(request);
  const tag = unique();
  const [added, refused] = [`E2E Import neu ${tag}`, `E2E Import falsch ${tag}`];
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.goto('/admin/languages/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import: Sprachen' })).toBeVisible();

  // As German Excel writes it: a byte order mark, semicolons, a decimal comma.
  await chooseFile(page, `sprachen-${tag}.csv`, `\uFEFFName;Reihenfolge\n${added};3\n${refused};viele\n`);
  await expect(page.getByText('2 Zeilen · 1 hinzuzufügen · 0 zu aktualisieren · 0 unverändert · 1 abgelehnt')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Reihenfolge: Geben Sie eine Zahl an, etwa 12 oder 12,5.' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const start = page.getByRole('button', { name: '1 Zeile importieren' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Import von sprachen-${tag}.csv: Fertig` })).toBeVisible();
  expect(await storedOrder(api, added)).toBe(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('students from a file, from their list: made as the register call makes them, a bad email refused on its line', async ({ page, request }) => {
  const api = await staffApi(request);
  const tag = unique();
  const [name, email] = [`E2E Imported ${tag}`, `e2e-import-${tag}@example.test`];
  const students = async () => (await api.list<{ email: string; displayName: string }>(`/admin/user?userType=user&search=${encodeURIComponent(tag)}`)).items;
  await signIn(page);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/import$/);

  await chooseFile(page, `students-${tag}.csv`, `Name,Email\n${name},${email}\nNo Address ${tag},not-an-email\n`);
  await expect(page.getByText('2 rows · 1 to add · 0 to update · 0 unchanged · 1 refused')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Email:' }).getByRole('cell').first()).toHaveText('3');
  expect(await students()).toEqual([]);

  await page.getByRole('button', { name: 'Import 1 row' }).click();
  const report = page.getByRole('article', { name: `students-${tag}.csv` }).first();
  await expect(report).toContainText('2 rows · 1 added · 0 updated · 0 unchanged · 1 refused');
  expect(await students()).toEqual([expect.objectContaining({ displayName: name, email })]);
});
