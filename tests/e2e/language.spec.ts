import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('switching the language translates the menu, and the choice survives a reload', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tutors' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tutoren' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(menu.getByRole('menuitem', { name: 'Tutoren' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page).toHaveTitle('Tutor Admin | Übersicht');

  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tutores' })).toBeVisible();
  await page.getByRole('button', { name: 'Português' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tuteurs' })).toBeVisible();
});

test('the bare pages follow the chosen language', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});
