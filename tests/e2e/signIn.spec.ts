import { expect, test } from '@playwright/test';
import { expectAccessible, fillSignIn, keys, signIn, staff } from './support';

test('signing in opens the dashboard with the user in the app bar', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Tutor Admin | Sign in');
  await expectAccessible(page);
  await fillSignIn(page, staff.superAdmin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle('Tutor Admin | Dashboard');
  await expect(page.getByRole('button', { name: `${staff.superAdmin.name} (Profile)` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

test('a failed sign-in shows the server message and stays on the sign-in page', async ({ page, request }) => {
  const answer = await request.post('/api/v1/admin/login', {
    data: { email: 'nobody@tutor-admin.test', password: 'wrong-password', rememberMe: false },
  });
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };

  await page.goto('/admin/login');
  await fillSignIn(page, { email: staff.admin.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectAccessible(page);
});

test('the sign-in form says what is missing before calling the server', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('remember me keeps the session in Secure, SameSite=Strict, prefixed cookies that expire when the server says', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/login');
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/login'));
  await fillSignIn(page, staff.superAdmin, true);
  const expiresIn = Number((await loginAnswer).headers()['refreshtokenexpiresin']);
  const signedInAt = Date.now() / 1000;
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'tutorAdmin_refreshToken');
  const flag = cookies.find((cookie) => cookie.name === 'tutorAdmin_rememberMe');
  for (const cookie of [refresh, flag]) {
    expect(cookie).toBeDefined();
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(Math.abs((cookie?.expires ?? 0) - (signedInAt + expiresIn))).toBeLessThan(60);
  }
  expect(expiresIn).toBeGreaterThan(24 * 3600);

  // A new browser session with what the browser keeps on disk (cookies, localStorage) is still signed in.
  const stored = await page.context().storageState();
  const later = await browser.newContext({ storageState: stored });
  const again = await later.newPage();
  await again.goto('/admin/dashboard');
  await expect(again).toHaveURL(/\/admin\/dashboard$/);
  await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await later.close();
});

test('without remember me nothing outlives the browser session', async ({ page, browser }) => {
  await signIn(page, staff.superAdmin);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('tutorAdmin_'))).toEqual([]);
  const persistent = await page.evaluate((names) => names.map((name) => localStorage.getItem(name)), [
    keys.accessToken,
    keys.refreshToken,
    keys.user,
  ]);
  expect(persistent).toEqual([null, null, null]);

  const stored = await page.context().storageState();
  const later = await browser.newContext({ storageState: stored });
  const again = await later.newPage();
  await again.goto('/admin/dashboard');
  await expect(again).toHaveURL(/\/admin\/login$/);
  await later.close();
});

test('signing out clears the session and shows the sign-in page', async ({ page }) => {
  await signIn(page, staff.superAdmin, true);
  await page.getByRole('button', { name: /\(Profile\)$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('tutorAdmin_'))).toEqual([]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
