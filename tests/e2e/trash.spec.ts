import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, staffApi, unique, type StaffApi } from './content-support';
import { expectAccessible, signIn, staff } from './support';

/**
 * The trash in the browser, on one list (languages; every declared resource with a trash has the same
 * screens, and tests/api/declared-trash.test.ts checks each one's calls): a delete says "Moved to
 * trash" with Undo, which restores the record through the server; the list's Trash button opens the
 * trash, where the record shows who deleted it, and Restore brings it back.
 */

const calls = { list: '/tutor/getLanguages', add: '/admin/languages/add', remove: '/admin/languages/remove' };

async function storedLanguages(api: StaffApi, text: string) {
  return (await api.list<{ id: number; name: string }>(`${calls.list}?search=${encodeURIComponent(text)}`)).items;
}

async function removeFromList(page: Page, name: string) {
  await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(name);
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await confirmDialog(page);
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
}

test('a deleted language: Undo in the notice brings it back, and so does Restore in its trash', async ({ page, request }) => {
  const api = await staffApi(request);
  const name = `E2E trash ${unique()}`;
  await api.send(calls.add, { name });
  await signIn(page);
  await page.goto('/admin/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();

  await removeFromList(page, name);
  await expect(page.getByText('Moved to trash')).toBeVisible();
  expect(await storedLanguages(api, name)).toHaveLength(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 record restored')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  expect(await storedLanguages(api, name)).toHaveLength(1);

  await removeFromList(page, name);
  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/languages\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash: Languages' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(staff.superAdmin.name);
  await expectAccessible(page);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('1 record restored')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await storedLanguages(api, name)).toHaveLength(1);

  await page.getByRole('link', { name: 'Back to Languages' }).click();
  await expect(page).toHaveURL(/\/admin\/languages/);
});

test('the trash at phone width: cards, no sideways scroll, restore by keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await staffApi(request);
  const name = `E2E trash phone ${unique()}`;
  const { id } = await api.send<{ id: number }>(calls.add, { name });
  const removed = await api.post(calls.remove, { id });
  expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
  await signIn(page);
  await page.goto('/admin/languages/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Trash: Languages' })).toBeVisible();
  await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(name);
  const card = page.getByText(name, { exact: true });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const select = page.getByRole('checkbox', { name: new RegExp(name) }).or(page.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox'));
  await select.first().focus();
  await page.keyboard.press('Space');
  const restore = page.getByRole('button', { name: 'Restore' });
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 record restored')).toBeVisible();
  expect(await storedLanguages(api, name)).toHaveLength(1);
});

const inLanguages = [
  { menu: 'Deutsch', account: 'Profil', search: 'Suchen', heading: 'Papierkorb: Sprachen', restore: 'Wiederherstellen', restored: '1 Datensatz wiederhergestellt', deletedBy: 'Gelöscht von' },
  { menu: 'Français', account: 'Profil', search: 'Rechercher', heading: 'Corbeille : Langues', restore: 'Restaurer', restored: '1 enregistrement restauré', deletedBy: 'Supprimé par' },
  { menu: 'Português', account: 'Perfil', search: 'Pesquisar', heading: 'Lixeira: Idiomas', restore: 'Restaurar', restored: '1 registro restaurado', deletedBy: 'Excluído por' },
];

for (const language of inLanguages) {
  test(`the trash in ${language.menu} at phone width: its texts, no sideways scroll, restore by keyboard`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const api = await staffApi(request);
    const name = `E2E trash ${language.menu} ${unique()}`;
    const { id } = await api.send<{ id: number }>(calls.add, { name });
    const removed = await api.post(calls.remove, { id });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    await signIn(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: language.menu }).click();
    await page.goto('/admin/languages/trash');
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
    // The account button shows its icon only at this width; its name is said in the chosen language too.
    await expect(page.getByRole('banner').getByRole('button', { name: language.account, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: language.search }).fill(name);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(language.deletedBy);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    await card.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    const restore = page.getByRole('button', { name: language.restore });
    await restore.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(language.restored)).toBeVisible();
    expect(await storedLanguages(api, name)).toHaveLength(1);
  });
}
