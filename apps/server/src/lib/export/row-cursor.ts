import type { Db } from '@vetbo/db/database';
import type pg from 'pg';
import { poolOf } from '../pool.ts';

const BATCH_SIZE = 200;

// Small batches: rows that die young are collected cheaply (1 000-row batches grew the heap by ~90 MB).
/**
 * A server-side cursor on one statement, read 200 rows at a time (arrays of cells, as pg parses them).
 * One statement planned for the whole result (hash joins, `cursor_tuple_fraction = 1`), read while the
 * previous batch is written; OFFSET batches would re-read every earlier row.
 * The first batch is read before returning, so that a statement the database refuses fails the request
 * before any byte of the file is sent; the read-only transaction ends with the file, or when the client
 * goes away.
 */
export async function openRowCursor(
  db: Db,
  statement: { text: string; values: unknown[] },
  name: string,
  /** How cells are parsed; the establishments export keeps them as the text PostgreSQL sent. */
  types?: pg.CustomTypesConfig,
): Promise<AsyncGenerator<unknown[][]>> {
  const client = await poolOf(db).connect();
  const fetchBatch = async () =>
    (await client.query<unknown[]>({ text: `fetch ${BATCH_SIZE} from ${name}`, rowMode: 'array', types }))
      .rows;
  let first: unknown[][];
  try {
    await client.query('begin read only');
    await client.query('set local cursor_tuple_fraction = 1; set local jit = off');
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
        const next = batch.length < BATCH_SIZE ? Promise.resolve([]) : fetchBatch();
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
