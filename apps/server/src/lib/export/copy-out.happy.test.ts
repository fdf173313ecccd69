import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryCopy, read } from './copy-out.fixtures.ts';
import { inlineValues, openCopyOut } from './copy-out.ts';

const CELLS = ['<row r="2">', '', null, 'Clinique « Éloi » — 12 €\r\n', 'x'.repeat(300)];
const EXPECTED = CELLS.join('');

describe('singleColumnData', () => {
  it('returns the fields without the framing, NULL as nothing', async () => {
    expect(await read([binaryCopy(CELLS)])).toBe(EXPECTED);
  });

  it('reads the same data however the network splits it (every split point, then one byte at a time)', async () => {
    const bytes = binaryCopy(CELLS, Buffer.from('ext'));
    for (let at = 1; at < bytes.length; at++)
      expect(await read([bytes.subarray(0, at), bytes.subarray(at)])).toBe(EXPECTED);
    expect(await read([...bytes].map((byte) => Buffer.from([byte])))).toBe(EXPECTED);
  });
});

describe('inlineValues, against the same values sent as parameters', () => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  const statement = {
    text: `select $1::text as a, $2::text[] as b, $3::int[] as c, $4::timestamptz as d, 'x' like $5 as e,
      $6::text is null as f, $10::text as j, $7::text as g, $8::text as h, $9::text as i`,
    values: [
      `l'apostrophe \\ et "guillemets"`,
      ['a,b', 'c"d', 'e\\f', "g'h", '', 'NULL'],
      [1, 2, 3],
      new Date('2026-11-25T08:30:00.123Z'),
      '\\x%',
      null,
      '$1',
      'é€😀',
      '  espaces  ',
      'dixième',
    ],
  };

  it('gives the answer the parameters give, quotes, backslashes and placeholders in values included', async () => {
    const parameters = await client.query(statement);
    const inline = await client.query(inlineValues(statement));
    expect(inline.rows).toEqual(parameters.rows);
    expect(inline.rows[0].b).toEqual(statement.values[1]);
    expect(inline.rows[0].j).toBe('dixième');
  });
});

describe('openCopyOut', () => {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  const lines = (count: number) => ({
    text: `select 'ligne ' || n || E'\\n' from generate_series(1, $1::int) n`,
    values: [count],
  });
  afterAll(() => pool.end());

  it('streams every row, then gives its connection back to the pool', async () => {
    let text = '';
    for await (const chunk of await openCopyOut(pool, lines(20_000))) text += chunk.toString();
    expect(text.split('\n')).toHaveLength(20_001);
    expect(text.startsWith('ligne 1\nligne 2\n')).toBe(true);
    expect(pool.idleCount).toBe(1);
  });
});
