import { expect, test, type Locator, type Page } from '@playwright/test';
import { unique } from './content-support';
import { runOnDemoServer, searchListShown, urlFilter } from './people-support';
import { expectAccessible, keys, screenHeading, signIn, staff } from './support';
import { expectNoSidewaysScroll } from './walk-support';

runOnDemoServer();

const viewsButton = (page: Page) => page.getByRole('button', { name: /^Views/ });

async function openViews(page: Page) {
  await viewsButton(page).click();
  const menu = page.getByRole('menu', { name: 'Views' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Shows or hides a column of the list through its column chooser. */
async function showColumn(page: Page, column: string, shown: boolean) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('presentation').getByRole('switch', { name: column }).setChecked(shown);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: column })).toHaveCount(shown ? 1 : 0);
}

test('a list saved as a shared view (search, sort, a hidden column) is opened again from the Views menu and the main menu, by a colleague too, renamed and removed', async ({ page, browser }) => {
  const name = `Names with an ${unique()}`;
  await signIn(page);
  await page.goto('/admin/tutors');
  await expect(page.getByRole('row')).toHaveCount(26);
  await searchListShown(page, 'an');
  await page.getByRole('button', { name: 'Sort by email ascending' }).click();
  await expect(page).toHaveURL(/sort=email/);

  await showColumn(page, 'Subjects', false);

  await (await openViews(page)).getByRole('menuitem', { name: 'Save as a view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a view…' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('switch', { name: 'Shared with all staff' }).check();
  await dialog.getByRole('switch', { name: 'Pinned to the menu, with its count' }).check();
  await expectAccessible(page, async () => undefined);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View "${name}" saved`)).toBeVisible();
  await expect(viewsButton(page)).toHaveText(name);

  // Another list, then the view again: its search and sort come back, from the Views menu and
  // from the main menu, where the pinned view shows how many tutors it holds.
  for (const from of ['views', 'main menu'] as const) {
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await expect(page).not.toHaveURL(/filter=.*q/);
    await showColumn(page, 'Subjects', true);
    if (from === 'views') await (await openViews(page)).getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
    else await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: new RegExp(`^${name} \\(\\d+ records?\\)$`) }).click();
    await expect(page).toHaveURL(/sort=email/);
    await expect(page).toHaveURL(/filter=.*q/);
    await expect.poll(() => urlFilter(page)).toEqual({ q: 'an' });
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('an');
    await expect(page.getByRole('columnheader', { name: 'Subjects' })).toHaveCount(0);
  }

  // A colleague sees the shared view, named with who shared it, and opens it.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signIn(colleague, staff.admin);
  await colleague.goto('/admin/tutors');
  const theirMenu = await openViews(colleague);
  await expect(theirMenu.getByRole('menuitem', { name: new RegExp(`^${name}`) })).toContainText('Shared by Super Admin');
  await theirMenu.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
  await expect(colleague.getByRole('textbox', { name: 'Search' })).toHaveValue('an');
  await other.close();

  // Renamed, then removed after a confirmation.
  const renamed = `${name} (renamed)`;
  await (await openViews(page)).getByRole('menuitem', { name: 'Rename or share…' }).click();
  const renaming = page.getByRole('dialog', { name: 'Rename or share…' });
  await renaming.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await renaming.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(viewsButton(page)).toHaveText(renamed);
  await (await openViews(page)).getByRole('menuitem', { name: 'Remove this view' }).click();
  await page.getByRole('dialog', { name: 'Remove the view?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`View "${renamed}" removed`)).toBeVisible();
  await expect(viewsButton(page)).toHaveText('Views');
  await expect((await openViews(page)).getByRole('menuitem', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});

test('a shipped view opens the reports still open, in German too; a name already used is refused in the dialog', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/reports');
  await (await openViews(page)).getByRole('menuitem', { name: /^Open reports/ }).click();
  await expect(viewsButton(page)).toHaveText('Open reports');
  await expect.poll(() => urlFilter(page)).toEqual({ status: 'open' });
  await expect(page.getByRole('row').nth(1)).toContainText('Open');

  const name = `Mine ${unique()}`;
  for (const attempt of [1, 2]) {
    await (await openViews(page)).getByRole('menuitem', { name: /^Save as a new view…|^Save as a view…/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    if (attempt === 1) await expect(dialog).toBeHidden();
    else {
      await expect(dialog.getByText(`"${name}" already exists.`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }

  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('de')), keys.locale);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Ansichten/ })).toBeVisible();
  await page.getByRole('button', { name: /^Ansichten/ }).click();
  await expect(page.getByRole('menu', { name: 'Ansichten' }).getByRole('menuitem', { name: /^Offene Meldungen/ })).toBeVisible();
});

test('on a phone, in French and by keyboard: a list saved as a pinned view, whose count in the menu follows a record added in the tab', async ({ page }) => {
  const suffix = unique();
  const name = `Niveaux ${suffix}`;
  const phone = { width: 360, height: 740 };
  await signIn(page);
  await page.setViewportSize(phone);
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('fr')), keys.locale);
  await page.goto(`/admin/levels?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  await expect(screenHeading(page)).toHaveText('Niveaux');

  const views = page.getByRole('button', { name: /^Vues/ });
  await views.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Vues' });
  // The keys move through the menu once it has the focus, as a screen reader announces it.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Enregistrer comme vue…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enregistrer comme vue…' });
  await expect(dialog.getByRole('textbox', { name: 'Nom' })).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('switch', { name: 'Épinglée au menu, avec son nombre' }));
  await page.keyboard.press('Space');
  await expectAccessible(page, async () => undefined);
  await expectNoSidewaysScroll(page, phone.width);
  await tabTo(page, dialog.getByRole('button', { name: 'Enregistrer', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Vue « ${name} » enregistrée`)).toBeVisible();

  const pinned = (count: number) =>
    page.getByRole('menu', { name: 'Menu principal' }).getByRole('menuitem', { name: `${name} (${count} enregistrement)`, exact: true });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(pinned(0)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pinned(0)).toBeHidden();

  // On a wider screen the menu stays drawn beside the list: its count is read again because the tab
  // added a record (no reload, no return of focus, long before the next minute's reading).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(pinned(0)).toBeVisible();
  const add = page.getByRole('region', { name: 'Ajouter un niveau' });
  await add.getByLabel(/^Nom/).fill(`Niveau ${suffix}`);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('main').getByText(`Niveau ${suffix}`, { exact: true })).toBeVisible();
  await expect(pinned(1)).toBeVisible();

  // The phone's page buttons are named in the list's language too.
  await page.setViewportSize(phone);
  await expect(page.getByRole('button', { name: 'Aller à la prochaine page' })).toBeDisabled();
});

/** Presses Tab until `target` has the focus (at most a dialog's worth of stops). */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 10 && !(await target.evaluate((element) => element === document.activeElement)); stop += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test("the menu is drawn whole after sign-in: pinned views arriving later never push the entries below them from under the pointer", async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('menu', { name: 'Main menu' });
  const subjects = menu.getByRole('menuitem', { name: 'Subjects', exact: true });
  await expect(subjects).toBeVisible();
  const drawnAt = (await subjects.boundingBox())!.y;
  await expect(menu.getByRole('menuitem', { name: /^Open reports \(\d+ records?\)$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await subjects.boundingBox())!.y).toBe(drawnAt);
});
