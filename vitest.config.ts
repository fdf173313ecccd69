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
          // Each worker runs its files in one process (as the API files, below): 99 s → 55 s.
          isolate: false,
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
          // One process for every API file, one file after the other: each file importing the whole
          // server again took a third of the API tests' time (8.5 → 5.9 minutes). What a file changes
          // for the process (the environment, a pool, faker's seed) it gives back or shares:
          // apps/server/test/support/shared-database.ts, packages/db/src/seed/seeded.ts.
          isolate: false,
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
