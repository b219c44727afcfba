import { expect, test, type Page } from '@playwright/test';
import { ports } from '../../playwright.config';
import { demoBaseURL, searchListShown, staffApi } from './people-support';
import { keys, signIn } from './support';

/*
 * A list opened directly (a reload, a bookmark) has its first page requested by the entry, before
 * react-admin has loaded (src/firstScreen/). These check what a user sees: the right rows, as many
 * requests as before, and an expired token handled as on any other call.
 */

interface Tutor {
  displayName: string;
  email: string;
}

/** The tutor-list calls the page sends from now on. */
function tutorListCalls(page: Page) {
  const calls: Array<{ url: string; status?: number }> = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/admin\/tutor\?/.test(request.url())) calls.push({ url: request.url() });
  });
  page.on('response', (response) => {
    const call = calls.find((each) => each.url === response.url() && each.status === undefined);
    if (call) call.status = response.status();
  });
  return calls;
}

const emailCells = (page: Page) => page.locator('tbody tr td.column-email');

test.describe('on the demo marketplace', () => {
  test.use({ baseURL: demoBaseURL });

  test('the tutors list opened directly shows the newest tutors, requested once', async ({ page, request }) => {
    const api = await staffApi(request);
    const newest = (await api.list<Tutor>('/admin/tutor?page=1&limit=25&sort=createdAt&dir=desc')).items;
    await signIn(page);
    const calls = tutorListCalls(page);
    await page.goto('/admin/tutors');
    await expect(emailCells(page)).toHaveText(newest.map((tutor) => tutor.email));
    await page.waitForLoadState('networkidle');
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?page=1&limit=25&sort=createdAt&dir=desc']);
  });

  test('a list reloaded after a search and a sort shows those rows again, requested once', async ({ page, request }) => {
    const api = await staffApi(request);
    await signIn(page);
    await page.goto('/admin/tutors');
    await searchListShown(page, 'an');
    await page.getByRole('button', { name: 'Email' }).click();
    await expect(page).toHaveURL(/sort=email/);
    const order = new URL(page.url()).searchParams.get('order')!.toLowerCase();
    const expected = (await api.list<Tutor>(`/admin/tutor?page=1&limit=25&search=an&sort=email&dir=${order}`)).items;
    await expect(emailCells(page)).toHaveText(expected.map((tutor) => tutor.email));

    const calls = tutorListCalls(page);
    await page.reload();
    await expect(emailCells(page)).toHaveText(expected.map((tutor) => tutor.email));
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).searchParams.get('search')).toBe('an');
  });
});

test.describe('with access tokens that expire after 3 s', () => {
  test.use({ baseURL: `http://localhost:${ports.shortTokens}` });

  test('a list opened with an expired access token refreshes it once and shows the list, still signed in', async ({ page }) => {
    // The refresh token each refresh spent: one refresh per expired token, never two for the same
    // one (the early request and the list's own both refused). A slow machine may see the new
    // 3-second token expire too before the page settles, and refresh again with the next token.
    const refreshes: { spent: string; status: number }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/v1/auth/refreshToken')) return;
      const { refreshToken } = response.request().postDataJSON() as { refreshToken: string };
      refreshes.push({ spent: refreshToken, status: response.status() });
    });
    await signIn(page);
    // Leave the admin for a page of its address that runs none of its code (nothing there refreshes
    // the token), and wait until the access token the admin left behind has expired.
    await page.goto('/api/health');
    const expiresAt = await page.evaluate((key) => {
      const token = (sessionStorage.getItem(key) ?? localStorage.getItem(key))!.replace(/"/g, '');
      const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      return claims.exp * 1000;
    }, keys.accessToken);
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(expiresAt);
    const calls = tutorListCalls(page);
    await page.goto('/admin/tutors');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutors' })).toBeVisible();
    await expect.poll(() => calls.map((call) => call.status)).toEqual([403, 200]);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.map((refresh) => refresh.status)).toEqual(refreshes.map(() => 200));
    expect(new Set(refreshes.map((refresh) => refresh.spent)).size).toBe(refreshes.length);
    await expect(page).toHaveURL(/\/admin\/tutors$/);
  });
});
