import { startThrowAwayEmbeddedPostgres } from './database-server.ts';

// Every project lists this setup; they all run in vitest's main process, so they share one server.
let embedded: ReturnType<typeof startThrowAwayEmbeddedPostgres> | undefined;
let projects = 0;

/** Vitest global setup: without TEST_DATABASE_URL, one embedded PostgreSQL serves the whole run. */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL || embedded) {
    embedded ??= startThrowAwayEmbeddedPostgres();
    process.env.TEST_DATABASE_URL = (await embedded).url;
  }
  projects++;
  return async () => {
    if (--projects > 0 || !embedded) return;
    const server = await embedded;
    embedded = undefined;
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
