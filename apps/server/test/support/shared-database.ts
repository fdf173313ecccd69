import pg from 'pg';
import { inject } from 'vitest';

let pool: pg.Pool | undefined;

/**
 * The shared test server's database, for the rare state no API call can make or show (a signed mandate, a
 * stored row an attack must not have changed): one pool for the test process. The API files run one after
 * the other in one process (vitest.config.ts, `isolate: false`), so no file closes it — a file's afterAll
 * would close it under the next file; its idle connections do not keep the process alive.
 */
export function sharedDatabase(): pg.Pool {
  if (pool === undefined) {
    pool = new pg.Pool({
      connectionString: inject('databaseUrl'),
      max: 4,
      allowExitOnIdle: true,
      idleTimeoutMillis: 5_000,
    });
    // An idle connection the server ends (the database dropped when the run ends) is an error of the pool:
    // unheard, an uncaught exception.
    pool.on('error', () => {});
  }
  return pool;
}
