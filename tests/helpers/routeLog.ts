import type { RouteOptions } from 'fastify';
import { vi } from 'vitest';

/**
 * Every route the app registers, as Fastify's onRoute hook saw it (method, url, zod schemas).
 * A test file fills it by mocking `fastify` with `fastifyLoggingRoutes` before building the app:
 *   vi.mock('fastify', async () => (await import('../helpers/routeLog.js')).fastifyLoggingRoutes());
 * so that a route added to the app is seen by the test without anyone listing it by hand.
 */
export const loggedRoutes: RouteOptions[] = [];

export async function fastifyLoggingRoutes() {
  const actual = await vi.importActual<typeof import('fastify')>('fastify');
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      loggedRoutes.push(route as RouteOptions);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
}

export interface RouteKey {
  method: string;
  url: string;
}

/** The logged routes as `METHOD url` pairs, one per method, HEAD left out (Fastify adds it to every GET). */
export function routeKeys(routes: RouteOptions[] = loggedRoutes): RouteKey[] {
  const keys = new Map<string, RouteKey>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      keys.set(`${method} ${route.url}`, { method, url: route.url });
    }
  }
  return [...keys.values()];
}
