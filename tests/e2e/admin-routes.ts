import { expect, type Page } from '@playwright/test';
import type { ResourceDeclaration } from '../../contract/declaration';
import { discoverDeclarations } from '../../server/declared/discover';
import { moduleOf } from '../../src/resources/kit/module';
import { resourcePaths, routePatterns, type ResourcePaths } from '../../src/resources/paths';
import { screenHeading } from './support';

/** One resource of the admin and the screens it routes (as src/resources/renderResources.tsx routes them). */
export interface AdminResource {
  name: string;
  declaration: ResourceDeclaration;
  paths: ResourcePaths;
  /** A detail (read) screen at `paths.detail(id)`. */
  detail: boolean;
  /** An edit screen at `paths.edit(id)`. */
  edit: boolean;
  /** An add screen at `paths.add` that a superAdmin may use. */
  add: boolean;
}

/**
 * Every resource of the admin's registry (src/resources/registry.ts: every declaration),
 * with the URLs of its screens, in menu order.
 */
export async function adminResources(): Promise<AdminResource[]> {
  const declarations = await discoverDeclarations();
  return declarations
    .map((declaration) => ({ declaration, module: moduleOf(declaration) }))
    .sort((a, b) => (a.module.menuOrder ?? 1_000) - (b.module.menuOrder ?? 1_000) || a.module.name.localeCompare(b.module.name))
    .map(({ declaration, module }) => ({
      name: module.name,
      declaration,
      paths: resourcePaths(module.name, routePatterns(module)),
      detail: Boolean(module.show),
      edit: Boolean(module.edit),
      add: Boolean(module.create),
    }));
}

/** The admin's own screens outside the resources (the `CustomRoutes` of src/AdminApp.tsx). */
export const customRoutes = ['/admin/dashboard', '/admin/profile', '/admin/change-password', '/admin/success'] as const;

/** The bare pages a signed-out visitor opens (src/router.tsx); reset-password with a bad token lands on error-419. */
export const signedOutRoutes = [
  '/admin/login',
  '/admin/forgot-password',
  '/verify/not-a-real-token',
  '/pages/error-404',
  '/pages/error-419',
  '/pages/error-500',
  '/pages/not-authorized',
] as const;

/** Waits for what the screen shows: its own h1 (not the loading page's), no loading indicator, and the parts it loads on the way (filter bars, editors). */
export async function screenShown(page: Page) {
  await expect(screenHeading(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Checks each screen of a resource in turn: its list, then its detail and edit screens of the
 * record `openRecord` finds from the list (answering its id), then its add screen.
 */
export async function checkEachScreen(resource: AdminResource, check: (route: string) => Promise<void>, openRecord: () => Promise<string>) {
  await check(resource.paths.list);
  if (resource.detail || resource.edit) {
    const id = await openRecord();
    if (resource.detail) await check(resource.paths.detail(id));
    if (resource.edit) await check(resource.paths.edit(id));
  }
  if (resource.add) await check(resource.paths.add);
}
