import { expect, test, type Page } from '@playwright/test';
import { keys, signIn, staff } from './support';

/** The screen shows the languages list, not the sign-in page. */
async function expectLanguages(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/languages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
}

async function expectSignIn(page: Page) {
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test('without remember me, new tabs of the same browser open signed in, and signing out in one signs them all out', async ({ page, browser }) => {
  await signIn(page, staff.superAdmin);
  const context = page.context();

  // A Ctrl+click on a menu item, and an address typed in a new tab, open signed in.
  const clicked = context.waitForEvent('page');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Languages' }).click({ modifiers: ['ControlOrMeta'] });
  const fromLink = await clicked;
  await expectLanguages(fromLink);
  const second = await context.newPage();
  await second.goto('/admin/languages');
  await expectLanguages(second);

  // Still nothing that outlives the browser session: no cookie, nothing in localStorage.
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('tutorAdmin_'))).toEqual([]);
  const persistent = await second.evaluate((names) => names.map((name) => localStorage.getItem(name)), [keys.accessToken, keys.refreshToken, keys.user]);
  expect(persistent).toEqual([null, null, null]);

  // Another browser session shares nothing with this one.
  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  await stranger.goto('/admin/languages');
  await expectSignIn(stranger);
  await elsewhere.close();

  await second.getByRole('button', { name: /\(Profile\)$/ }).click();
  await second.getByRole('menuitem', { name: 'Logout' }).click();
  await expectSignIn(second);
  await expectSignIn(page);
  await expectSignIn(fromLink);
  const third = await context.newPage();
  await third.goto('/admin/languages');
  await expectSignIn(third);
});
