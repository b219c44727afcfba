import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the Home breadcrumb opens the dashboard inside the running admin, without loading the page again', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  // The admin was not started again: it reads the site settings once, when it starts.
  expect(requests).not.toContain('/api/v1/admin/setting');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});
