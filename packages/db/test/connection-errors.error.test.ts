import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../src/connection-errors.ts';
import { freePort } from '../src/embedded/free-port.ts';
import { startThrowAwayEmbeddedPostgres } from './support/database-server.ts';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('[DB] recognising an unreachable database', () => {
  let server: Awaited<ReturnType<typeof startThrowAwayEmbeddedPostgres>>;
  beforeAll(async () => {
    server = await startThrowAwayEmbeddedPostgres();
  });
  afterAll(() => server?.stop());

  it('knows a refused connection, through drizzle as through the pool', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1/postgres');
    url.port = String(await freePort());
    const pool = new pg.Pool({ connectionString: url.href, max: 1 });
    try {
      expect(isDatabaseUnreachable(await failureOf(pool.query('select 1')))).toBe(true);
      const db = drizzle({ client: pool });
      expect(isDatabaseUnreachable(await failureOf(db.execute(sql`select 1`)))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('knows a server stopped under a running statement, and the connections refused afterwards', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 2 });
    pool.on('error', () => {});
    try {
      const db = drizzle({ client: pool });
      await db.execute(sql`select 1`);
      const running = failureOf(db.execute(sql`select pg_sleep(30)`));
      // The statement is under way on the server before it stops.
      const watcher = new pg.Client({ connectionString: server.url });
      await watcher.connect();
      for (;;) {
        const { rows } = await watcher.query(
          "select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%'",
        );
        if (rows[0].n > 0) break;
      }
      await watcher.end();
      await server.stop();
      expect(isDatabaseUnreachable(await running)).toBe(true);
      expect(isDatabaseUnreachable(await failureOf(db.execute(sql`select 1`)))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('leaves the errors of a statement the database refused, and anything else, to the other handlers', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    try {
      const db = drizzle({ client: pool });
      expect(isDatabaseUnreachable(await failureOf(db.execute(sql`selec 1`)))).toBe(false);
      expect(isDatabaseUnreachable(await failureOf(db.execute(sql`select 1/0`)))).toBe(false);
    } finally {
      await pool.end();
    }
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    // Another service out of reach (an identity provider, Yousign) is not the database.
    const fetchFailure = await failureOf(fetch(`http://127.0.0.1:${await freePort()}/`));
    expect(isDatabaseUnreachable(fetchFailure)).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
