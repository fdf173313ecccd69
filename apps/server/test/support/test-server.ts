import { openDatabase } from '@vetbo/db/database';
import { createFreshDatabase, testDatabaseServerUrl } from '@vetbo/db/testing/database-server';
import { loadConfig } from '../../src/config.ts';
import { prepareDatabase, type RunningServer, startServer } from '../../src/server.ts';
import { freePort } from './free-port.ts';

/** Where the API tests' global setup names the run's prepared database (prepareTemplateDatabase). */
export const TEMPLATE_DATABASE_VARIABLE = 'VETBO_TEST_TEMPLATE_DATABASE';
/** Settings that change what a start writes: a server given one starts on an empty database, as before. */
const SETTINGS_OF_THE_DATABASE = ['DATABASE_URL', 'DEMO_DATA', 'STAGE'];

/**
 * A database migrated and seeded with the demo data as every test server's start would, made once per run:
 * each test server's database is a copy of it (`create database … template`, a tenth of a second), where
 * migrating and seeding took 3 to 5 seconds a server, and ~25 API files start their own.
 */
export async function prepareTemplateDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await createFreshDatabase();
  const database = await openDatabase({ url: template.url, poolSize: 2 });
  try {
    await prepareDatabase(database, { stage: 'local', demoData: true, externalIssuer: undefined });
  } finally {
    await database.close();
  }
  return template;
}

/**
 * The whole product (API, identity provider, demo data) on a random port, over a fresh database of the
 * test PostgreSQL server (the machine's in CI, the run's embedded one locally): a copy of the run's prepared
 * database when there is one and the environment does not change what a start writes, else an empty one.
 */
export async function startTestServer(
  environment: Record<string, string> = {},
): Promise<RunningServer & { baseUrl: string; databaseUrl: string }> {
  const port = await freePort();
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  const fresh =
    template && !Object.keys(environment).some((key) => SETTINGS_OF_THE_DATABASE.includes(key))
      ? await createFreshDatabase(testDatabaseServerUrl(), template)
      : await createFreshDatabase();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: fresh.url,
    DEMO_DATA: 'true',
    STAGE: 'local',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...environment,
  });
  const server = await startServer(config);
  return {
    ...server,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: fresh.url,
    async close() {
      await server.close();
      await fresh.drop();
    },
  };
}
