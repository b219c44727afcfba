import { defineConfig } from '@playwright/test';

/**
 * The main server, a second one whose access tokens expire after 3 s (refresh test), a third one
 * with the demo marketplace seeded (tutors, students, bookings, reports) for the people screens, and
 * a fourth demo one whose site-wide display settings (date format, currency) a spec may change
 * without changing what the specs running beside it on the others see, and a fifth demo one for the
 * walk through every resource, which saves the first record of each list (a save moves its version,
 * which a spec editing that record beside it would meet as someone else's change).
 * E2E_PORT_BASE moves all five (default 4300), so two checkouts can run their browser tests at once.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4300);
export const ports = { main: portBase, shortTokens: portBase + 1, demo: portBase + 2, siteFormats: portBase + 3, walk: portBase + 4 } as const;

/** One real server on a fresh database (tests/e2e/start-server.sh), with its environment. */
function testServer(port: number, environment: string, { buildFirst = false, timeout }: { buildFirst?: boolean; timeout: number }) {
  const start = `tests/e2e/start-server.sh ${port}${environment ? ` ${environment}` : ''}`;
  return {
    command: buildFirst ? `npm run build && ${start}` : start,
    url: `http://localhost:${port}/api/health`,
    timeout,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // A busy 2-core CI machine runs two browsers, four servers and argon2 hashing at once.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${ports.main}`,
    locale: 'en-GB',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    testServer(ports.main, '', { buildFirst: true, timeout: 180_000 }),
    testServer(ports.shortTokens, 'ACCESS_TOKEN_TTL=3', { timeout: 120_000 }),
    testServer(ports.demo, 'SEED_DEMO_DATA=true', { timeout: 180_000 }),
    testServer(ports.siteFormats, 'SEED_DEMO_DATA=true', { timeout: 180_000 }),
    testServer(ports.walk, 'SEED_DEMO_DATA=true', { timeout: 180_000 }),
  ],
});
