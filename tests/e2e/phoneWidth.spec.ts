import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminResources, checkEachScreen, customRoutes, screenShown, signedOutRoutes, type AdminResource } from './admin-routes';
import { runOnDemoServer } from './people-support';
import { screenHeading, signIn } from './support';

/**
 * Every screen of the admin on a phone (360 x 740, the narrowest common width): no sideways scroll,
 * every button and link of the app bar and the content within the screen, and the account menu and
 * Refresh in reach. The routes come from the admin's registry (./admin-routes.ts); the records from
 * the lists, on the server seeded with the demo marketplace.
 */

runOnDemoServer();
test.use({ viewport: { width: 360, height: 740 } });

const WIDTH = 360;
const resources = await adminResources();

/**
 * The page's scroll width (at least the screen's), and the visible buttons and links of the header
 * and the main content that reach outside 0..WIDTH, as "name (left..right)".
 */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(header, main) :is(a[href], button, [role="button"], [role="link"], input[type="button"], input[type="submit"])',
    );
    const outside: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !control.checkVisibility({ visibilityProperty: true })) continue;
      if (box.left > -0.5 && box.right < width + 0.5) continue;
      const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('title') || control.tagName.toLowerCase();
      outside.push(`${name.slice(0, 40)} (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    return { scrollWidth: Math.max(document.documentElement.scrollWidth, width), outside };
  }, WIDTH);
}

/** Soft: one run reports every screen that does not fit, not only the first. */
const soft = expect.configure({ soft: true });

async function expectFits(page: Page, route: string) {
  await soft.poll(() => overflow(page), { message: `${route} at ${WIDTH} px: scroll width, and controls outside the screen` }).toEqual({ scrollWidth: WIDTH, outside: [] });
}

/** Waits for the element, then expects it within 0..WIDTH (reporting its edges when it is not); answers whether it is. */
async function expectWithinScreen(locator: Locator, what: string): Promise<boolean> {
  await expect(locator, what).toBeVisible();
  const edges = async () => {
    const box = (await locator.boundingBox())!;
    return box.x > -0.5 && box.x + box.width < WIDTH + 0.5 ? 'within' : `${Math.round(box.x)}..${Math.round(box.x + box.width)}`;
  };
  await soft.poll(edges, { message: `${what} lies within 0..${WIDTH}` }).toBe('within');
  return (await edges()) === 'within';
}

/** Refresh and the account menu (Profile, Change password, Logout) are on the screen. */
async function expectAccountMenuInReach(page: Page, route: string) {
  const appBar = page.getByRole('banner');
  await expectWithinScreen(appBar.getByRole('button', { name: 'Refresh' }), `Refresh on ${route}`);
  // react-admin names the account button "Profile" where it shows only its icon, "Super Admin (Profile)" above sm (src/layout/AppBar.tsx).
  const account = appBar.getByRole('button', { name: /Profile/ });
  // A person cannot press an account button beyond the screen's edge: the failure above says so.
  if (!(await expectWithinScreen(account, `the account button on ${route}`))) return;
  await account.click();
  const menu = page.getByRole('menu');
  for (const item of ['Profile', 'Change password', 'Logout']) {
    await expectWithinScreen(menu.getByRole('menuitem', { name: item }), `${item} in the account menu on ${route}`);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}

/** Opens a screen of the signed-in admin and checks it fits the phone. */
async function checkAdminScreen(page: Page, route: string) {
  await page.goto(route);
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
  await screenShown(page);
  await expectFits(page, route);
  await expectAccountMenuInReach(page, route);
}

/** The id of the list's first record, from its card (a link to the record below the md breakpoint). */
async function firstRecordId(page: Page, resource: AdminResource): Promise<string> {
  const marker = '__id__';
  const [before, after] = resource.paths.detail(marker).split(marker) as [string, string];
  const card = page.locator(`main li a[href^="${before}"]`).first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href')) ?? '';
  expect(href.startsWith(before) && href.endsWith(after), `${href} is a record of ${resource.name}`).toBe(true);
  return href.slice(before.length, href.length - after.length);
}

test('the sign-in, password and error pages fit a phone', async ({ page }) => {
  for (const route of signedOutRoutes) {
    await page.goto(route);
    await expect(screenHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page, route);
  }
});

test(`${customRoutes.join(', ')} fit a phone`, async ({ page }) => {
  await signIn(page);
  for (const route of customRoutes) await checkAdminScreen(page, route);
});

for (const resource of resources) {
  const screens = ['list', resource.detail && 'detail', resource.edit && 'edit', resource.add && 'add'].filter(Boolean);

  test(`${resource.name}: ${screens.join(', ')} ${screens.length === 1 ? 'fits' : 'fit'} a phone`, async ({ page }) => {
    await signIn(page);
    await checkEachScreen(resource, (route) => checkAdminScreen(page, route), () => firstRecordId(page, resource));
  });
}
