import { expect, test } from '@playwright/test';
import { signedOutRoutes } from './admin-routes';
import { expectAccessible, expectAccessibleInBothThemes, keys, screenHeading, signIn } from './support';

/** The bare pages a signed-out visitor opens, as the phone-width check lists them. */
const barePages = signedOutRoutes;

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
    await expect(screenHeading(page)).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}

for (const path of adminPages) {
  test(`${path} has no axe violations in the light and dark themes`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await expect(screenHeading(page)).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`while a list reloads, the app bar's loader is named, the refresh button's focus stays in sight and axe finds nothing (${theme} theme)`, async ({ page }) => {
    await signIn(page);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: keys.theme, value: JSON.stringify(theme) });
    await page.goto('/admin/pages');
    await expect(screenHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let listRequested = () => {};
    const requested = new Promise<void>((resolve) => (listRequested = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/admin/page-management',
      async (route) => {
        listRequested();
        await held;
        await route.continue();
      },
    );
    // Dispatched to the button itself: if a refetch (window focus) is already held, the spinner covers it.
    await page.getByRole('button', { name: 'Refresh' }).dispatchEvent('click');
    // The loader must be the list's own reload (held above), not another call that ends during the axe check.
    await requested;
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // Under the spinner the refresh button keeps its place in the Tab order, so the focus on it stays in sight.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.focus();
    expect(await refresh.evaluate((button) => button.checkVisibility({ opacityProperty: true }))).toBe(true);
    release();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  });
}
