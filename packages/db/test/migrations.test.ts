import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Two servers starting at once on one PostgreSQL: the advisory lock lets one migrate, the other waits.
describe.runIf(serverUrl)('[DB] migrations on a PostgreSQL server', () => {
  it('migrates once when two servers start at the same time', async () => {
    const name = `vetbo_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl as string);
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

describe('[DB] migrations on embedded PGlite', () => {
  it('applies every migration, and applying them again changes nothing', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(database.pool);
      await migrateDatabase(database.pool);
      const applied = await database.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await database.close();
    }
  });
});
