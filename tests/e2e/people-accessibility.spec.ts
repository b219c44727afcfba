import { expect, test } from '@playwright/test';
import { staffApi, runOnDemoServer } from './people-support';
import { expectAccessibleInBothThemes, signIn } from './support';

runOnDemoServer();

interface Ids {
  tutor: number;
  user: number;
  admin: number;
  booking: number;
  report: number;
}

let ids: Ids;

test.beforeAll(async ({ request }) => {
  const api = await staffApi(request);
  const first = async (path: string) => (await api.list<{ id: number }>(path)).items[0]!.id;
  ids = {
    tutor: await first('/admin/tutor?limit=1'),
    user: await first('/admin/user?userType=user&limit=1'),
    admin: await first('/admin/user?userType=admin&limit=1'),
    booking: await first('/admin/transactions?limit=1'),
    report: await first('/admin/report-management?limit=1'),
  };
});

const screens: Array<[string, (ids: Ids) => string]> = [
  ['dashboard', () => '/admin/dashboard'],
  ['tutor list', () => '/admin/tutors'],
  ['tutor add', () => '/admin/tutors/add'],
  ['tutor detail', ({ tutor }) => `/admin/tutors/${tutor}`],
  ['tutor edit', ({ tutor }) => `/admin/tutors/edit/${tutor}`],
  ['user list', () => '/admin/users'],
  ['user add', () => '/admin/users/add'],
  ['user detail', ({ user }) => `/admin/users/${user}`],
  ['user edit', ({ user }) => `/admin/users/edit/${user}`],
  ['admin list', () => '/admin/admin-management'],
  ['admin add', () => '/admin/admin-management/add'],
  ['admin view', ({ admin }) => `/admin/admin-management/view/${admin}`],
  ['admin edit', ({ admin }) => `/admin/admin-management/edit/${admin}`],
  ['transaction list', () => '/admin/transactions'],
  ['transaction detail', ({ booking }) => `/admin/transactions/${booking}`],
  ['report list', () => '/admin/reports'],
  ['report detail', ({ report }) => `/admin/reports/${report}`],
];

for (const [name, path] of screens) {
  test(`${name} has one h1 and no axe violations in the light and dark themes`, async ({ page }) => {
    await signIn(page);
    await page.goto(path(ids));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('the card list below 768px has no axe violations in the light and dark themes', async ({ page }) => {
  await page.setViewportSize({ width: 414, height: 860 });
  await signIn(page);
  await page.goto('/admin/tutors');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
});
