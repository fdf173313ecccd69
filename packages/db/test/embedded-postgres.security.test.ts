import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanups, directories, newDataDir, query, start } from './support/embedded-postgres.ts';

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[DB] embedded PostgreSQL', () => {
  it('refuses a connection without its password', async () => {
    const server = await start(newDataDir());
    const url = new URL(server.url);
    url.password = 'wrong';
    await expect(query(url.toString(), 'select 1')).rejects.toThrow(/password authentication failed/);
  });
});
