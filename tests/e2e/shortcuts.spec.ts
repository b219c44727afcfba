import { expect, test } from '@playwright/test';
import { runOnDemoServer } from './people-support';
import { signIn, staff } from './support';

/** The keyboard shortcuts (src/layout/KeyboardShortcuts.tsx and the menu's `g` keys), as staff type them. */

runOnDemoServer();

test('g then a key opens a list, / puts the cursor in its search, ? lists the shortcuts, and none fires while typing', async ({ page }) => {
  await signIn(page);
  // Typed once the screen shows its menu, as a person does.
  await expect(page.getByRole('menuitem', { name: 'Tutors', exact: true })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/admin\/tutors$/);
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeVisible();

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // Typed into the box: a search, not a shortcut.
  await page.keyboard.type('gr?');
  await expect(search).toHaveValue('gr?');
  await expect(page).toHaveURL(/\/admin\/tutors\?/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await search.blur();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('row')).toContainText(['?Show the keyboard shortcuts', '/Search the list', 'g then dGo to Dashboard']);
  await expect(shortcuts).toContainText('g then tGo to Tutors');
  // A super admin may open the admin accounts.
  await expect(shortcuts).toContainText('g then mGo to Admin management');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/admin\/reports$/);
});

test("an admin's list of shortcuts leaves out the lists they may not open", async ({ page }) => {
  await signIn(page, staff.admin);
  await expect(page.getByRole('menuitem', { name: 'Tutors', exact: true })).toBeVisible();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('g then tGo to Tutors');
  await expect(shortcuts).not.toContainText('Admin management');
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe('at phone width, with the menu folded away', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('g then a key still opens the list', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });
});
