import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/database.ts';

// Runs only in the postgresql project (vitest.config.ts), which exists when TEST_DATABASE_URL is set.
const serverUrl = process.env.TEST_DATABASE_URL as string;

// Two servers starting at once on one PostgreSQL: the advisory lock lets one migrate, the other waits.
describe('[DB] migrations on a PostgreSQL server', () => {
  it('migrates once when two servers start at the same time', async () => {
    const name = `vetbo_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ url: url.toString() }),
      openDatabase({ url: url.toString() }),
    ]);
    try {
      await Promise.all([migrateDatabase(a.pool), migrateDatabase(b.pool)]);
      const applied = await a.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(3);
      const tables = await a.pool.query(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows[0].n).toBeGreaterThan(15);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
