import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, fillSignIn } from './support';
import { createAdmin, makePng, signInAt, staffApi, mainBaseURL } from './content-support';

/** These tests change the signed-in admin's own account, so each uses a fresh admin made through the API. */

test('profile: a new name and an uploaded photo show in the app bar at once', async ({ page, request }) => {
  const admin = await createAdmin(await staffApi(request), 'E2E Profile');
  await signInAt(page, mainBaseURL, admin);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByLabel(/^Email/)).toHaveValue(admin.email);
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await expectAccessibleInBothThemes(page);

  // A file that is not an image is refused before anything is sent.
  await page.getByLabel(/^Drop a photo here/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible();
  // Nor is a file named like a photo that no browser can read as one: said under the photo, before saving.
  await page.getByLabel(/^Drop a photo here/).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image either') });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Said in the server's words (one sentence whichever side refuses), with no broken picture beside it.
  const unreadable = page.getByText('The photo is damaged or not a complete image.');
  await expect(unreadable).toBeVisible();
  await expect(page.locator('.previews img')).toHaveCount(0);
  await expect(page.locator('.previews')).toContainText('fake.png');
  await expect(page.getByLabel(/^Name/)).not.toHaveAccessibleDescription(/damaged/);
  await page.locator('.previews').getByRole('button', { name: 'Delete' }).click();
  await expect(unreadable).toHaveCount(0);

  const newName = `${admin.displayName} renamed`;
  await page.getByLabel(/^Name/).fill(newName);
  await page.getByLabel(/^Drop a photo here/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(48, 48, [0, 101, 198]) });
  await expect(page.locator('.previews img')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  const own = await (await staffApi(request, mainBaseURL, admin)).get<{ displayName: string; photoURL: string | null }>(`/admin/user/${admin.id}`);
  expect(own.displayName).toBe(newName);
  expect(own.photoURL).toMatch(/^\/?.*uploads\//);
  const appBar = page.getByRole('banner');
  await expect(appBar).toContainText(newName);
  const avatar = appBar.locator('img');
  await expect(avatar).toHaveAttribute('src', own.photoURL!);
  // The photo is a real image the browser decoded.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);

  // Still there after a reload (the stored user was updated, not only the screen).
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(newName);
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', own.photoURL!);
});

test('change password: the server refuses a wrong current one; the new one then signs in', async ({ page, request }) => {
  const admin = await createAdmin(await staffApi(request), 'E2E Password');
  await signInAt(page, mainBaseURL, admin);
  await page.goto('/admin/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
  await expectAccessibleInBothThemes(page);

  const newPassword = `${admin.password}-next`;
  await page.getByLabel(/^Current password/).fill('not-my-password-at-all');
  await page.getByLabel(/^New password/).fill(newPassword);
  await expect(page.getByText(/^Strength: /)).toBeVisible();
  await page.getByLabel(/^Confirm the new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  // The same refusal straight from the API: the screen shows the server's words.
  const refusal = await (await staffApi(request, mainBaseURL, admin)).post('/user/changePassword', { oldPassword: 'not-my-password-at-all', newPassword });
  expect(refusal.status).toBeGreaterThanOrEqual(400);
  const message = refusal.body.message!;
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  // One refusal, said once: no generic "form is not valid" toast besides it.
  await expect(page.getByText(/form is not valid/i)).toHaveCount(0);

  await page.getByLabel(/^Current password/).fill(admin.password);
  // Corrected: the refusal no longer applies, so it is not shown any more.
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/admin\/success$/);
  await expect(page.getByRole('status')).toHaveText('Done! Your change has been saved.');
  await expectAccessibleInBothThemes(page);

  // Signed out, the old password no longer works and the new one does.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/admin/login');
  await fillSignIn(page, admin);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await fillSignIn(page, { email: admin.email, password: newPassword });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
