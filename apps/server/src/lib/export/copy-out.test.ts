import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineValues, openCopyOut, singleColumnData } from './copy-out.ts';

/** What PostgreSQL writes for a one-column `COPY … (format binary)` (its documented file format). */
function binaryCopy(cells: (string | null)[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1').copy(header);
  header.writeUInt32BE(extension.length, 15);
  const rows = cells.map((cell) => {
    const data = cell === null ? Buffer.alloc(0) : Buffer.from(cell);
    const frame = Buffer.alloc(6);
    frame.writeInt16BE(1, 0);
    frame.writeInt32BE(cell === null ? -1 : data.length, 2);
    return Buffer.concat([frame, data]);
  });
  return Buffer.concat([header, extension, ...rows, Buffer.from([0xff, 0xff])]);
}

async function read(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  // Copies: the reader compacts each chunk in place, as it may.
  const copies = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk);
  })();
  for await (const part of singleColumnData(copies)) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

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

  it('streams every row, then gives its connection back to the pool', async () => {
    let text = '';
    for await (const chunk of await openCopyOut(pool, lines(20_000))) text += chunk.toString();
    expect(text.split('\n')).toHaveLength(20_001);
    expect(text.startsWith('ligne 1\nligne 2\n')).toBe(true);
    expect(pool.idleCount).toBe(1);
  });

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
