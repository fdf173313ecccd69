import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { freePort } from './free-port.ts';

/** A fresh, empty database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vetbo_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The whole product (API, identity provider, demo data) on a random port, over a real database. */
export async function startTestServer(
  kind: 'pglite' | 'postgresql',
): Promise<RunningServer & { baseUrl: string }> {
  const port = await freePort();
  const pgServer = kind === 'postgresql' ? process.env.TEST_DATABASE_URL : undefined;
  if (kind === 'postgresql' && !pgServer)
    throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const fresh = pgServer ? await freshPostgresDatabase(pgServer) : null;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    VETBO_DATA_DIR: 'memory://',
    DEMO_DATA: 'true',
    STAGE: 'local',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
  });
  const server = await startServer(config);
  return {
    ...server,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await fresh?.drop();
    },
  };
}
