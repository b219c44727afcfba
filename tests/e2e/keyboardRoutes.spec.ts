import { expect, test, type Page } from '@playwright/test';
import { adminResources, checkEachScreen, customRoutes, screenShown, signedOutRoutes, type AdminResource } from './admin-routes';
import { runOnDemoServer } from './people-support';
import { signIn } from './support';

/**
 * Every screen of the admin by keyboard alone: from the top of the page, Tab moves through visible,
 * named controls, never drops the focus on the page itself, and reaches the screen's own content
 * (#main-content, or the bare page's main) within a reasonable number of presses; Shift+Tab walks back. The routes come from the
 * admin's registry (./admin-routes.ts); the records from the lists, on the demo-seeded server.
 */

runOnDemoServer();

const resources = await adminResources();
/** Presses allowed to reach the content: the skip link, the app bar and the menu come first. */
const MOST_PRESSES = 60;

interface Focused {
  /** What the focus is on, for the report: "button Refresh". */
  what: string;
  inContent: boolean;
  /** Shown and of a size, so the user can see where the focus is. */
  visible: boolean;
  named: boolean;
  onPage: boolean;
  /** The href of a list row's link to its record (src/resources/shared/list/RowLinks.tsx). */
  rowLink?: string;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return { what: 'the page itself', inContent: false, visible: false, named: false, onPage: true };
    // A check box or radio button is drawn by its (focus-ringed) parent around a transparent input.
    const drawn = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.parentElement ?? element) : element;
    const box = drawn.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('title') || (element as HTMLInputElement).labels?.[0]?.textContent || element.getAttribute('placeholder') || '').trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    return {
      what: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${name.slice(0, 40)}`,
      // react-admin's layout puts the menu inside main; the screen's own content is #main-content.
      inContent: Boolean(element.closest(document.getElementById('main-content') ? '#main-content' : 'main')),
      visible: box.width > 0 && box.height > 0 && drawn.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      named: name !== '' || Boolean(labelledBy),
      onPage: false,
      ...(element.matches('tbody a[href^="/"]') ? { rowLink: element.getAttribute('href')! } : {}),
    };
  });

/** Presses Tab until the focus is where `reached` says, checking each stop on the way; answers the stops. */
async function tabUntil(page: Page, route: string, reached: (stop: Focused) => boolean, where: string): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    expect.soft(stop.onPage, `${route}: Tab ${press + 1} left the focus on the page itself`).toBe(false);
    expect.soft(stop.visible, `${route}: Tab ${press + 1} focused ${stop.what}, which cannot be seen`).toBe(true);
    expect.soft(stop.named, `${route}: Tab ${press + 1} focused ${stop.what}, which has no name`).toBe(true);
    if (reached(stop)) return stops;
  }
  throw new Error(`${route}: ${MOST_PRESSES} presses of Tab did not reach ${where}; they went through ${stops.map((stop) => stop.what).join(', ')}`);
}

/** Opens the screen and tabs from its top into its content, then Shift+Tab goes back one stop. */
async function checkByKeyboard(page: Page, route: string) {
  await page.goto(route);
  await screenShown(page);
  // Where the screen puts the focus itself (the sign-in page's email field, for one), or the page.
  const start = await focused(page);
  const stops = await tabUntil(page, route, (stop) => stop.inContent, "the screen's content");
  // And back: Shift+Tab goes to the stop before, not somewhere else (no trap, no jump).
  await page.keyboard.press('Shift+Tab');
  const back = await focused(page);
  expect(back.what, `${route}: Shift+Tab from the content goes back`).toBe((stops.length > 1 ? stops[stops.length - 2]! : start).what);
}

/** On the list, tabs on from the content to the first row's link and opens it with Enter; answers the record's id. */
async function openFirstRowByKeyboard(page: Page, resource: AdminResource): Promise<string> {
  const route = resource.paths.list;
  const stops = await tabUntil(page, route, (stop) => stop.rowLink !== undefined, "a row's link");
  const href = stops[stops.length - 1]!.rowLink!;
  await page.keyboard.press('Enter');
  await expect(page, `${route}: Enter on the row's link opens its record`).toHaveURL((url) => url.pathname === href);
  const marker = '__id__';
  for (const path of [resource.paths.detail(marker), resource.paths.edit(marker)]) {
    const [before, after] = path.split(marker) as [string, string];
    if (href.startsWith(before) && href.endsWith(after)) return href.slice(before.length, href.length - after.length);
  }
  throw new Error(`${route}: the row's link ${href} is neither a detail nor an edit URL of ${resource.name}`);
}

test('the sign-in, password and error pages work by keyboard', async ({ page }) => {
  for (const route of signedOutRoutes) await checkByKeyboard(page, route);
});

test('the dashboard, profile, change-password and success screens work by keyboard', async ({ page }) => {
  await signIn(page);
  for (const route of customRoutes) await checkByKeyboard(page, route);
});

for (const resource of resources) {
  test(`${resource.name}: its screens work by keyboard`, async ({ page }) => {
    await signIn(page);
    await checkEachScreen(resource, (route) => checkByKeyboard(page, route), () => openFirstRowByKeyboard(page, resource));
  });
}
