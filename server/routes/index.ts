import type { App } from '../app.js';

/** Every API area, mounted under /api/v1. One file per area of spec section 7. */
export async function registerRoutes(app: App): Promise<void> {
  void app;
}
