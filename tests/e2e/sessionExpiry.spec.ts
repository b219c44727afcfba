import { expect, test } from '@playwright/test';
import { ports } from '../../playwright.config';
import { fillSignIn, keys, signIn, staff } from './support';

// This server's access tokens live 3 seconds (ACCESS_TOKEN_TTL=3).
test.use({ baseURL: `http://localhost:${ports.shortTokens}` });

test('a session that ends while an admin edits a form loses nothing', async ({ page, request }) => {
  const login = await request.post('/api/v1/admin/login', { data: { email: staff.superAdmin.email, password: staff.superAdmin.password } });
  const accessToken = login.headers()['accesstoken'];
  const templates = await request.get('/api/v1/admin/emailTemplate?limit=1', { headers: { authorization: `Bearer ${accessToken}` } });
  const { data } = (await templates.json()) as { data: { items: { id: number }[] } };
  const formPath = `/admin/email-templates/${data.items[0]!.id}`;

  await signIn(page);
  await page.goto(formPath);
  const subject = page.getByLabel(/^Subject/);
  await expect(subject).not.toHaveValue('');
  await subject.fill('Unsaved subject line');

  // The session ends behind the admin's back: the refresh token no longer works.
  await page.evaluate((key) => sessionStorage.setItem(key, 'revoked-refresh-token'), keys.refreshToken);
  await page.waitForTimeout(3_500);
  // The save finds the session gone; on a busy machine a background refetch may find it first.
  await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 3_000 }).catch(() => undefined);

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue where you were.');
  await fillSignIn(page, staff.superAdmin);
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
  await expect(page.getByLabel(/^Subject/)).toHaveValue('Unsaved subject line');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});
