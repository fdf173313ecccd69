import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../../src/database.ts';
import { startEmbeddedPostgres } from '../../src/embedded/embedded-postgres.ts';

/**
 * The PostgreSQL server tests run on: TEST_DATABASE_URL when set (CI: the machine's server), otherwise one
 * embedded server for the whole run, started by the global setup, which publishes its URL in that variable.
 */
export function testDatabaseServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_URL is not set: is packages/db/test/support/global-setup.ts in the project?',
    );
  return url;
}

/** A throw-away embedded server in a temporary directory (removed when stopped). */
export async function startThrowAwayEmbeddedPostgres() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetbo-pg-'));
  const server = await startEmbeddedPostgres(dataDir, { log: () => {} });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/**
 * A new database on the test server, dropped by `drop()`: empty, or a copy of `template` (a database of the
 * same server nobody is connected to).
 */
export async function createFreshDatabase(serverUrl = testDatabaseServerUrl(), template?: string) {
  const name = `vetbo_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database, dropped when closed. */
export async function openFreshDatabase(): Promise<Database> {
  const fresh = await createFreshDatabase();
  const database = await openDatabase({ url: fresh.url, poolSize: 4 });
  await migrateDatabase(database.pool);
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}
