import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const staff = {
  superAdmin: { email: 'superadmin@tutor-admin.test', password: 'SuperAdmin!2026', name: 'Super Admin' },
  admin: { email: 'admin@tutor-admin.test', password: 'Admin!2026pass' },
} as const;

/** Keys of the app's storage (src/authProvider/storage.ts, react-admin's store with app key "tutorAdmin"). */
export const keys = {
  accessToken: 'tutorAdmin.accessToken',
  refreshToken: 'tutorAdmin.refreshToken',
  user: 'tutorAdmin.user',
  theme: 'RaStoretutorAdmin.theme',
  locale: 'RaStoretutorAdmin.locale',
} as const;

/**
 * The h1 of the screen itself. While a page's code loads, a loading page stands in with a "Loading…"
 * heading of its own (src/bare/lazyBarePage.tsx); a wait for any h1 ends there, before the screen is drawn.
 */
export const screenHeading = (page: Page) => page.locator('h1:not(.bare-loading-title)');

export async function fillSignIn(page: Page, account: { email: string; password: string }, rememberMe = false) {
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /admin/login and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string } = staff.superAdmin, rememberMe = false) {
  await page.goto('/admin/login');
  await fillSignIn(page, account, rememberMe);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(screenHeading(page)).toBeVisible();
}

/** Waits until the screen shows what it loads, before axe looks at it. */
export type ScreenLoaded = (page: Page) => Promise<void>;
const networkIdle: ScreenLoaded = (page) => page.waitForLoadState('networkidle');

/**
 * Fails on any axe violation (all rules axe runs by default, best practices included).
 * Sandboxed previews (`iframe[sandbox]` without allow-scripts) are left out: axe cannot run inside
 * them (its injection is blocked and the analysis never finishes), and what they show is stored
 * user content, not the admin's interface (the content specs check each frame has a title).
 */
export async function expectAccessible(page: Page, loaded: ScreenLoaded = networkIdle) {
  await loaded(page);
  // A notification still fading in or out is measured by axe at its passing opacity, and fails the
  // contrast rule it meets once shown: wait until finite animations and transitions have ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Checks the page in the light theme, then the dark one (react-admin's store), then back to light. */
export async function expectAccessibleInBothThemes(page: Page, loaded: ScreenLoaded = networkIdle) {
  await expectAccessible(page, loaded);
  await page.evaluate((key) => localStorage.setItem(key, '"dark"'), keys.theme);
  await page.reload();
  await expect(screenHeading(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(250, 250, 251)');
  await expectAccessible(page, loaded);
  await page.evaluate((key) => localStorage.setItem(key, '"light"'), keys.theme);
}
