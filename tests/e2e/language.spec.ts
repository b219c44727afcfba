import { expect, test } from '@playwright/test';
import { staffApi, unique } from './content-support';
import { signIn, staff } from './support';

test('switching the language translates the menu, and the choice survives a reload', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tutors', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tutoren', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(menu.getByRole('menuitem', { name: 'Tutoren', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page).toHaveTitle('Tutor Admin | Übersicht');

  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tutores', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Português' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tuteurs', exact: true })).toBeVisible();
});

test('the bare pages follow the chosen language', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});

test('a language chosen on the sign-in page is the admin\'s language after signing in, and back', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel(/^E-Mail/).fill(staff.superAdmin.email);
  await page.getByLabel(/^Passwort\*?$/).fill(staff.superAdmin.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Tutores', exact: true })).toBeVisible();
  await page.goto('/pages/error-404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByLabel('Idioma')).toHaveValue('pt');
});

test("signing out ends the session, not this device's language and theme", async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Tutoren', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('RaStoretutorAdmin.theme', JSON.stringify('dark')));
  await page.getByRole('button', { name: /\(Profil\)$/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('RaStoretutorAdmin.theme'))).toBe('"dark"');
});

test("the server's refusals are in the chosen language: a failed sign-in and an entry still in use, in German", async ({ page, request }) => {
  const api = await staffApi(request);
  const suffix = unique();
  const language = await api.send<{ id: number; name: string }>('/admin/languages/add', { name: `E2E verwendete Sprache ${suffix}` });
  await api.send('/admin/register', { userType: 'tutor', displayName: `E2E tutor ${suffix}`, email: `e2e-tutor-${suffix}@example.test`, languageIds: [language.id] });

  await page.goto('/admin/login');
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await page.getByLabel(/^E-Mail/).fill(`e2e-nobody-${suffix}@example.test`);
  await page.getByLabel(/^Passwort\*?$/).fill('not the password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');

  await page.getByLabel(/^E-Mail/).fill(staff.superAdmin.email);
  await page.getByLabel(/^Passwort\*?$/).fill(staff.superAdmin.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.goto(`/admin/languages?filter=${encodeURIComponent(JSON.stringify({ q: suffix }))}`);
  await page.getByRole('button', { name: `${language.name} entfernen` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `„${language.name}“ wird noch verwendet (Tutoren: 1) und kann deshalb nicht entfernt werden.` })).toBeVisible();
  await expect(page.getByText(/is used by|cannot be removed/)).toHaveCount(0);
});
