import { defineConfig } from 'vitest/config';

const apiProject = (name: string, globalSetup: string) => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          exclude: ['**/*.postgresql.test.ts', '**/node_modules/**'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      apiProject('api', 'apps/server/test/global-setup-pglite.ts'),
      // The same API tests again on a PostgreSQL server when one is given (CI).
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgresql', 'apps/server/test/global-setup-postgresql.ts'),
            { test: { name: 'db-postgresql', include: ['packages/*/test/**/*.postgresql.test.ts'] } },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
