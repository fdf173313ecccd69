import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from '../src/embedded/processes.ts';
import { cleanups, directories, newDataDir, query, start } from './support/embedded-postgres.ts';

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[DB] embedded PostgreSQL', () => {
  it('keeps its data in the data directory across restarts, with the extensions Vetbo uses', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    await query(first.url, 'create extension pg_trgm; create extension unaccent; create extension citext');
    await query(first.url, "create table kept (note text); insert into kept values ('still here')");
    await first.stop();
    expect(isAlive(first.pid)).toBe(false);

    const second = await start(dataDir);
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
    expect(second.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
  });
});
