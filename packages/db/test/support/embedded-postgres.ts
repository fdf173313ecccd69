import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/embedded/embedded-postgres.ts';

// Shared by embedded-postgres.error.test.ts, embedded-postgres.happy.test.ts and embedded-postgres.security.test.ts.
export const directories: string[] = [];

export const cleanups: (() => Promise<unknown> | unknown)[] = [];

export function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vetbo-embedded-test-'));
  directories.push(dir);
  return dir;
}

export async function start(dataDir: string, port?: number) {
  const server = await startEmbeddedPostgres(dataDir, { log: () => {}, port });
  cleanups.push(() => server.stop());
  return server;
}

export async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
