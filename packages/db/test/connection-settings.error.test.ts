import { describe, expect, it } from 'vitest';
import { isPoolWaitTimeout, openDatabase } from '../src/database.ts';

describe('[DB] waiting for a connection', () => {
  it('fails a wait for the API’s connections after poolWaitMs with the error isPoolWaitTimeout knows', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 2, poolWaitMs: 150 });
    const held = [await database.pool.connect(), await database.pool.connect()];
    try {
      const waited = await database.pool.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isPoolWaitTimeout(waited)).toBe(true);
      expect(isPoolWaitTimeout(new Error('connection refused'))).toBe(false);
    } finally {
      for (const client of held) client.release();
      await database.close();
    }
  });
});
