import type { Db } from '../database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// 1 000 rows of at most ~20 columns stay far below PostgreSQL's 65 535 bind parameters per statement.
const BATCH_SIZE = 1000;

/**
 * Runs `insert` over batches of rows and concatenates what it returns.
 * NOTE: ids are matched to rows by position: PostgreSQL returns the rows of an INSERT … VALUES … RETURNING
 * in the order of the VALUES list (Django's and Rails' bulk inserts rely on the same behaviour).
 */
export async function inBatches<T, R>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    results.push(...(await insert(rows.slice(start, start + BATCH_SIZE))));
  }
  return results;
}

/** The id at `index`, failing loudly rather than inserting a row that points nowhere. */
export function idAt(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new RangeError(`No inserted row at position ${index}`);
  return id;
}

/** Inserts rows in batches when nothing needs to come back; returns how many rows were inserted. */
export async function insertAll<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<number> {
  await inBatches(rows, async (batch) => {
    await insert(batch);
    return [];
  });
  return rows.length;
}
