import type { Db } from '@vetbo/db/database';
import type pg from 'pg';
import type { Statement } from './establishment-statements.ts';
import { poolOf } from './establishments.repository.ts';

/** The export's lines (CSV lines or worksheet rows), a batch at a time. */
export type ExportLines = string[];

// Small batches: rows that die young are collected cheaply; 1 000-row batches were promoted to the
// old generation and grew the heap by ~90 MB per export.
const BATCH_SIZE = 200;
// Every cell as the text PostgreSQL sent: the export writes text, parsing would only cost time.
const asText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/**
 * Opens a server-side cursor on the export's single statement and reads its first batch, so that a
 * statement the database refuses fails the request before any byte of the file is sent.
 *
 * NOTE: one statement planned for the whole result (hash joins), read 200 rows at a time: the
 * former OFFSET batches re-read every earlier row (301 ms for the batch at 99 000). The cursor holds
 * a read-only transaction (and one connection) until the file is written or the client goes away.
 */
export async function openEstablishmentExport(
  db: Db,
  statement: Statement,
): Promise<AsyncGenerator<ExportLines>> {
  const client = await poolOf(db).connect();
  const fetchBatch = async (): Promise<ExportLines> =>
    (
      await client.query<[string]>({
        text: `fetch ${BATCH_SIZE} from establishments_export`,
        rowMode: 'array',
        types: asText,
      })
    ).rows.map((row) => row[0]);
  let first: ExportLines;
  try {
    await client.query('begin read only');
    // A cursor is planned for its first 10 % by default (nested loops); this one is read to the end.
    await client.query('set local cursor_tuple_fraction = 1; set local jit = off');
    await client.query({
      text: `declare establishments_export no scroll cursor for ${statement.text}`,
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
        // The next batch is read while this one is written: the database and the server overlap.
        const next = batch.length < BATCH_SIZE ? Promise.resolve([]) : fetchBatch();
        next.catch(() => undefined); // awaited below; not an unhandled rejection if the client leaves first
        yield batch;
        batch = await next;
      }
      await client.query('commit');
      committed = true;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      // Stopped early (the client went away): end the transaction before the connection is reused.
      if (!committed && !failed)
        failed = await client.query('rollback').then(
          () => undefined,
          (error: Error) => error,
        );
      // A connection that failed is destroyed by the pool rather than reused.
      client.release(failed);
    }
  })();
}
