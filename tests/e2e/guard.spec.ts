import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillSignIn, keys, signIn, staff } from './support';

/** Replaces the stored user record (what the guard and canAccess read), keeping the tokens. */
async function setStoredUser(page: Page, change: Record<string, unknown> | null) {
  await page.evaluate(
    ([key, value]) => {
      if (value === null) {
        sessionStorage.removeItem(key);
        return;
      }
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem(key, JSON.stringify({ ...user, ...value }));
    },
    [keys.user, change] as const,
  );
}

test('root and empty path go to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a logged-out visitor of an admin screen signs in and comes back to it', async ({ page }) => {
  await page.goto('/admin/languages?displayedFilters=%7B%7D');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await fillSignIn(page, staff.superAdmin);
  await expect(page).toHaveURL(/\/admin\/languages\?displayedFilters=%7B%7D$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
});

test('a signed-in admin opening a public route goes to the dashboard; error pages and verification links stay reachable', async ({ page }) => {
  await signIn(page, staff.admin);
  for (const path of ['/admin/login', '/admin/forgot-password', '/reset-password/some-token']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
  }
  await page.goto('/pages/error-419');
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  // A verification link does its work whoever opens it, then offers the way on.
  await page.goto('/verify/some-token');
  await expect(page.getByRole('alert')).toContainText('We could not verify your email address.');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('/admin goes to /admin/pages', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/pages$/);
});

test('unknown paths go to error-404, signed out, and signed in inside and outside /admin', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/error-404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/error-404$/);
  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveURL(/\/pages\/error-404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a path below a list that names no screen goes to error-404, and the list still opens', async ({ page }) => {
  await signIn(page);
  for (const path of ['/admin/languages/5', '/admin/languages/5/edit', '/admin/pages/1/nothing']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/pages\/error-404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await page.goto('/admin/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
});

test('a visitor with a token but no user type goes to sign-in', async ({ page }) => {
  await signIn(page);
  await setStoredUser(page, null);
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('other user types may only open paths of their own type', async ({ page }) => {
  await signIn(page);
  await setStoredUser(page, { userType: 'tutor' });
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/pages\/error-404$/);
});

test('admin-management is for superAdmin only: an admin is sent to the dashboard and does not see it in the menu', async ({
  page,
}) => {
  await signIn(page, staff.superAdmin);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Admin management' })).toBeVisible();

  await page.getByRole('button', { name: /\(Profile\)$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, staff.admin);
  await expect(menu.getByRole('menuitem', { name: 'Languages' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin management' })).toHaveCount(0);
  await page.goto('/admin/admin-management');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('access denied goes to /pages/not-authorized', async ({ page }) => {
  await signIn(page, staff.admin);
  await setStoredUser(page, { userRole: 'viewer' });
  await page.goto('/admin/languages');
  await expect(page).toHaveURL(/\/pages\/not-authorized$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expectAccessible(page);
});
