import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

const errorPages = [
  { path: '/pages/error-404', heading: 'Page not found' },
  { path: '/pages/error-419', heading: 'Link expired' },
  { path: '/pages/error-500', heading: 'Server error' },
  { path: '/pages/not-authorized', heading: 'Not authorized' },
];

for (const { path, heading } of errorPages) {
  test(`${path} explains itself and leads back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`Tutor Admin | ${heading}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
}

test('error-419 offers a new link', async ({ page }) => {
  await page.goto('/pages/error-419');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
});

test('reset-password with an invalid token goes to error-419', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await expect(page).toHaveURL(/\/pages\/error-419$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This link is not valid. Check that you opened the whole link, or ask for a new one.');
});

test('forgot password confirms without telling whether the account exists', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel(/^Email/).fill('someone@example.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this address, we have sent it a link to choose a new password.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('forgot password checks the address before sending', async ({ page }) => {
  await page.goto('/admin/forgot-password');
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
});

test('verify says plainly when the link does not work', async ({ page }) => {
  await page.goto('/verify/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Email verification' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('We could not verify your email address.');
  await expectAccessible(page);
});

test('the sign-in page is usable by keyboard alone', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.type('admin@tutor-admin.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type('Admin!2026pass');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
