import { expect, test, type Page } from '@playwright/test';
import { csvRows, expectListTotal, searchList, staffApi, urlFilter, runOnDemoServer } from './people-support';
import { expectAccessibleInBothThemes, signIn } from './support';

runOnDemoServer();

interface Tutor {
  id: number;
  displayName: string;
  email: string;
  approvalStatus: string;
  hourlyRateCents: number;
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

/** Opens a tutor the way staff do: search the list by name, click the row. */
async function openFromList(page: Page, tutor: Tutor) {
  await page.goto('/admin/tutors');
  await searchList(page, tutor.email);
  const row = page.getByRole('row').filter({ hasText: tutor.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByText(tutor.displayName).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${tutor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tutor.displayName })).toBeVisible();
}

async function changeStatus(page: Page, action: string, reason: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a pending tutor is approved, suspended and reactivated, each with a required reason shown in the history', async ({ page, request }) => {
  const api = await staffApi(request);
  const tutor = (await api.list<Tutor>('/admin/tutor?approvalStatus=pending&sort=id&dir=asc&limit=1')).items[0]!;
  await signIn(page);
  await openFromList(page, tutor);
  const status = page.locator('dt', { hasText: 'Approval' }).locator('+ dd');
  await expect(status).toHaveText('Pending');

  await changeStatus(page, 'Approve', 'Diploma checked by phone');
  await expect(page.getByText(`${tutor.displayName} is approved`)).toBeVisible();
  await expect(status).toHaveText('Approved');
  await expect(history(page).getByRole('cell', { name: 'Diploma checked by phone' })).toBeVisible();

  await changeStatus(page, 'Suspend', 'Three no-shows in a week');
  await expect(status).toHaveText('Suspended');
  await expect(page.locator('dt', { hasText: 'Reason of the last change' }).locator('+ dd')).toHaveText('Three no-shows in a week');
  await expect(history(page).getByRole('cell', { name: 'Three no-shows in a week' })).toBeVisible();

  await changeStatus(page, 'Reactivate', 'Explained and apologised');
  await expect(status).toHaveText('Approved');
  await expect(history(page).getByRole('cell', { name: 'Explained and apologised' })).toBeVisible();
  await expect(history(page).getByRole('listitem')).toHaveCount(3);

  const stored = await api.get<{ approvalStatus: string; statusReason: string }>(`/admin/tutor/${tutor.id}`);
  expect(stored).toMatchObject({ approvalStatus: 'approved', statusReason: 'Explained and apologised' });
});

test('a tutor edited in the form shows the change on the detail, in the list and in the history', async ({ page, request }) => {
  const api = await staffApi(request);
  const tutor = (await api.list<Tutor>('/admin/tutor?approvalStatus=approved&sort=id&dir=asc&limit=1')).items[0]!;
  await signIn(page);
  await openFromList(page, tutor);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/edit/${tutor.id}$`));
  await page.waitForLoadState('networkidle');
  const rate = page.getByLabel('Hourly rate ($)');
  await expect(rate).toHaveValue(String(tutor.hourlyRateCents / 100));
  const newCents = tutor.hourlyRateCents + 125;
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(newCents / 100);
  const headline = `Calm and exam-focused ${Date.now()}`;
  await rate.fill(String(newCents / 100));
  await page.getByLabel('Headline').fill(headline);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${tutor.id}$`));
  await expect(page.locator('dt', { hasText: 'Hourly rate' }).locator('+ dd')).toHaveText(shown);
  await expect(page.locator('dt', { hasText: 'Headline' }).locator('+ dd')).toHaveText(headline);
  const change = history(page).getByRole('row', { name: /Hourly rate/ }).first();
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(change).toContainText(`Hourly rate${dollars.format(tutor.hourlyRateCents / 100)}${shown}`);

  await page.goto('/admin/tutors');
  await searchList(page, tutor.email);
  await expect(page.getByRole('row').filter({ hasText: tutor.email })).toContainText(shown);
  expect((await api.get<Tutor>(`/admin/tutor/${tutor.id}`)).hourlyRateCents).toBe(newCents);
});

test('a new tutor is added with subjects from the tree and a rate in dollars', async ({ page, request }) => {
  const api = await staffApi(request);
  await signIn(page);
  await page.goto('/admin/tutors');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/tutors\/add$/);
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Name').fill('Ada Playwright');
  await page.getByLabel('Email').fill(`ada.playwright.${Date.now()}@tutors.example.com`);
  await page.getByLabel('Hourly rate ($)').fill('31.75');
  const firstSubject = page.getByRole('group', { name: 'Subjects' }).getByRole('checkbox').first();
  await firstSubject.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/tutors\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Playwright' })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  const stored = await api.get<{ hourlyRateCents: number; subjectIds: number[]; approvalStatus: string }>(`/admin/tutor/${id}`);
  expect(stored.hourlyRateCents).toBe(3175);
  expect(stored.subjectIds).toHaveLength(1);
  await expect(history(page).getByText(/created/i)).toBeVisible();
});

test('deleting a tutor says what happens to their bookings; their future unpaid bookings are cancelled', async ({ page, request }) => {
  const api = await staffApi(request);
  const suspended = await api.list<Tutor>('/admin/tutor?approvalStatus=suspended&sort=id&dir=desc&limit=50');
  let tutor: Tutor | undefined;
  let unpaid: Array<{ id: number }> = [];
  const future = (booking: { lessonAt: string }) => new Date(booking.lessonAt).getTime() > Date.now() + 60_000;
  for (const candidate of suspended.items) {
    const pending = await api.list<{ id: number; lessonAt: string }>(`/admin/transactions?tutorId=${candidate.id}&paymentStatus=pending&limit=100`);
    unpaid = pending.items.filter(future);
    if (unpaid.length > 0) {
      tutor = candidate;
      break;
    }
  }
  expect(tutor, 'a suspended tutor with future unpaid bookings').toBeDefined();
  await signIn(page);
  await openFromList(page, tutor!);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete ${tutor!.displayName}?`);
  await expect(dialog).toContainText('Their future bookings still waiting for payment are cancelled');
  await expect(dialog).toContainText('past bookings, earnings and reports stay readable');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list, whose stored search react-admin may write back into the URL at any moment.
  await expect(page).toHaveURL(/\/admin\/tutors(\?|$)/);
  await searchList(page, tutor!.email);
  await expect(page.getByText('No Tutors found using the current filters.')).toBeVisible();
  expect((await api.list<Tutor>(`/admin/tutor?search=${encodeURIComponent(tutor!.email)}`)).total).toBe(0);
  for (const booking of unpaid) {
    expect((await api.get<{ paymentStatus: string }>(`/admin/transactions/${booking.id}`)).paymentStatus).toBe('cancelled');
  }
});

test('the CSV export has the readable header and exactly the filtered tutors', async ({ page, request }) => {
  const api = await staffApi(request);
  const rejected = await api.list<Tutor>('/admin/tutor?approvalStatus=rejected&limit=100');
  await signIn(page);
  await page.goto('/admin/tutors');
  await page.getByRole('combobox', { name: 'Approval' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect.poll(() => urlFilter(page)).toEqual({ approvalStatus: 'rejected' });
  await expectListTotal(page, rejected.total);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tutors-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvRows(download);
  expect(header).toEqual(['ID', 'Name', 'Email', 'Approval', 'Account status', 'Hourly rate', 'Subjects', 'Country', 'Joined']);
  expect(rows).toHaveLength(rejected.total);
  expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Rejected']));
  expect(rows.map((row) => Number(row[0])).sort()).toEqual(rejected.items.map((tutor) => tutor.id).sort());
});

test('filters, sort, page and page size live in the URL: they survive a reload and the back button', async ({ page, request }) => {
  const api = await staffApi(request);
  // Rejected tutors: no other test changes them, so the rows stay put while this one runs.
  const rejected = await api.list<Tutor>('/admin/tutor?approvalStatus=rejected&sort=hourlyRateCents&dir=asc&limit=10&page=2');
  expect(rejected.total).toBeGreaterThan(10);
  const rowsShown = Math.min(10, rejected.total - 10) + 1;
  await signIn(page);
  await page.goto('/admin/tutors');
  await expect(page.getByRole('row')).toHaveCount(26);

  await page.getByRole('combobox', { name: 'Approval' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/approvalStatus/);
  // The URL changes before the list has drawn the change (React Router renders it in a transition):
  // like the person, each step waits for the list to show the last one before taking the next.
  await expect(page.getByRole('row').filter({ hasNotText: 'Rejected' })).toHaveCount(1);
  await page.getByRole('combobox', { name: /Rows per page/ }).selectOption('10');
  await expect(page).toHaveURL(/perPage=10/);
  await expect(page.getByRole('row')).toHaveCount(11);
  const filteredFirstPage = page.url();

  await page.getByRole('button', { name: 'Sort by hourly rate ascending', exact: true }).click();
  await expect(page).toHaveURL(/sort=hourlyRateCents/);
  await expect(page.getByRole('button', { name: 'Sort by hourly rate descending', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('row')).toHaveCount(rowsShown);
  await expect(page.getByRole('row').nth(1)).toContainText(rejected.items[0]!.email);
  const secondPage = page.url();

  await page.reload();
  await expect(page).toHaveURL(secondPage);
  await expect(page.getByRole('row')).toHaveCount(rowsShown);
  await expect(page.getByRole('row').nth(1)).toContainText(rejected.items[0]!.email);
  await expect(page.getByRole('combobox', { name: 'Approval' })).toHaveText('Rejected');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveValue('10');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).toHaveURL(filteredFirstPage);
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(secondPage);
  await expect(page.getByRole('row').nth(1)).toContainText(rejected.items[0]!.email);
});

test('below 768px the list is a card list; a card is a link to the tutor, by mouse or keyboard', async ({ page, request }) => {
  const api = await staffApi(request);
  const tutor = (await api.list<Tutor>('/admin/tutor?approvalStatus=approved&sort=id&dir=desc&limit=1')).items[0]!;
  await page.setViewportSize({ width: 400, height: 860 });
  await signIn(page);
  await page.goto('/admin/tutors');
  await searchList(page, tutor.email);
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').getByRole('link', { name: new RegExp(tutor.displayName) });
  await expect(card).toHaveAttribute('href', `/admin/tutors/${tutor.id}`);
  await expect(card).toContainText(tutor.email);
  await expect(page.getByRole('listitem').getByRole('button')).toHaveCount(0);
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${tutor.id}$`));
  await page.goBack();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${tutor.id}$`));
});

test("a tutor saved by someone else while the form is open: the save shows their change, and loading theirs keeps what was typed", async ({ page, request }) => {
  const api = await staffApi(request);
  const tutor = (await api.list<Tutor>('/admin/tutor?approvalStatus=approved&sort=id&dir=asc&limit=3')).items[2]!;
  await signIn(page);
  await page.goto(`/admin/tutors/edit/${tutor.id}`);
  const rate = page.getByLabel(/^Hourly rate/);
  await expect(rate).toHaveValue(String(tutor.hourlyRateCents / 100));
  const theirs = `Their headline ${Date.now()}`;
  expect((await api.post(`/admin/tutor/${tutor.id}`, { headline: theirs })).status).toBe(200);

  const mine = tutor.hourlyRateCents + 300;
  await rate.fill(String(mine / 100));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect(panel.getByRole('row').filter({ hasText: 'Headline' })).toContainText(theirs);
  await panel.getByRole('button', { name: /Load their version/ }).click();
  await expect(page.getByLabel('Headline')).toHaveValue(theirs);
  await expect(rate).toHaveValue(String(mine / 100));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/tutors/${tutor.id}$`));
  expect(await api.get<Tutor & { headline: string }>(`/admin/tutor/${tutor.id}`)).toMatchObject({ headline: theirs, hourlyRateCents: mine });
});

test('on a slow connection, what is typed before the tutor has been read stays when the read arrives, and is saved', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = `${Date.now()}`;
  const created = await api.post('/admin/register', { userType: 'tutor', displayName: `Slow Read ${suffix}`, email: `slow-read-${suffix}@example.test`, bio: 'Teaches from the declaration' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const tutor = created.body.data as Tutor;
  // The tutor's own read is held until the name has been typed: the form opens from the list's copy of the tutor, as it does while a read is slow.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/api/v1/admin/tutor/${tutor.id}$`), async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await typed;
    return route.fulfill({ response: await route.fetch() });
  });
  await signIn(page);
  await openFromList(page, tutor);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const name = page.getByLabel(/^Name/);
  const about = page.getByLabel(/^About/);
  await expect(name).toHaveValue(tutor.displayName);
  await expect(about).toHaveValue('');
  await name.press('End');
  await name.pressSequentially(' Jr');
  release();
  // The read is in (the bio, which the list does not hold, shows), and the typed name is still there to save.
  await expect(about).toHaveValue('Teaches from the declaration');
  await expect(name).toHaveValue(`${tutor.displayName} Jr`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Tutor saved', { exact: true })).toBeVisible();
  expect((await api.get<Tutor>(`/admin/tutor/${tutor.id}`)).displayName).toBe(`${tutor.displayName} Jr`);
  // The detail screen's own read after the save may still be passing through the route: it must not outlive this test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a deleted tutor waits in the trash: Undo in the notice brings them back, and so does Restore in the tutors\' trash', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = Date.now().toString(36);
  const created = await api.post('/admin/register', { userType: 'tutor', displayName: `Trashed Tutor ${suffix}`, email: `trashed-tutor-${suffix}@example.test` });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const tutor = created.body.data as Tutor;
  const listed = async () => (await api.list<Tutor>(`/admin/tutor?search=${encodeURIComponent(tutor.email)}`)).total;

  await signIn(page);
  await openFromList(page, tutor);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('The account waits in the trash, where it can be restored while its email is free');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Moved to trash')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tutors(\?|$)/);
  expect(await listed()).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 record restored')).toBeVisible();
  expect(await listed()).toBe(1);

  expect((await api.post(`/admin/tutor/delete/${tutor.id}`)).status).toBe(200);
  await page.goto('/admin/tutors');
  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tutors\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash: Tutors' })).toBeVisible();
  await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(tutor.displayName);
  const row = page.getByRole('row').filter({ hasText: tutor.displayName });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('1 record restored')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await listed()).toBe(1);
});
