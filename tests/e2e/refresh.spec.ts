import { expect, test } from '@playwright/test';
import { ports } from '../../playwright.config';
import { signIn } from './support';

// This server's access tokens live 3 seconds (ACCESS_TOKEN_TTL=3).
test.use({ baseURL: `http://localhost:${ports.shortTokens}` });

test('after the access token expires the admin stays signed in and lists still load', async ({ page }) => {
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refreshToken')) refreshes.push(response.status());
  });
  await signIn(page);

  await page.waitForTimeout(4_000);
  let listLoaded = page.waitForResponse((response) => response.url().includes('/api/v1/tutor/getLanguages') && response.ok());
  await page.getByRole('menu').getByRole('menuitem', { name: 'Languages' }).click();
  await listLoaded;
  await expect(page).toHaveURL(/\/admin\/languages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  const afterFirst = refreshes.length;

  await page.waitForTimeout(4_000);
  listLoaded = page.waitForResponse((response) => response.url().includes('/api/v1/tutor/getLanguages') && response.ok());
  await page.reload();
  await listLoaded;
  await expect(page).toHaveURL(/\/admin\/languages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(afterFirst);
  expect(refreshes.every((status) => status === 200)).toBe(true);
});
