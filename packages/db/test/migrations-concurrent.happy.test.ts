import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/database.ts';
import { createFreshDatabase } from './support/database-server.ts';

// Two servers starting at once on one PostgreSQL: the advisory lock lets one migrate, the other waits.
describe('[DB] migrations on a PostgreSQL server', () => {
  it('migrates once when two servers start at the same time', async () => {
    const fresh = await createFreshDatabase();
    const [a, b] = await Promise.all([openDatabase({ url: fresh.url }), openDatabase({ url: fresh.url })]);
    try {
      await Promise.all([migrateDatabase(a.pool), migrateDatabase(b.pool)]);
      const applied = await a.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = await a.pool.query(
        'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(files.rows[0].n);
      const tables = await a.pool.query(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows[0].n).toBeGreaterThan(15);
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });
});
