import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoBaseURL, staffApi, unique } from './content-support';
import { runOnDemoServer } from './people-support';
import { signIn, staff } from './support';

// Reports exist only on the demo server, and nothing there changes the site's date format meanwhile.
runOnDemoServer();

/** The changes of the newest history entry as a reader reads them: "Status: Open → Resolved", "Closed by: Super Admin". */
async function newestChanges(page: Page): Promise<string[]> {
  const newest: Locator = page.getByRole('region', { name: /^(History|Verlauf)$/ }).getByRole('listitem').first();
  await expect(newest.getByRole('table')).toBeVisible();
  return newest.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [label, before, after] = Array.from((row as HTMLTableRowElement).cells, (cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' '));
      return `${label}: ${before ? `${before} → ` : ''}${after}`;
    }),
  );
}

/** A date-time as the site shows it (its date format, the browser's time zone), from what the inputs took. */
function shown(format: string, local: { year: number; month: number; day: number; time: string }) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${format.replace('YYYY', String(local.year)).replace('MM', pad(local.month)).replace('DD', pad(local.day))} ${local.time}`;
}

test('a report closed in the browser reads as labels, names and dates in its history, in English and German', async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  // The newest open report: the reports test of people-money.spec.ts takes the oldest.
  const report = (await api.list<{ id: number }>('/admin/report-management?status=open&sort=id&dir=desc&limit=1')).items[0]!;
  await signIn(page);
  await page.goto(`/admin/reports/${report.id}`);
  const handling = page.getByRole('region', { name: 'Handling' });
  await handling.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await handling.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report saved')).toBeVisible();

  const stored = await api.get<{ resolvedAt: string }>(`/admin/report-management/${report.id}`);
  const closedAt = await page.evaluate((iso) => {
    const date = new Date(iso);
    const pad = (value: number) => String(value).padStart(2, '0');
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
  }, stored.resolvedAt);
  const { dateFormat } = await api.get<{ dateFormat: string }>('/admin/setting');
  await expect.poll(() => newestChanges(page)).toEqual(['Status: Open → Resolved', `Closed by: ${staff.superAdmin.name}`, `Closed: ${shown(dateFormat, closedAt)}`]);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).not.toContainText('resolvedById');
  await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}T/);

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect
    .poll(() => newestChanges(page))
    .toEqual(['Status: Offen → Erledigt', `Abgeschlossen von: ${staff.superAdmin.name}`, `Abgeschlossen: ${shown(dateFormat, closedAt)}`]);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test("an announcement's audience and end, changed in the form, read as the form's labels and values in its history", async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  const title = `E2E history ${unique()}`;
  const created = await api.send<{ id: number }>('/admin/announcements', { title, message: 'Read the history', audience: 'everyone', startsAt: '2026-12-01T10:00:00.000Z' });
  await signIn(page);
  await page.goto(`/admin/announcements/edit/${created.id}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await page.getByRole('combobox', { name: /^Audience/ }).click();
  await page.getByRole('option', { name: 'Tutors' }).click();
  await page.getByLabel(/^Ends at/).fill('2026-12-20T18:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/${created.id}$`));

  const { dateFormat } = await api.get<{ dateFormat: string }>('/admin/setting');
  // The input took the browser's local time, and the history shows it in the same time zone.
  await expect.poll(() => newestChanges(page)).toEqual(['Audience: Everyone → Tutors', `Ends at: ${shown(dateFormat, { year: 2026, month: 12, day: 20, time: '18:30' })}`]);
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText(/updatedAt|everyone|\d{4}-\d{2}-\d{2}T/);
});

test("an earlier entry's values are restored from the history, by keyboard, and the new entry says which one it restores", async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  const first = `E2E restore ${unique()}`;
  const created = await api.send<{ id: number }>('/admin/announcements', { title: first, message: 'Restore me', audience: 'everyone', startsAt: '2026-12-01T10:00:00.000Z' });
  await api.put(`/admin/announcements/${created.id}`, { title: `${first} B`, audience: 'tutors' });
  await api.put(`/admin/announcements/${created.id}`, { title: `${first} C` });
  const [, renamed] = (await api.list<{ id: number }>(`/admin/audit?resource=announcements&recordId=${created.id}&sort=id&dir=desc`)).items;

  await signIn(page);
  await page.goto(`/admin/announcements/${created.id}`);
  const history = page.getByRole('region', { name: 'History' });
  const entry = history.getByRole('listitem').filter({ hasText: `Entry ${renamed!.id}` });
  await entry.getByRole('button', { name: 'Restore these values' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Restore the values of entry ${renamed!.id}` });
  // The audience it set is the record's still: only the title is offered.
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(dialog.getByRole('checkbox', { name: `Title: ${first} B` })).toBeChecked();
  await expect(dialog).toContainText(`now: ${first} C`);
  await dialog.getByRole('button', { name: 'Restore' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The values were restored.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect.poll(() => newestChanges(page)).toEqual([`Title: ${first} C → ${first} B`]);
  await expect(history.getByRole('listitem').first()).toContainText(`Restores the values of entry ${renamed!.id}`);
  expect((await api.get<{ title: string }>(`/admin/announcements/${created.id}`)).title).toBe(`${first} B`);
});
