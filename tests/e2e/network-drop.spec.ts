import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, keys, signIn } from './support';
import { staffApi, unique } from './content-support';

/**
 * Issue 8: the network drops while an admin saves. The admin is told so in plain words, the form
 * keeps what was typed, and saving again once the network is back records the change once.
 */

const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/** Records the text of every alert as it appears (notifications come and go), for `shownAlerts`. */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    Object.assign(window, { shownAlerts: shown });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role=alert]')) {
        const text = alert.textContent ?? '';
        if (seen.has(alert) || text === '') continue;
        seen.add(alert);
        shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const shownAlerts = (page: Page) => page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts);

test('the save request of a page edit is lost: message, values kept, then saved exactly once', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const stored = await api.send<{ id: number; title: string }>('/admin/page-management/add', { title: `E2E drop ${suffix}`, slug: `e2e-drop-${suffix}` });

  await signIn(page);
  await page.goto(`/admin/pages/${stored.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.title);
  const newTitle = `E2E drop saved ${suffix}`;
  await page.getByLabel(/^Title/).fill(newTitle);

  const saveCall = '**/api/v1/admin/page-management/update/**';
  let attempts = 0;
  await page.route(saveCall, async (route) => {
    attempts += 1;
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(NETWORK_MESSAGE)).toBeVisible();
  expect(attempts).toBe(1);
  await expect(page.getByLabel(/^Title/)).toHaveValue(newTitle);
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${stored.id}$`));
  expect((await api.get<{ title: string }>(`/admin/page-management/${stored.id}`)).title).toBe(stored.title);

  await page.unroute(saveCall);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  expect((await api.get<{ title: string }>(`/admin/page-management/${stored.id}`)).title).toBe(newTitle);
  await page.waitForLoadState('networkidle');
  const updates = (await api.history('pages', stored.id)).items.filter((entry) => entry.action === 'update');
  expect(updates).toHaveLength(1);
  expect(updates[0]!.after).toMatchObject({ title: newTitle });
});

test('offline while adding a language: message beside the name, name kept, added once back online', async ({ page, request, context }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const name = `E2E offline ${suffix}`;

  await signIn(page);
  await recordAlerts(page);
  // The list is still loading when the network goes (as on a slow connection): it fails too.
  const listCall = '**/api/v1/tutor/getLanguages**';
  let offline!: () => void;
  const networkGone = new Promise<void>((resolve) => (offline = resolve));
  await page.route(listCall, async (route) => {
    await networkGone;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  const add = page.getByRole('region', { name: 'Add a language' });
  await add.getByLabel(/^Name/).fill(name);

  await context.setOffline(true);
  offline();
  await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })).toContainText(NETWORK_MESSAGE);
  await page.unroute(listCall);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByLabel(/^Name/)).toHaveAccessibleDescription(NETWORK_MESSAGE);
  await expect(add.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('alert').getByText(NETWORK_MESSAGE, { exact: true })).toBeVisible();
  await context.setOffline(false);
  expect((await api.list(`/tutor/getLanguages?search=${encodeURIComponent(name)}`)).total).toBe(0);

  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`"${name}" added`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);
  // The list's failure was said in the list, not in a message as well; the messages said why the add
  // failed (not "The form is not valid"), then that it worked, with nothing stale in between.
  const inScreen = /^(The list could not be loaded|This screen could not be loaded|No connectivity)/;
  const alerts = await shownAlerts(page);
  expect(alerts).toContainEqual(expect.stringMatching(/^The list could not be loaded/));
  expect(alerts.filter((text) => !inScreen.test(text))).toEqual([NETWORK_MESSAGE, `"${name}" added`]);
  await page.waitForLoadState('networkidle');
  const stored = await api.list<{ id: number }>(`/tutor/getLanguages?search=${encodeURIComponent(name)}`);
  expect(stored.total).toBe(1);
  const creations = (await api.history('languages', stored.items[0]!.id)).items.filter((entry) => entry.action === 'create');
  expect(creations).toHaveLength(1);
});

test('the lost-connection message follows the chosen language (German)', async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const stored = await api.send<{ id: number; title: string }>('/admin/page-management/add', { title: `E2E drop de ${suffix}`, slug: `e2e-drop-de-${suffix}` });

  await signIn(page);
  await page.evaluate((key) => localStorage.setItem(key, '"de"'), keys.locale);
  await page.goto(`/admin/pages/${stored.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.title);
  await page.locator('input[name="title"]').fill(`E2E drop de saved ${suffix}`);
  await page.route('**/api/v1/admin/page-management/update/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(0);
});

/** react-admin's notification code, loaded after the first screen (src/layout/DeferredNotification.tsx). */
const notificationCode = '**/assets/notificationPart-*.js';

test('the message code was lost with the network: it loads with the next message once the network is back', async ({ page }) => {
  let refused = 0;
  await page.route(notificationCode, async (route) => {
    refused += 1;
    await route.abort('internetdisconnected');
  });
  await signIn(page);
  const name = `E2E late message ${unique()}`;
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  const add = page.getByRole('region', { name: 'Add a language' });
  await add.getByLabel(/^Name/).fill(name);
  await expect.poll(() => refused).toBeGreaterThan(0);

  await page.unroute(notificationCode);
  const codeArrives = page.waitForResponse((response) => response.url().includes('/assets/notificationPart-') && response.ok());
  await add.getByRole('button', { name: 'Add' }).click();
  await codeArrives;
  await expect(page.getByText(`"${name}" added`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the message code cannot be loaded at all: a lost save is still reported, accessibly (${theme} theme), and closes`, async ({ page, request }) => {
    const api = await staffApi(request);
    const suffix = unique();
    const stored = await api.send<{ id: number; title: string }>('/admin/page-management/add', { title: `E2E plain ${suffix}`, slug: `e2e-plain-${suffix}` });
    await page.route(notificationCode, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, JSON.stringify(value)), [keys.theme, theme]);
    await page.goto(`/admin/pages/${stored.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.title);
    await page.getByLabel(/^Title/).fill(`E2E plain saved ${suffix}`);
    await page.route('**/api/v1/admin/page-management/update/**', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE });
    await expect(message).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(message).toHaveCount(0);
  });
}
