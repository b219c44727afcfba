import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes, signIn } from './support';
import { staffApi, unique, type StaffApi } from './content-support';

interface Subject {
  id: number;
  name: string;
  parentId: number | null;
  children?: Subject[];
}

async function findSubject(api: StaffApi, name: string): Promise<Subject | undefined> {
  const tree = (await api.list<Subject>('/tutor/getSubjects')).items;
  const all = tree.flatMap((root) => [root, ...(root.children ?? [])]);
  return all.find((subject) => subject.name === name);
}

/** Opens the name dialog with `action`, types `name` and saves. */
async function nameSubject(page: Page, action: string, name: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('subjects: a two-level tree is built, and a child taken out of its parent becomes a top-level subject', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const parent = `E2E parent ${suffix}`;
  const [childA, childB] = [`E2E child A ${suffix}`, `E2E child B ${suffix}`];

  await signIn(page);
  await page.goto('/admin/subjects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subjects');
  await nameSubject(page, 'Add a subject', parent);
  await expect(page.getByText(`"${parent}" added`)).toBeVisible();
  await nameSubject(page, `Add a sub-subject to ${parent}`, childA);
  await nameSubject(page, `Add a sub-subject to ${parent}`, childB);

  const children = page.getByRole('list', { name: `Sub-subjects of ${parent}` });
  await expect(children.getByRole('listitem')).toHaveCount(2);
  await expect(children).toContainText(childA);
  await expect(children).toContainText(childB);
  const stored = await findSubject(api, parent);
  expect(stored?.parentId).toBeNull();
  expect(stored?.children?.map((child) => child.name).sort()).toEqual([childA, childB]);
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: `Remove ${childA} from its parent` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`"${childA}" is now a top-level subject`)).toBeVisible();
  await expect(children.getByRole('listitem')).toHaveCount(1);
  await expect(children).toContainText(childB);
  expect((await findSubject(api, parent))?.children?.map((child) => child.name)).toEqual([childB]);
  expect((await findSubject(api, childA))?.parentId).toBeNull();
});

test('removing a subject tutors use says why, with how many use it', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const parent = await api.send<Subject>('/admin/subject/add', { name: `E2E taught parent ${suffix}` });
  const child = await api.send<Subject>('/admin/subject/add', { name: `E2E taught ${suffix}`, parentId: parent.id });
  for (const n of [1, 2]) {
    await api.send('/admin/register', { userType: 'tutor', displayName: `E2E tutor ${n} ${suffix}`, email: `e2e-tutor-${n}-${suffix}@example.test`, subjectIds: [child.id] });
  }
  const refusal = await api.post('/admin/subject/remove/children', { parentId: parent.id, ids: [child.id] });
  expect(refusal.status).toBe(409);
  expect(refusal.body.message).toContain('2 tutors');
  expect(refusal.body).toMatchObject({ reason: 'IN_USE', params: { label: child.name, uses: { tutors: 2 } } });

  await signIn(page);
  await page.goto('/admin/subjects');
  await page.getByRole('button', { name: `Remove all sub-subjects of ${parent.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `"${child.name}" is still in use (Tutors: 2), so it cannot be removed.` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Sub-subjects of ${parent.name}` })).toContainText(child.name);
  expect(await findSubject(api, child.name)).toBeDefined();
});

test('subjects: the search shows each match under its parent, and the export writes what is shown', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const parent = await api.send<Subject>('/admin/subject/add', { name: `E2E search parent ${suffix}` });
  const child = await api.send<Subject>('/admin/subject/add', { name: `E2E needle ${suffix}`, parentId: parent.id });
  await api.send<Subject>('/admin/subject/add', { name: `E2E sibling ${suffix}`, parentId: parent.id });

  await signIn(page);
  await page.goto('/admin/subjects');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`needle ${suffix}`);
  await expect(page).toHaveURL(/\?q=/);
  const children = page.getByRole('list', { name: `Sub-subjects of ${parent.name}` });
  await expect(children.getByRole('listitem')).toHaveCount(1);
  await expect(children).toContainText(child.name);
  await expect(page.getByText('1 subject', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.trim().split(/\r?\n/)).toEqual(['Name,Parent subject,Tutors', `${parent.name},,0`, `${child.name},${parent.name},0`]);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`needle ${suffix}`);
  await expect(children).toContainText(child.name);
});

test('a removed subject goes to the trash: Undo in the notice brings it back, and Restore brings back a whole branch', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const parent = await api.send<Subject>('/admin/subject/add', { name: `E2E trashed parent ${suffix}` });
  const child = await api.send<Subject>('/admin/subject/add', { name: `E2E trashed child ${suffix}`, parentId: parent.id });

  await signIn(page);
  await page.goto(`/admin/subjects?q=${encodeURIComponent(suffix)}`);
  const children = page.getByRole('list', { name: `Sub-subjects of ${parent.name}` });
  await expect(children).toContainText(child.name);
  await page.getByRole('button', { name: `Remove all sub-subjects of ${parent.name}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Its 1 sub-subject moves to the trash, where it can be restored.');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Moved to trash')).toBeVisible();
  await expect(children).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 record restored')).toBeVisible();
  await expect(children).toContainText(child.name);
  expect((await findSubject(api, parent.name))?.children?.map((each) => each.name)).toEqual([child.name]);

  // The branch, sub-subject first, then its parent: both wait in the trash, and come back together.
  expect((await api.post('/admin/subject/remove/children', { parentId: parent.id })).status).toBe(200);
  expect((await api.post('/admin/subject/remove', { id: parent.id })).status).toBe(200);
  await page.reload();
  await expect(page.getByText(parent.name)).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/subjects\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash: Subjects' })).toBeVisible();
  await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(suffix);
  for (const name of [child.name, parent.name]) await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('2 records restored')).toBeVisible();
  expect((await findSubject(api, parent.name))?.children?.map((each) => each.name)).toEqual([child.name]);

  await page.getByRole('link', { name: 'Back to Subjects' }).click();
  await expect(page.getByRole('list', { name: `Sub-subjects of ${parent.name}` })).toContainText(child.name);
});
