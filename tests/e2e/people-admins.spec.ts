import { expect, test } from '@playwright/test';
import { expectListTotal, searchList, staffApi, runOnDemoServer } from './people-support';
import { signIn, staff } from './support';

runOnDemoServer();

test('a superAdmin creates an admin, edits the role, sees it in the history, then deletes the account', async ({ page, request }) => {
  const api = await staffApi(request);
  const email = `eddie.editor.${Date.now()}@tutor-admin.test`;
  await signIn(page);
  await page.goto('/admin/admin-management');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/admin-management\/add$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Eddie Editor');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('short');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be 10 characters at least')).toBeVisible();
  await page.getByRole('textbox', { name: /^Password/ }).fill('Editor!2026pass');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/admin-management\/view\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Eddie Editor' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Role' }).locator('+ dd')).toHaveText('Editor');
  expect(await api.get<{ userType: string; userRole: string }>(`/admin/user/${id}`)).toMatchObject({ userType: 'admin', userRole: 'editor' });

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/admin-management/edit/${id}$`));
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Admin (full access)' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/admin-management/view/${id}$`));
  // The newest entry is the edit: the role went from editor to admin.
  await expect(page.getByRole('region', { name: 'History' }).getByRole('row', { name: 'Role Editor Admin (full access)', exact: true })).toBeVisible();

  await page.goto('/admin/admin-management');
  await searchList(page, email);
  // The search has answered (the URL changes first): a row clicked before then may move under the pointer.
  await expectListTotal(page, 1);
  await page.getByRole('row').filter({ hasText: email }).getByText('Eddie Editor').click();
  await expect(page).toHaveURL(new RegExp(`/admin/admin-management/view/${id}$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('They are signed out at once and can no longer sign in.');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list, with the search it had (react-admin keeps the list's parameters).
  await expect(page).toHaveURL(/\/admin\/admin-management(\?.*)?$/);
  const gone = await api.post(`/admin/user/delete/${id}`);
  expect(gone.status).toBe(404);
});

test('a superAdmin cannot delete or demote themselves (the last superAdmin): the UI does not offer it, the server refuses', async ({ page, request }) => {
  const api = await staffApi(request);
  const me = (await api.list<{ id: number; email: string }>('/admin/user?userType=superAdmin')).items.find((account) => account.email === staff.superAdmin.email)!;
  await signIn(page);
  await page.goto(`/admin/admin-management/view/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: staff.superAdmin.name })).toBeVisible();
  await expect(page.getByText('This is your own account: you cannot change your own type, role or status, or delete it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Account type')).toBeDisabled();
  await expect(page.getByLabel('Status')).toBeDisabled();

  const deleteSelf = await api.post(`/admin/user/delete/${me.id}`);
  expect(deleteSelf).toMatchObject({ status: 403, body: { message: 'You cannot delete your own account' } });
  const demoteSelf = await api.post(`/admin/user/${me.id}`, { userType: 'admin' });
  expect(demoteSelf.status).toBeGreaterThanOrEqual(400);
  expect(demoteSelf.body.message).toBeTruthy();
  expect((await api.get<{ userType: string }>(`/admin/user/${me.id}`)).userType).toBe('superAdmin');
});

test('an admin cannot reach admin management: every URL lands on the dashboard and the server refuses', async ({ page, request }) => {
  await signIn(page, staff.admin);
  for (const path of ['/admin/admin-management', '/admin/admin-management/add', '/admin/admin-management/view/1', '/admin/admin-management/edit/1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
  }
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin management' })).toHaveCount(0);
  const api = await staffApi(request, staff.admin);
  const refused = await api.post('/admin/register', { userType: 'admin', displayName: 'Sneaky', email: 'sneaky@tutor-admin.test', password: 'Sneaky!2026pass' });
  expect(refused).toMatchObject({ status: 403, body: { message: 'Only a super admin may manage admin accounts' } });
});

test('a superAdmin invites an admin without choosing a password: the form says a link is emailed, and the account opens', async ({ page, request }) => {
  const api = await staffApi(request);
  const email = `ivy.invited.${Date.now()}@tutor-admin.test`;
  await signIn(page);
  await page.goto('/admin/admin-management/add');
  await expect(page.getByText('Leave blank to email the new admin a link to choose their own')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ivy Invited');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/admin-management\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivy Invited' })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  expect(await api.get<{ email: string; userType: string; userRole: string }>(`/admin/user/${id}`)).toMatchObject({ email, userType: 'admin', userRole: 'admin' });
  expect((await api.post(`/admin/user/delete/${id}`)).status).toBe(200);
});
