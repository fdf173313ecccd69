import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/database.ts';

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
