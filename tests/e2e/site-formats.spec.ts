import { expect, test, type Locator, type Page } from '@playwright/test';
import { ports } from '../../playwright.config';
import { signInAt, staffApi, unique } from './content-support';

/*
 * The date format and currency are site-wide: these specs change them on a server of their own
 * (demo data, like the people screens'), so that the specs running beside them still see the
 * defaults. The file's tests run one after the other, and each puts the settings back.
 */
const baseURL = process.env.E2E_SITE_FORMATS_URL ?? `http://localhost:${ports.siteFormats}`;
test.use({ baseURL });

interface Settings {
  dateFormat: string;
  currency: string;
}

interface Template {
  id: number;
  key: string;
  name: string;
}

/** The revenue chart: its drawing and the table screen readers read instead. */
const revenueCard = (page: Page) =>
  page.getByRole('figure').filter({ has: page.locator('caption', { hasText: /^(Revenue per month|Umsatz pro Monat|Chiffre d'affaires par mois|Receita por mês)$/ }) });

async function chooseSetting(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("the site's date format and currency are how the lists, the dashboard and the email preview write dates and amounts", async ({ page, request }) => {
  const api = await staffApi(request, baseURL);
  const before = await api.get<Settings>('/admin/setting');
  const { items: templates } = await api.list<Template>('/admin/emailTemplate?limit=100');
  const booking = templates.find((template) => template.key === 'booking-confirmed')!;
  try {
    await signInAt(page, baseURL);
    await page.goto('/admin/site-setting');
    await chooseSetting(page, /^Default date format/, 'YYYY-MM-DD');
    await chooseSetting(page, /^Currency/, 'EUR');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    expect(await api.get<Settings>('/admin/setting')).toMatchObject({ dateFormat: 'YYYY-MM-DD', currency: 'EUR' });

    // A list: the rates in euros, the days and the day filter as YYYY-MM-DD, the rate filters named in euros.
    await page.getByRole('menuitem', { name: 'Tutors', exact: true }).click();
    await expect(page.getByRole('cell', { name: /^€\d[\d,]*\.\d{2}$/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /\$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Minimum rate (€)' })).toBeVisible();
    await page.getByRole('menuitemcheckbox', { name: 'Joined from' }).click();
    const joinedFrom = page.getByRole('textbox', { name: 'Joined from' });
    await expect(joinedFrom).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await joinedFrom.fill('2020-01-31');
    await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ createdFrom: '2020-01-31' });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Joined from' })).toHaveValue('2020-01-31');

    // The dashboard: revenue in euros, its months as YYYY-MM.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const revenue = revenueCard(page);
    const months = revenue.locator('table tbody tr td:first-child');
    await expect(months.first()).toHaveText(/^\d{4}-\d{2}$/);
    await expect(revenue.locator('table tbody tr td:nth-child(2)').first()).toHaveText(/^€/);
    await expect(revenue.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(/€/);
    await expect(revenue.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(/^\d{4}-\d{2}$/);

    // The email preview's sample lesson and amount.
    await page.goto(`/admin/email-templates/${booking.id}`);
    const preview = page.frameLocator('iframe[sandbox]').locator('body');
    await expect(preview).toContainText('2026-11-24 16:00');
    await expect(preview).toContainText('€45.00');
    await expect(preview).not.toContainText('24/11/2026');
  } finally {
    await api.send('/admin/setting/update', { dateFormat: before.dateFormat, currency: before.currency });
  }
});

test("the date format chosen in site settings is how every date in the admin reads, after a reload too", async ({ page, request }) => {
  const api = await staffApi(request, baseURL);
  const before = await api.get<Settings>('/admin/setting');
  const language = await api.send<{ id: number }>('/admin/languages/add', { name: `E2E dated language ${unique()}` });
  const firstDate = (pattern: RegExp) => page.getByRole('cell', { name: pattern }).first();
  try {
    await signInAt(page, baseURL);
    await page.goto('/admin/languages');
    await expect(firstDate(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    await page.goto('/admin/site-setting');
    await page.getByRole('combobox', { name: /^Default date format/ }).click();
    await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    expect((await api.get<Settings>('/admin/setting')).dateFormat).toBe('YYYY-MM-DD');

    await page.getByRole('menuitem', { name: 'Languages' }).click();
    await expect(firstDate(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toHaveCount(0);
    await page.reload();
    await expect(firstDate(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  } finally {
    await api.send('/admin/setting/update', { dateFormat: before.dateFormat });
    await api.send('/admin/languages/remove', { id: language.id });
  }
});

const languages = [
  { name: 'English', menu: 'Tutors' },
  { name: 'Deutsch', menu: 'Tutoren' },
  { name: 'Français', menu: 'Tuteurs' },
  { name: 'Português', menu: 'Tutores' },
];

const boxesOf = async (ticks: Locator) => Promise.all((await ticks.all()).map(async (tick) => (await tick.boundingBox())!));
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the revenue chart keeps its amount and month labels apart in every language, on a phone too', async ({ page }) => {
  await signInAt(page, baseURL);
  let current = 'English';
  for (const language of languages) {
    if (language.name !== current) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByRole('button', { name: current }).click();
      await page.getByRole('menuitem', { name: language.name }).click();
      await expect(page.getByRole('menu').getByRole('menuitem', { name: language.menu, exact: true })).toBeVisible();
      current = language.name;
    }
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/dashboard');
      const revenue = revenueCard(page);
      const amounts = revenue.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
      const months = revenue.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await revenue.scrollIntoViewIfNeeded(); // a phone draws a chart once it is scrolled to
      await expect(amounts.first()).toBeVisible();
      await expect(months.first()).toBeVisible();
      const amountBoxes = await boxesOf(amounts);
      const monthBoxes = await boxesOf(months);
      const clashes = amountBoxes.flatMap((amount, a) => monthBoxes.flatMap((month, m) => (overlap(amount, month) ? [`amount ${a} and month ${m}`] : [])));
      expect(clashes, `${language.name} at ${width} px`).toEqual([]);
      // Every amount is drawn whole inside the card, none cut at its left edge.
      const card = (await revenue.boundingBox())!;
      expect(Math.min(...amountBoxes.map((box) => box.x)), `${language.name} at ${width} px`).toBeGreaterThanOrEqual(card.x);
    }
  }
});
