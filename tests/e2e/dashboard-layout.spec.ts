import { expect, test, type Page } from '@playwright/test';
import { demoBaseURL, signInAt } from './content-support';

/** The dashboard of the demo marketplace (tutors, bookings, reports), with its three charts drawn. */
async function openDashboard(page: Page) {
  await signInAt(page, demoBaseURL);
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
]) {
  test(`the dashboard does not scroll sideways at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openDashboard(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test('a collapsed dashboard card keeps only its header, beside an open one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openDashboard(page);
  const bookings = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Bookings per month' }) });
  const revenue = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Revenue per month' }) });
  const openHeight = (await revenue.boundingBox())!.height;
  await bookings.getByRole('button', { name: 'Collapse' }).click();
  await expect(bookings.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await bookings.boundingBox())!.height).toBeLessThan(openHeight / 2);
  expect((await revenue.boundingBox())!.height).toBe(openHeight);
});
