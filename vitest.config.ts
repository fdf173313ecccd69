import { defineConfig } from 'vitest/config';

// Tests that need PostgreSQL use TEST_DATABASE_URL (CI: the machine's server); without it, this setup
// starts one embedded PostgreSQL for the whole run.
const databaseServer = 'packages/db/test/support/global-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          globalSetup: [databaseServer],
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: [databaseServer, 'apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A file's tests run side by side (describe.concurrent): on a slow two-core machine one took 57 s
          // of the 60 it had. Steps are bounded on their own (e2e/support/browser.ts STEP_TIMEOUT).
          testTimeout: 150_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
