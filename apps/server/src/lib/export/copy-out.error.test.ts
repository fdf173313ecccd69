import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryCopy, read } from './copy-out.fixtures.ts';
import { inlineValues, openCopyOut } from './copy-out.ts';

describe('singleColumnData', () => {
  it('refuses a statement of more than one column', async () => {
    const bytes = binaryCopy(['a']);
    bytes.writeInt16BE(2, 19);
    await expect(read([bytes])).rejects.toThrow('row of 2 columns');
  });
});

describe('inlineValues, against the same values sent as parameters', () => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('refuses a placeholder without a value', () => {
    expect(() => inlineValues({ text: 'select $2', values: ['a'] })).toThrow('No value for $2');
  });
});

describe('openCopyOut', () => {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  const lines = (count: number) => ({
    text: `select 'ligne ' || n || E'\\n' from generate_series(1, $1::int) n`,
    values: [count],
  });
  afterAll(() => pool.end());

  it('fails before the first byte for a statement the database refuses, and keeps the pool whole', async () => {
    await expect(openCopyOut(pool, { text: 'select 1 / $1::int', values: [0] })).rejects.toThrow(
      'division by zero',
    );
    await expect(openCopyOut(pool, { text: 'select nope', values: [] })).rejects.toThrow('nope');
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('closes its connection when the reader stops early (a client gone mid-download)', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const chunks = await openCopyOut(pool, lines(2_000_000));
      await chunks.next();
      await chunks.return(undefined);
    }
    // Three abandoned COPYs on a pool of two: a connection kept mid-COPY would block these queries.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const copies = async () =>
      (
        await pool.query<{ copies: number }>(
          `select count(*)::int as copies from pg_stat_activity where query like 'copy (select ''ligne%' and state = 'active'`,
        )
      ).rows[0]?.copies;
    // The database ends each abandoned COPY when it finds its connection closed.
    await expect.poll(copies, { timeout: 10_000 }).toBe(0);
  });
});
