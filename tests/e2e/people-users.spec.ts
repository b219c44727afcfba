import { expect, test, type Page } from '@playwright/test';
import { csvRows, expectListTotal, searchList, staffApi, urlFilter, runOnDemoServer } from './people-support';
import { signIn } from './support';

runOnDemoServer();

interface Account {
  id: number;
  displayName: string;
  email: string;
  status: string;
  phone: string | null;
}
interface Report {
  id: number;
  reporterId: number;
  reportedId: number;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A student who filed a report and has bookings (the demo data has plenty). */
async function studentWithReport(api: Awaited<ReturnType<typeof staffApi>>, offset: number) {
  const reports = await api.list<Report & { reportedType: string }>('/admin/report-management?limit=100&sort=id&dir=asc');
  // Students report tutors; a report about a tutor was filed by a student.
  const report = reports.items.filter((item) => item.reportedType === 'tutor')[offset]!;
  const student = await api.get<Account & { userType: string }>(`/admin/user/${report.reporterId}`);
  expect(student.userType).toBe('user');
  return { report, student };
}

test('a student found by search shows their bookings and reports; a booking opens its transaction', async ({ page, request }) => {
  const api = await staffApi(request);
  const { report, student } = await studentWithReport(api, 0);
  const bookings = await api.list<{ id: number }>(`/admin/transactions?studentId=${student.id}&sort=lessonAt&dir=desc&limit=5`);
  expect(bookings.total).toBeGreaterThan(0);

  await signIn(page);
  await page.goto('/admin/users');
  await searchList(page, student.email);
  await page.getByRole('row').filter({ hasText: student.email }).getByText(student.displayName).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: student.displayName })).toBeVisible();

  const bookingSection = section(page, 'Bookings');
  await expect(bookingSection.getByRole('row')).toHaveCount(Math.min(5, bookings.total) + 1);
  await expect(bookingSection.getByRole('row').nth(1)).toContainText(String(bookings.items[0]!.id));
  const reportId = page.getByRole('cell', { name: String(report.id), exact: true });
  await expect(section(page, 'Reports they filed').getByRole('row').filter({ has: reportId })).toHaveCount(1);
  await expect(section(page, 'Reports about them')).toBeVisible();

  await bookingSection.getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${bookings.items[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${bookings.items[0]!.id}` })).toBeVisible();
});

test('a student edited in the form shows the change in the list and in the history', async ({ page, request }) => {
  const api = await staffApi(request);
  const { student } = await studentWithReport(api, 1);
  await signIn(page);
  await page.goto(`/admin/users/${student.id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${student.id}$`));
  await page.waitForLoadState('networkidle');
  const newName = `${student.displayName.split(' ')[0]} Renamed${Date.now() % 100000}`;
  await page.getByLabel('Name').fill(newName);
  const phone = `+44 20 7946 ${String(Date.now() % 10_000).padStart(4, '0')}`;
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  const latest = section(page, 'History').getByRole('listitem').first();
  await expect(latest.getByRole('row', { name: /Name/ })).toContainText(`${student.displayName}${newName}`);
  await expect(latest.getByRole('row', { name: /Phone/ })).toContainText(phone);

  await page.goto('/admin/users');
  await searchList(page, student.email);
  await expect(page.getByRole('row').filter({ hasText: student.email })).toContainText(newName);
});

test('a new student is added and opens on their detail', async ({ page, request }) => {
  const api = await staffApi(request);
  await signIn(page);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/add$/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByLabel('Name').fill('Bea Browser');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  const email = `bea.browser.${Date.now()}@students.example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bea Browser' })).toBeVisible();
  const found = await api.list<Account>(`/admin/user?userType=user&search=${encodeURIComponent(email)}`);
  expect(found.items.map((item) => item.displayName)).toEqual(['Bea Browser']);
});

test('the CSV export of students has the readable header and exactly the filtered rows', async ({ page, request }) => {
  const api = await staffApi(request);
  const suspended = await api.list<Account>('/admin/user?userType=user&status=suspended&limit=100');
  await signIn(page);
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await expect.poll(() => urlFilter(page)).toEqual({ status: 'suspended' });
  await expectListTotal(page, suspended.total);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const [header, ...rows] = await csvRows(download);
  expect(header).toContain('Email');
  expect(header).toContain('Status');
  expect(rows).toHaveLength(suspended.total);
  const statusColumn = header!.indexOf('Status');
  expect(new Set(rows.map((row) => row[statusColumn]))).toEqual(new Set(['Suspended']));
});
