import type pg from 'pg';

/**
 * Rows per fetch, by the file written (measured with `npm run bench` on the establishments export when it
 * used this cursor, docs/performance.md): CSV 1 000 a fetch, worksheet rows (larger, waiting for zlib) 50.
 * The establishments export now streams bytes by `COPY` (copy-out.ts); this cursor serves the exports
 * whose cells are computed in TypeScript.
 */
export const EXPORT_BATCH_SIZES = { csv: 1000, xlsx: 50 } as const;
export type ExportFormat = keyof typeof EXPORT_BATCH_SIZES;
/**
 * How the database plans a cursor's statement (`cursor_tuple_fraction`): for the whole result (`whole`:
 * hash joins, one sort, the cheapest in all), or for its first rows (`first-rows`, PostgreSQL's default
 * for cursors: an index that gives the order is read from its first row while the server writes, where
 * a sort would read and order everything before the first row).
 */
export type CursorPlan = 'whole' | 'first-rows';
const TUPLE_FRACTIONS: Record<CursorPlan, number> = { whole: 1, 'first-rows': 0.1 };
/** The memory an export's sort may take in the database (PostgreSQL's default, 4 MB, spills to disk). */
const EXPORT_WORK_MEM = '32MB';
/**
 * A server-side cursor on one statement, read a batch at a time (arrays of cells, as pg parses them).
 * One statement planned as `plan` says (CursorPlan; no JIT), read while the previous batch is written; OFFSET
 * batches would re-read every earlier row.
 * The first batch is read before returning, so that a statement the database refuses fails the request
 * before any byte of the file is sent; the read-only transaction ends with the file, or when the client
 * goes away.
 */
export async function openRowCursor(
  pool: pg.Pool,
  statement: { text: string; values: unknown[] },
  name: string,
  /** The file written: how many rows a fetch reads (EXPORT_BATCH_SIZES). */
  format: ExportFormat,
  plan: CursorPlan = 'whole',
): Promise<AsyncGenerator<unknown[][]>> {
  const batchSize = EXPORT_BATCH_SIZES[format];
  const client = await pool.connect();
  const fetchBatch = async () =>
    (await client.query<unknown[]>({ text: `fetch ${batchSize} from ${name}`, rowMode: 'array' })).rows;
  let first: unknown[][];
  try {
    await client.query('begin read only');
    await client.query(`set local cursor_tuple_fraction = ${TUPLE_FRACTIONS[plan]}`);
    // A streamed export reads each row once: compiling the plan (JIT, above jit_above_cost) only delays the
    // first row — 0.2 s of the journal of 100 000 invoices, a third of its reading (measured).
    await client.query('set local jit = off');
    // The FEC sorts a year's documents by day before its first row: in memory rather than in files on disk
    // (100 000 documents: 10 MB).
    await client.query(`set local work_mem = '${EXPORT_WORK_MEM}'`);
    await client.query({
      text: `declare ${name} no scroll cursor for ${statement.text}`,
      values: statement.values,
    });
    first = await fetchBatch();
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  return (async function* () {
    let committed = false;
    let failed: Error | undefined;
    try {
      let batch = first;
      while (batch.length > 0) {
        const next = batch.length < batchSize ? Promise.resolve([]) : fetchBatch();
        next.catch(() => undefined);
        yield batch;
        batch = await next;
      }
      await client.query('commit');
      committed = true;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      if (!committed && !failed)
        failed = await client.query('rollback').then(
          () => undefined,
          (error: Error) => error,
        );
      client.release(failed);
    }
  })();
}
