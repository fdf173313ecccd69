import { createFreshDatabase } from '@vetbo/db/testing/database-server';
import { loadConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { freePort } from './free-port.ts';

/**
 * The whole product (API, identity provider, demo data) on a random port, over a fresh database of the
 * test PostgreSQL server (the machine's in CI, the run's embedded one locally).
 */
export async function startTestServer(
  environment: Record<string, string> = {},
): Promise<RunningServer & { baseUrl: string; databaseUrl: string }> {
  const port = await freePort();
  const fresh = await createFreshDatabase();
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
