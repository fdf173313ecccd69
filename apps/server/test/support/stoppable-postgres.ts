import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@vetbo/db/embedded/embedded-postgres';

export interface StoppablePostgres {
  /** The server's connection URL: the same before and after a restart. */
  url: string;
  /** Stops the server (fast shutdown: open sessions are ended), as an outage or a restart does. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, on a temporary directory, that the test stops and starts under
 * a running product: the database outage the shared test server cannot be put through.
 */
export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetbo-outage-'));
  const quiet = { log: () => {} };
  let server = await startEmbeddedPostgres(dataDir, quiet);
  const { url } = server;
  const port = Number(new URL(url).port);
  let running = true;
  return {
    url,
    async stop() {
      await server.stop();
      running = false;
    },
    async start() {
      server = await startEmbeddedPostgres(dataDir, { ...quiet, port });
      running = true;
      if (server.url !== url) {
        await server.stop();
        throw new Error(`PostgreSQL came back on another port (${server.url}): its port was taken meanwhile`);
      }
    },
    async remove() {
      if (running) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
