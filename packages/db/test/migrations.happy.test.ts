import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/database.ts';
import { createFreshDatabase } from './support/database-server.ts';

describe('[DB] migrations', () => {
  it('applies every migration, and applying them again changes nothing', async () => {
    const fresh = await createFreshDatabase();
    const database = await openDatabase({ url: fresh.url });
    try {
      await migrateDatabase(database.pool);
      const tables = async () =>
        (
          await database.pool.query(
            "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
          )
        ).rows[0].n as number;
      const before = await tables();
      await migrateDatabase(database.pool);
      expect(await tables()).toBe(before);
      expect(before).toBeGreaterThan(15);
      const applied = await database.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
