import { expect, test, type Page } from '@playwright/test';
import { runOnDemoServer, staffApi } from './people-support';
import { expectAccessibleInBothThemes, signIn } from './support';

/**
 * The one list frame, as a keyboard, a phone and a narrow laptop use it: first, last and "go to
 * page" in the pagination, one link per row, sort and selection on the phone's cards, and lists
 * and detail screens that fit a screen beside the menu.
 */

runOnDemoServer();

const perPage = 10;
let lastPage: number;
let tutorId: number;

test.beforeAll(async ({ request }) => {
  const api = await staffApi(request);
  const { total } = await api.list<{ id: number }>('/admin/transactions?limit=1');
  lastPage = Math.ceil(total / perPage);
  expect(lastPage, 'the demo has enough bookings for many pages').toBeGreaterThan(8);
  tutorId = (await api.list<{ id: number }>('/admin/tutor?limit=1')).items[0]!.id;
});

const pageOf = (page: Page) => Number(new URL(page.url()).searchParams.get('page') ?? 1);

test('the pagination opens the last page and any page typed in, by keyboard, and refuses a page that does not exist', async ({ page }) => {
  await signIn(page);
  await page.goto(`/admin/transactions?page=1&perPage=${perPage}`);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Go to last page' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageOf(page)).toBe(lastPage);
  await expect(pages.getByRole('button', { name: `page ${lastPage}`, exact: false })).toHaveAttribute('aria-current', 'page');

  const jump = page.getByRole('spinbutton', { name: 'Go to page' });
  await jump.fill('3');
  await jump.press('Enter');
  await expect.poll(() => pageOf(page)).toBe(3);

  await jump.fill(String(lastPage + 1));
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText(`Enter a page number from 1 to ${lastPage.toLocaleString('en-US')}`)).toBeVisible();
  expect(pageOf(page)).toBe(3);
  await expect(pages.getByRole('button', { name: 'Go to first page' })).toBeEnabled();
});

test('the pagination is named in the admin language (German)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('RaStoretutorAdmin.locale', JSON.stringify('de')));
  await page.goto(`/admin/transactions?page=1&perPage=${perPage}`);
  await expect(page.getByRole('button', { name: 'Zur letzten Seite' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Gehe zu Seite' })).toBeVisible();
});

test('each people row has one link (its record), the email address is text; the detail screen links the address', async ({ page }) => {
  await signIn(page);
  for (const list of ['/admin/tutors', '/admin/users', '/admin/admin-management']) {
    await page.goto(list);
    const row = page.getByRole('row').nth(1);
    await expect(row.getByRole('link')).toHaveCount(1);
    await expect(row.getByRole('link')).toHaveAttribute('href', /\/admin\//);
    await expect(row.locator('a[href^="mailto:"]'), list).toHaveCount(0);
  }
  // Tab from one row's link goes to the next row's selection, then its link: no email link between.
  await page.goto('/admin/tutors');
  const rows = page.getByRole('row');
  await rows.nth(1).getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(rows.nth(2).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rows.nth(2).getByRole('link')).toBeFocused();

  await page.goto(`/admin/tutors/${tutorId}`);
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the cards sort by a column of the table and select for bulk actions', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/tutors');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('displayName');
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('ASC');

    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await expect(boxes.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
    await boxes.first().check();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(page.getByText('1 item selected')).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test('a list without bulk actions has no check boxes on its cards', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/transactions');
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});

/** How far the page scrolls sideways (0 when it does not). */
async function sideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const width of [800, 1024, 1152]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the tutor list keeps its toolbar on the screen and its table scrolls in its own box', async ({ page }) => {
      await signIn(page);
      await page.goto('/admin/tutors');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      for (const name of ['Export', 'Columns']) {
        const button = page.getByRole('button', { name });
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${name} within ${width} px`).toBeLessThanOrEqual(width);
      }
      await page.getByRole('row').nth(1).getByRole('checkbox').check();
      const remove = page.getByRole('button', { name: 'Delete' });
      await expect(remove).toBeVisible();
      const removeBox = (await remove.boundingBox())!;
      expect(removeBox.x + removeBox.width, `Delete within ${width} px`).toBeLessThanOrEqual(width);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });

    test('a detail screen does not scroll sideways', async ({ page }) => {
      await signIn(page);
      await page.goto(`/admin/tutors/${tutorId}`);
      await expect(page.locator('h1:not(.bare-loading-title)')).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  });
}
