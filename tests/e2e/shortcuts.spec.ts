import { expect, test } from '@playwright/test';
import { demoBaseURL, staffApi, unique } from './content-support';
import { runOnDemoServer, urlFilter } from './people-support';
import { expectAccessible, screenHeading, signIn, staff } from './support';

/** The keyboard shortcuts (src/layout/KeyboardShortcuts.tsx and the menu's `g` keys), as staff type them. */

runOnDemoServer();

test('g then a key opens a list, / puts the cursor in its search, ? lists the shortcuts, and none fires while typing', async ({ page }) => {
  await signIn(page);
  // Typed once the screen shows its menu, as a person does.
  await expect(page.getByRole('menuitem', { name: 'Tutors', exact: true })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/admin\/tutors$/);
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeVisible();

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // Typed into the box: a search, not a shortcut.
  await page.keyboard.type('gr?');
  await expect(search).toHaveValue('gr?');
  await expect(page).toHaveURL(/\/admin\/tutors\?/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await search.blur();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('row')).toContainText(['?Show the keyboard shortcuts', '/Search the list', 'g then dGo to Dashboard']);
  await expect(shortcuts).toContainText('g then tGo to Tutors');
  // A super admin may open the admin accounts.
  await expect(shortcuts).toContainText('g then mGo to Admin management');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/admin\/reports$/);
});

test("an admin's list of shortcuts leaves out the lists they may not open", async ({ page }) => {
  await signIn(page, staff.admin);
  await expect(page.getByRole('menuitem', { name: 'Tutors', exact: true })).toBeVisible();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('g then tGo to Tutors');
  await expect(shortcuts).not.toContainText('Admin management');
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe('at phone width, with the menu folded away', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('g then a key still opens the list', async ({ page }) => {
    await signIn(page);
    // The admin's own heading, not the one drawn while its code loads (which hears no key yet).
    await expect(screenHeading(page)).toHaveText('Dashboard');
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });
});

test('j and k go through the list a record was opened from, across its pages, and Ctrl+Enter saves and edits the next', async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  const prefix = `Steps ${unique()}`;
  const ids: number[] = [];
  for (const letter of ['A', 'B', 'C']) {
    ids.push((await api.send<{ id: number }>('/admin/announcements', { title: `${prefix} ${letter}`, message: 'Go through the list', audience: 'everyone', startsAt: '2026-12-01T10:00:00.000Z' })).id);
  }
  const [a, b, c] = ids;
  await signIn(page);
  // Two to a page, by title: A and B on the first page, C on the second.
  await page.goto(`/admin/announcements?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}&sort=title&order=ASC&perPage=2&page=1`);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: `${prefix} A` }).click();
  const heading = screenHeading(page);
  await expect(heading).toContainText(`${prefix} A`);

  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/${b}$`));
  await expect(heading).toContainText(`${prefix} B`);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/${c}$`));
  await expect(heading).toContainText(`${prefix} C`);
  await page.keyboard.press('j');
  await expect(page.getByText('This is the last record of the list.')).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/${b}$`));
  await expect(heading).toContainText(`${prefix} B`);

  await page.getByRole('link', { name: 'Edit' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(`${prefix} B`);
  await title.fill(`${prefix} B, checked`);
  // Pressed while typing in the field.
  await title.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/edit/${c}$`));
  await expect(title).toHaveValue(`${prefix} C`);
  expect((await api.get<{ title: string }>(`/admin/announcements/${b}`)).title).toBe(`${prefix} B, checked`);
  // At the end of the list, the button that would go on is not offered.
  await expect(page.getByRole('button', { name: 'Save and next' })).toHaveCount(0);

  await page.goto(`/admin/announcements/${a}`);
  await expect(heading).toContainText(`${prefix} A`);
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('jNext record of the list');
  await expect(shortcuts).toContainText('Ctrl+EnterSave, then edit the next record of the list');
});

test('Ctrl+K opens one search for everything: a student found by name and opened by keyboard, a booking by its id, a screen and a saved view by their names', async ({ page, request }) => {
  const api = await staffApi(request, demoBaseURL);
  const student = (await api.list<{ id: number; displayName: string }>('/admin/user?userType=user&sort=id&dir=desc&limit=1')).items[0]!;
  const booking = (await api.list<{ id: number }>('/admin/transactions?sort=id&dir=desc&limit=1')).items[0]!;
  await signIn(page);
  const button = page.getByRole('button', { name: 'Quick find' });
  await expect(button).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Quick find' });
  const box = palette.getByRole('combobox', { name: 'Records, lists and actions' });
  await expect(box).toBeFocused();
  // With nothing typed, the screens and actions the person may open.
  await expect(palette.getByRole('option', { name: 'Tutors', exact: true })).toBeVisible();
  await box.fill(student.displayName);
  const found = palette.getByRole('option', { name: student.displayName, exact: true });
  await expect(found).toBeVisible();
  await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expectAccessible(page, () => expect(found).toBeVisible());
  // The first record is chosen as it appears; Enter opens it.
  await expect(palette.getByRole('option').first()).toHaveText(student.displayName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
  await expect(palette).toBeHidden();

  await button.click();
  await box.fill(String(booking.id));
  const bookings = palette.getByRole('listbox').locator('li', { has: page.getByText('Transactions', { exact: true }) });
  await bookings.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${booking.id}$`));

  await button.click();
  await box.fill('site sett');
  await palette.getByRole('option', { name: 'Site settings' }).click();
  await expect(page).toHaveURL(/\/admin\/site-setting$/);

  // A saved view (here a shipped one) is found by its name and opens its list as it was saved.
  await button.click();
  await box.fill('waiting for appr');
  await palette.getByRole('listbox').locator('li', { has: page.getByText('Views', { exact: true }) }).getByRole('option', { name: 'Tutors waiting for approval' }).click();
  await expect(page).toHaveURL(/\/admin\/tutors\?/);
  await expect.poll(() => urlFilter(page)).toEqual({ approvalStatus: 'pending' });
  await expect(page.getByRole('button', { name: /^Views/ })).toHaveText('Tutors waiting for approval');
});
