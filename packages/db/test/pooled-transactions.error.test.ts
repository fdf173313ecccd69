// A pooled transaction whose BEGIN fails gives its connection back (pooled-transactions.ts): before, each such
// failure kept one connection checked out for good, and a pool of one connection answered nothing more.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';

describe('[DB] a transaction whose BEGIN fails', () => {
  it('gives its connection back: a pool of one still answers, and closes', async () => {
    const database = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      poolSize: 1,
      poolWaitMs: 2_000,
    });
    try {
      // An isolation level PostgreSQL does not know: BEGIN itself is refused, as when the server is gone.
      const refused = database.db.transaction(async () => 'never', { isolationLevel: 'bogus' as never });
      await expect(refused).rejects.toThrow(/begin isolation level bogus/);
      expect(database.pool.totalCount - database.pool.idleCount, 'connections still checked out').toBe(0);
      const answer = await database.db.execute(sql`select 1 as one`);
      expect(answer.rows).toEqual([{ one: 1 }]);
      // The work's own failure still rolls back and gives the connection back; a transaction still commits.
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('refused by the work');
        }),
      ).rejects.toThrow('refused by the work');
      expect(
        await database.db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows),
      ).toEqual([{ two: 2 }]);
      expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    } finally {
      await database.close();
    }
  });
});
