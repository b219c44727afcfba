import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainBaseURL, staffApi, unique } from './content-support';
import { demoBaseURL } from './people-support';
import { signIn } from './support';

/**
 * Lists with the keyboard alone (src/resources/shared/list/RowLinks.tsx): Tab reaches one link per
 * row, named after the record, and Enter opens the record's screen.
 */

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user moves through the screen. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if ((await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement))) break;
  }
  await expect(target).toBeFocused();
}

/** The link of the list's first row. */
const firstRowLink = (page: Page) => page.locator('tbody tr').first().getByRole('link').first();

/** The record id at the end of a link's href. */
async function linkedId(link: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/(\d+)$/.exec(href)?.[1];
  expect(id, `a record URL: ${href}`).toBeDefined();
  return id!;
}

test.describe('on the demo marketplace', () => {
  test.use({ baseURL: demoBaseURL });

  test('reports: Tab from the search box reaches the first row, named after the report; Enter opens it', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/reports');
    const search = page.getByRole('textbox', { name: 'Search' });
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await search.focus();
    const link = firstRowLink(page);
    await tabTo(page, link);
    const id = await linkedId(link);
    await expect(link).toHaveAccessibleName(new RegExp(`^#${id}\\b`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/reports/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Report #${id}` })).toBeVisible();
  });

  test('transactions: Tab from the last sort header lands on the first row; Enter opens the booking; a click on the link opens it once', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/transactions');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.locator('thead').getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    const link = firstRowLink(page);
    await expect(link).toBeFocused();
    const id = await linkedId(link);
    await expect(link).toHaveAccessibleName(new RegExp(`^#${id} `));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/transactions/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Booking #${id}` })).toBeVisible();

    // The mouse: the link opens the booking, and Back returns to the list (the row did not open it a second time).
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/transactions(\?|$)/);
    await firstRowLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking #${id}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/transactions(\?|$)/);
    await expect(firstRowLink(page)).toBeVisible();
  });
});

test.describe('bulk actions on the demo marketplace', () => {
  test.use({ baseURL: demoBaseURL });

  test('tutors: Tab skips the bulk actions while no row is selected; selecting a row shows them, unselecting hides them again', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/tutors');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const bulkButtons = ['Unselect', 'Approve', 'Reject'].map((name) => page.getByRole('button', { name, exact: true }));
    for (const button of bulkButtons) await expect(button).toBeHidden();
    // From the toolbar's last action, Tab goes on to the table, not into the hidden bulk actions.
    await page.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('table') !== null)).toBe(true);

    await page.locator('tbody tr').first().getByRole('checkbox').check();
    for (const button of bulkButtons) await expect(button).toBeVisible();
    await bulkButtons[0]!.click();
    for (const button of bulkButtons) await expect(button).toBeHidden();
  });
});

test.describe('pages', () => {
  test.use({ baseURL: mainBaseURL });

  for (const [screen, viewport] of [
    ['the table', { width: 1280, height: 800 }],
    ['the cards of a narrow screen', { width: 600, height: 900 }],
  ] as const) {
    test(`${screen}: typed search, then Tab to the page and Enter opens its editor`, async ({ page, request }) => {
      const api = await staffApi(request);
      const suffix = unique();
      const created = await api.send<{ id: number; title: string }>('/admin/page-management/add', {
        title: `Keyboard page ${suffix}`,
        slug: `keyboard-page-${suffix}`,
        contentHtml: '<p>Reached with Tab</p>',
        published: false,
      });
      await page.setViewportSize(viewport);
      await signIn(page);
      await page.goto('/admin/pages');
      await page.getByRole('textbox', { name: 'Search' }).focus();
      await page.keyboard.type(suffix);
      await expect(page).toHaveURL(new RegExp(`filter=.*${suffix}`));
      const link = page.getByRole('link', { name: new RegExp(`^Keyboard page ${suffix}`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', `/admin/pages/${created.id}`);
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/admin/pages/${created.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
    });
  }
});
