import { describe, expect, it } from 'vitest';
import { EXPORT_CONNECTIONS, JOB_CONNECTIONS, openDatabase } from '../src/database.ts';

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

describe('[DB] the pools of a database', () => {
  it('gives the API, the exports and the jobs connections of their own, all without JIT or parallel workers', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 4 });
    try {
      const pools = [database.pool, database.exportPool, database.jobPool];
      expect(pools.map((pool) => pool.options.max)).toEqual([4, EXPORT_CONNECTIONS, JOB_CONNECTIONS]);
      expect(new Set(pools).size).toBe(3);
      const jit = await Promise.all(
        pools.map(async (pool) => (await pool.query<{ jit: string }>('show jit')).rows[0]?.jit),
      );
      expect(jit).toEqual(['off', 'off', 'off']);
      const workers = await Promise.all(
        pools.map(
          async (pool) =>
            (
              await pool.query<{ workers: string }>(
                "select current_setting('max_parallel_workers_per_gather') as workers",
              )
            ).rows[0]?.workers,
        ),
      );
      expect(workers).toEqual(['0', '0', '0']);
      // Each drizzle runs on its own pool.
      expect((database.jobDb as unknown as { $client: unknown }).$client).toBe(database.jobPool);
      expect((database.db as unknown as { $client: unknown }).$client).toBe(database.pool);
    } finally {
      await database.close();
    }
  });
});
