import { expect, test } from '@playwright/test';
import { csvRows, expectListTotal, searchList, staffApi, urlFilter, runOnDemoServer } from './people-support';
import { signIn } from './support';

runOnDemoServer();

interface Transaction {
  id: number;
  bookingId: number;
  studentId: number;
  tutorId: number;
  studentName: string;
  tutorName: string;
  amountCents: number;
  currency: string;
  paymentStatus: string;
}

interface Report {
  id: number;
  status: string;
  reporterName: string;
}

test('transactions: filter by payment status, export exactly those rows, open one and go to its people', async ({ page, request }) => {
  const api = await staffApi(request);
  const refunded = await api.list<Transaction>('/admin/transactions?paymentStatus=refunded&minAmount=5000&limit=100&sort=lessonAt&dir=desc');
  expect(refunded.total).toBeGreaterThan(0);
  expect(refunded.total).toBeLessThan(5000);
  await signIn(page);
  await page.goto('/admin/transactions');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Refunded' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Minimum amount ($)' }).click();
  await page.getByLabel('Minimum amount ($)').fill('50');
  await expect.poll(() => urlFilter(page)).toEqual({ paymentStatus: 'refunded', minAmount: 5000 });
  await expectListTotal(page, refunded.total);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const [header, ...rows] = await csvRows(await downloading);
  expect(header).toEqual(['Booking', 'Student', 'Tutor', 'Subject', 'Lesson time', 'Duration', 'Amount', 'Fee', 'Net', 'Currency', 'Status']);
  expect(rows).toHaveLength(refunded.total);
  expect(new Set(rows.map((row) => row[10]))).toEqual(new Set(['Refunded']));
  expect(rows.every((row) => Number(row[6]) >= 50)).toBe(true);

  const booking = refunded.items[0]!;
  await page.getByRole('row').filter({ hasText: booking.studentName }).filter({ hasText: String(booking.bookingId) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${booking.bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${booking.bookingId}` })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Amount' }).locator('+ dd')).toHaveText(new Intl.NumberFormat('en-US', { style: 'currency', currency: booking.currency }).format(booking.amountCents / 100));
  await page.getByRole('link', { name: booking.tutorName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${booking.tutorId}$`));
  await expect(page.getByRole('heading', { level: 1, name: booking.tutorName })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: booking.studentName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${booking.studentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: booking.studentName })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/transactions\?/);
  await expect.poll(() => urlFilter(page)).toEqual({ paymentStatus: 'refunded', minAmount: 5000 });
  await expectListTotal(page, refunded.total);
});

test('transactions: a search that matches more than 1,000 bookings pages on past them, and at the deepest page says how to narrow it', async ({ page, request }) => {
  const api = await staffApi(request);
  const query = 'search=a&sort=lessonAt&dir=desc&limit=25';
  expect(await api.list<Transaction>(`/admin/transactions?${query}&page=1`)).toMatchObject({ total: 1000, capped: true });
  const page41 = await api.list<Transaction>(`/admin/transactions?${query}&page=41`);
  await signIn(page);
  await page.goto('/admin/transactions');
  await searchList(page, 'a');
  await expect(page.getByText('1–25 of more than 1,000')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 40' }).click();
  await expect(page.getByText('976–1,000 of more than 2,000')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('1,001–1,025 of more than 2,000')).toBeVisible();
  // Row 1,001 of the matches, the booking number in its first column.
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(page41.items[0]!.bookingId));
  // The deepest page a search opens, by its address.
  const deepest = new URL(page.url());
  deepest.searchParams.set('page', '400');
  await page.goto(deepest.toString());
  await expect(page.getByText('9,976–10,000 of more than 10,000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  await expect(page.getByText('More than 10,000 rows match, and only the first 10,000 can be paged to. Narrow the search or add a filter to see the others.')).toBeVisible();
});

test('reports: an open report moves to in review with an internal note, shown in the list and the history', async ({ page, request }) => {
  const api = await staffApi(request);
  const report = (await api.list<Report>('/admin/report-management?status=open&sort=id&dir=asc&limit=1')).items[0]!;
  await signIn(page);
  await page.goto('/admin/reports');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect.poll(() => urlFilter(page)).toEqual({ status: 'open' });
  await page.getByRole('button', { name: 'Sort by report ascending', exact: true }).click();
  await expect(page).toHaveURL(/sort=id/);
  await page.getByRole('row').filter({ hasText: report.reporterName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/${report.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Report #${report.id}` })).toBeVisible();

  const handling = page.getByRole('region', { name: 'Handling' });
  await handling.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In review' }).click();
  await handling.getByLabel('Internal note').fill('Called the tutor; waiting for their side.');
  await handling.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report saved')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Status$/ }).locator('+ dd')).toHaveText('In review');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row', { name: /Status/ })).toContainText('OpenIn review');
  await expect(history.getByRole('row', { name: /Internal note/ })).toContainText('Called the tutor; waiting for their side.');

  expect(await api.get<{ status: string; adminNote: string }>(`/admin/report-management/${report.id}`)).toMatchObject({
    status: 'in_review',
    adminNote: 'Called the tutor; waiting for their side.',
  });
  await page.goto('/admin/reports');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In review' }).click();
  await searchList(page, report.reporterName);
  await expect(page.getByRole('row').filter({ hasText: report.reporterName }).first()).toContainText('In review');
});

test('reports: the reason filter finds a report title by typing part of it and narrows the list to that reason', async ({ page, request }) => {
  const api = await staffApi(request);
  const titled = (await api.list<Report & { reportTitleId: number; reportTitle: string }>('/admin/report-management?sort=id&dir=asc&limit=100')).items.find((item) => item.reportTitle)!;
  await signIn(page);
  await page.goto('/admin/reports');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Reason' }).click();
  await page.getByRole('combobox', { name: 'Reason' }).fill(titled.reportTitle.slice(1, 5));
  await page.getByRole('option', { name: titled.reportTitle, exact: true }).click();
  await expect.poll(() => urlFilter(page)).toEqual({ reportTitleId: titled.reportTitleId });
  await expect.poll(async () => [...new Set(await page.locator('td.column-reportTitle').allInnerTexts())]).toEqual([titled.reportTitle]);
});

test('the dashboard: cards, charts and short lists link to the right screens; a card collapses', async ({ page, request }) => {
  const api = await staffApi(request);
  const dashboard = await api.get<{
    totals: { tutors: number; openReports: number; tutorsAwaitingApproval: number };
    newestOpenReports: Array<{ id: number; reportTitle: string | null }>;
    oldestPendingTutors: Array<{ id: number; displayName: string }>;
  }>('/admin/dashboard');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem')).toHaveCount(7);
  await expect(totals.getByRole('link', { name: /Tutors/ }).first()).toContainText(String(dashboard.totals.tutors));
  for (const caption of ['Bookings per month', 'Revenue per month', 'Sign-ups per week']) {
    await expect(page.getByRole('table', { name: caption })).toBeAttached();
  }
  await expect(page.locator('figure .recharts-wrapper')).toHaveCount(3);

  const reports = page.locator('.MuiCard-root', { has: page.getByRole('heading', { level: 2, name: 'Newest open reports' }) });
  const firstReport = dashboard.newestOpenReports[0]!;
  await reports.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/${firstReport.id}$`));
  await page.goBack();

  const firstTutor = dashboard.oldestPendingTutors[0]!;
  await page.getByRole('link', { name: firstTutor.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${firstTutor.id}$`));
  await page.goBack();

  await totals.getByRole('link', { name: /Open reports/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?filter=/);
  await expect.poll(() => urlFilter(page)).toEqual({ status: 'open' });
  // Other tests change reports and tutors meanwhile: every row shown matches the filter.
  await expect.poll(async () => [...new Set(await page.locator('td.column-status').allInnerTexts())]).toEqual(['Open']);
  await page.goBack();
  await totals.getByRole('link', { name: /awaiting approval/i }).click();
  await expect.poll(() => urlFilter(page)).toEqual({ approvalStatus: 'pending' });
  await expect.poll(async () => [...new Set(await page.locator('td.column-approvalStatus').allInnerTexts())]).toEqual(['Pending']);
  await page.goBack();

  const collapse = page.getByRole('button', { name: 'Collapse' }).first();
  const region = page.locator(`#${await collapse.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await collapse.click();
  await expect(page.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await region.boundingBox())?.height).toBe(24);
  await page.getByRole('button', { name: 'Expand' }).click();
  await expect.poll(async () => (await region.boundingBox())?.height).toBeGreaterThan(100);
});
