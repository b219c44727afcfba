import { defineConfig } from '@playwright/test';

/**
 * The main server, a second one whose access tokens expire after 3 s (refresh test), a third one
 * with the demo marketplace seeded (tutors, students, bookings, reports) for the people screens, and
 * a fourth demo one whose site-wide display settings (date format, currency) a spec may change
 * without changing what the specs running beside it on the others see.
 * E2E_PORT_BASE moves all four (default 4300), so two checkouts can run their browser tests at once.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4300);
export const ports = { main: portBase, shortTokens: portBase + 1, demo: portBase + 2, siteFormats: portBase + 3 } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // A busy 2-core CI machine runs two browsers, three servers and argon2 hashing at once.
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
    {
      command: `npm run build && tests/e2e/start-server.sh ${ports.main}`,
      url: `http://localhost:${ports.main}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `tests/e2e/start-server.sh ${ports.shortTokens} ACCESS_TOKEN_TTL=3`,
      url: `http://localhost:${ports.shortTokens}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `tests/e2e/start-server.sh ${ports.demo} SEED_DEMO_DATA=true`,
      url: `http://localhost:${ports.demo}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `tests/e2e/start-server.sh ${ports.siteFormats} SEED_DEMO_DATA=true`,
      url: `http://localhost:${ports.siteFormats}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
