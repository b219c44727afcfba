import type { RouteOptions } from 'fastify';
import { requireAdmin, requireAdminRole, requireSuperAdmin, requireUser } from './guards.js';

const guards = new Set<unknown>([requireAdmin, requireAdminRole, requireSuperAdmin, requireUser]);

/**
 * onRoute hook: a route behind one of the guards of ./guards.ts declares the bearer scheme in
 * OpenAPI. The document is derived from the guard the route runs, so the two cannot drift.
 */
export function declareBearerSecurity(route: RouteOptions): void {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  if (!hooks.some((hook) => guards.has(hook))) return;
  route.schema = { ...route.schema, security: [{ bearer: [] }] };
}
