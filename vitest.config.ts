import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/unit/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/scratchDatabases.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['tests/unit/admin/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/jsdom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
