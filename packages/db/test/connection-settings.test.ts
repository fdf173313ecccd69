import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';

describe('[DB] connection settings', () => {
  it('runs every connection of the pool without JIT, from its first statement', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 3 });
    try {
      // Three connections at once: each is new, and each answers its first statement without JIT.
      const answers = await Promise.all(
        [1, 2, 3].map(async () => {
          const client = await database.pool.connect();
          try {
            return (await client.query<{ jit: string }>('show jit')).rows[0]?.jit;
          } finally {
            client.release();
          }
        }),
      );
      expect(answers).toEqual(['off', 'off', 'off']);
      expect(database.pool.totalCount).toBe(3);
    } finally {
      await database.close();
    }
  });
});
