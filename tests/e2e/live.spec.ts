import { expect, test, type Page } from '@playwright/test';
import { createAdmin, staffApi, unique } from './content-support';
import { signIn } from './support';

/**
 * Live changes: what another admin saves through their own session shows on the open screens of this
 * one without a reload (the list, a record's page), and an open edit form warns before its save.
 */

/** The tab's live stream: the admin opens it once the screen has settled (src/live/LiveChanges.tsx). */
const streamOpened = (page: Page) => page.waitForRequest((request) => request.url().includes('/api/v1/admin/changes'), { timeout: 30_000 });

const announcement = (title: string) => ({ title, message: 'Said live', audience: 'everyone', startsAt: '2026-12-01T10:00:00.000Z' });

test("another admin's new, changed and deleted records show in the open list by themselves, keeping its search", async ({ page, request }) => {
  const api = await staffApi(request);
  const other = await staffApi(request, undefined, await createAdmin(api, 'Live Other'));
  const tag = `Live${unique()}`;
  const first = await other.send<{ id: number }>('/admin/announcements', announcement(`${tag} first`));
  await signIn(page);
  const live = streamOpened(page);
  await page.goto(`/admin/announcements?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await live;

  const second = await other.send<{ id: number }>('/admin/announcements', announcement(`${tag} second`));
  await expect(page.getByRole('cell', { name: `${tag} second`, exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await other.put(`/admin/announcements/${first.id}`, { title: `${tag} renamed` });
  await expect(page.getByRole('cell', { name: `${tag} renamed`, exact: true })).toBeVisible();
  const removed = await other.post(`/admin/announcements/bulk`, { action: 'delete', ids: [second.id] });
  expect(removed.status).toBe(200);
  await expect(rows).toHaveCount(1);
  // Still the same search, on the same page.
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(tag)));
});

test("a record's page shows another admin's save in place, and an open edit form warns before its save", async ({ page, request }) => {
  const api = await staffApi(request);
  const otherAccount = await createAdmin(api, 'Live Editor');
  const other = await staffApi(request, undefined, otherAccount);
  const title = `Live edit ${unique()}`;
  const created = await other.send<{ id: number }>('/admin/announcements', announcement(title));
  await signIn(page);

  const live = streamOpened(page);
  await page.goto(`/admin/announcements/${created.id}`);
  await live;
  // The record's fields come first; its history below repeats the values.
  await expect(page.getByText('Said live', { exact: true }).first()).toBeVisible();
  await other.put(`/admin/announcements/${created.id}`, { message: 'Changed elsewhere' });
  await expect(page.getByText('Changed elsewhere', { exact: true }).first()).toBeVisible();

  await page.goto(`/admin/announcements/edit/${created.id}`);
  const message = page.getByLabel(/^Message/);
  await expect(message).toHaveValue('Changed elsewhere');
  await message.fill('Typed here');
  await other.put(`/admin/announcements/${created.id}`, { title: `${title} (theirs)` });

  const warning = page.getByRole('status').filter({ hasText: 'Someone else changed this record while you were editing it' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(otherAccount.displayName);
  await expect(warning.getByRole('row', { name: /Title/ })).toContainText(`${title} (theirs)`);
  // The form kept what it loaded and what was typed.
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(message).toHaveValue('Typed here');

  await warning.getByRole('button', { name: 'Load their version (keep my edits on top)' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} (theirs)`);
  await expect(message).toHaveValue('Typed here');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/${created.id}$`));
  const stored = await api.get<{ title: string; message: string }>(`/admin/announcements/${created.id}`);
  expect(stored).toMatchObject({ title: `${title} (theirs)`, message: 'Typed here' });
});
