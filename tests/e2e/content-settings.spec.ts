import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, signIn } from './support';
import { staffApi, unique } from './content-support';

interface Settings {
  siteName: string;
  dateFormat: string;
  maintenanceMode: boolean;
  maintenanceMessage: string;
}

test('site settings are saved, and maintenance mode needs its message', async ({ page, request }) => {
  const api = await staffApi(request);
  const before = await api.get<Settings>('/admin/setting');
  try {
    await signIn(page);
    await page.goto('/admin/site-setting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
    await expect(page.getByLabel(/^Site name/)).toHaveValue(before.siteName);
    await expectAccessibleInBothThemes(page);

    const siteName = `E2E marketplace ${unique()}`;
    await page.getByLabel(/^Site name/).fill(siteName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    expect((await api.get<Settings>('/admin/setting')).siteName).toBe(siteName);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(siteName);

    // On without a message: refused beside the message field, nothing saved.
    await page.getByLabel('Maintenance mode').check();
    await page.getByLabel(/^Maintenance message/).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel(/^Maintenance message/)).toHaveAccessibleDescription(
      'Enter the message visitors see while the site is in maintenance',
    );
    expect((await api.get<Settings>('/admin/setting')).maintenanceMode).toBe(false);

    const message = 'Back soon: we are upgrading the marketplace.';
    await page.getByLabel(/^Maintenance message/).fill(message);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    const saved = await api.get<Settings>('/admin/setting');
    expect(saved).toMatchObject({ siteName, maintenanceMode: true, maintenanceMessage: message });

    // The server applies the same rule to a call that skips the form.
    const refusal = await api.post('/admin/setting/update', { maintenanceMessage: '' });
    expect(refusal.status).toBe(400);
    expect(refusal.body.errors?.maintenanceMessage).toBe('Enter the message visitors see while the site is in maintenance');
  } finally {
    await api.send('/admin/setting/update', { siteName: before.siteName, maintenanceMode: before.maintenanceMode, maintenanceMessage: before.maintenanceMessage });
  }
});

test("site settings answer bad input with the form's own messages, not the browser's bubbles", async ({ page, request }) => {
  const api = await staffApi(request);
  const before = await api.get<Settings>('/admin/setting');
  await signIn(page);
  await page.goto('/admin/site-setting');
  await page.getByLabel(/^Contact email/).fill('not-an-email');
  await page.getByLabel(/^Commission/).fill('150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The browser's own check would stop the form before these, in the browser's language.
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await expect(page.getByText('Must be 100 or less')).toBeVisible();
  expect(await api.get<Settings>('/admin/setting')).toEqual(before);
});
