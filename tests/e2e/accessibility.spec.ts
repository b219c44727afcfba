import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, signIn } from './support';

const barePages = [
  '/admin/login',
  '/admin/forgot-password',
  '/verify/not-a-real-token',
  '/pages/error-404',
  '/pages/error-419',
  '/pages/error-500',
  '/pages/not-authorized',
];

const adminPages = [
  '/admin/dashboard',
  '/admin/profile',
  '/admin/change-password',
  '/admin/success',
  '/admin/pages',
  '/admin/languages',
  '/admin/tutors',
];

for (const path of barePages) {
  test(`${path} has no axe violations in the light and dark themes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}

for (const path of adminPages) {
  test(`${path} has no axe violations in the light and dark themes`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}
