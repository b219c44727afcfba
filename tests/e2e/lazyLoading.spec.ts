import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a screen whose code cannot be loaded shows an error with a reload action, not a blank page', async ({ page }) => {
  await signIn(page);
  let blocked = true;
  await page.route(/\/assets\/DeclaredInlineList-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.getByRole('menu').getByRole('menuitem', { name: 'Languages' }).click();
  await expect(page.getByRole('alert')).toContainText('This screen could not be loaded');
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
});
