import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded/embedded-postgres.ts';
import { isAlive } from '../src/embedded/processes.ts';
import { cleanups, directories, newDataDir, query, start } from './support/embedded-postgres.ts';

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[DB] embedded PostgreSQL', () => {
  it('takes over the server that a previous run left running, without losing committed data', async () => {
    const dataDir = newDataDir();
    const orphan = await startEmbeddedPostgres(dataDir, { log: () => {} });
    await query(orphan.url, "create table kept (note text); insert into kept values ('committed')");
    // The owner "dies" without stopping its server: a new start must stop the orphan and use the data.
    writeFileSync(join(dataDir, 'vetbo.pid'), '999999\n');
    const messages: string[] = [];
    const server = await startEmbeddedPostgres(dataDir, { log: (message) => messages.push(message) });
    cleanups.push(() => server.stop());
    expect(isAlive(orphan.pid)).toBe(false);
    expect(messages.join('\n')).toContain(
      `stopping the server left running by a previous run (pid ${orphan.pid})`,
    );
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'committed' }]);
  });

  it('starts on another port when its preferred port is taken by another program', async () => {
    const blocker: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(resolve)));
    const taken = (blocker.address() as { port: number }).port;
    const server = await start(newDataDir(), taken);
    expect(new URL(server.url).port).not.toBe(String(taken));
    expect(await query(server.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('refuses a data directory that another living Vetbo process holds', async () => {
    const dataDir = newDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    cleanups.push(() => other.kill('SIGKILL'));
    writeFileSync(join(dataDir, 'vetbo.pid'), `${other.pid}\n`);
    await expect(startEmbeddedPostgres(dataDir, { log: () => {} })).rejects.toThrow(
      `is in use by another Vetbo process (pid ${other.pid})`,
    );
  });

  it('says clearly that a data directory of the former embedded engine (PGlite) cannot be read', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'base'));
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    await expect(startEmbeddedPostgres(dataDir, { log: () => {} })).rejects.toThrow(
      /holds a database of Vetbo's former embedded engine \(PGlite\).*Move it away or delete it/,
    );
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
