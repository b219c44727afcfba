import type { App } from '../appType.js';
import { authRoutes } from './auth.js';
import { exportRoutes } from './export.js';
import { auditRoutes } from './audit.js';
import { dashboardRoutes } from './dashboard.js';
import { declaredRoutes } from '../declared/routes.js';
import { profileRoutes } from './profile.js';
import { searchRoutes } from './search.js';
import { trashRoutes } from './trash.js';
import { importRoutes } from './import.js';
import { viewRoutes } from './views.js';
import { changeRoutes } from './changes.js';

/**
 * Every API area, mounted under /api/v1: the areas that are no resource (sign-in, own profile, dashboard,
 * history, export, search, saved views, trash, import, live changes) from this folder, and every resource's calls from its declaration. Each a Fastify plugin
 * in a scope of its own: it inherits the root's decorators, hooks, type provider and compilers, and
 * nothing it sets up (the profile upload's multipart parser, say) leaks into the other areas.
 */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(exportRoutes);
  await app.register(searchRoutes);
  await app.register(viewRoutes);
  await app.register(trashRoutes);
  await app.register(importRoutes);
  await app.register(changeRoutes);
  // Every declared resource (src/resources/<name>/resource.ts), in a scope of its own.
  await app.register(declaredRoutes);
}
