/**
 * Reads by id that arrive together share one statement. Requests parsed in the same turn of the event
 * loop ask for their records before it ends; the first one schedules a read at the end of the turn
 * (`setImmediate`), the others join it, and one statement fetches every id at once. A lone request pays
 * one event-loop turn (microseconds); at load, one database round trip serves several requests, which
 * is most of a detail's cost on a busy server (docs/performance.md, sixth session).
 *
 * Only for reads outside a transaction: a transaction's reads must run on its own connection.
 */
export type CoalescedReads<T> = (id: number) => Promise<T | undefined>;

interface Waiting<T> {
  id: number;
  resolve(value: T | undefined): void;
  reject(error: unknown): void;
}

export const MAX_COALESCED_READS = 100;

export function coalescedReads<T>(
  readMany: (ids: number[]) => Promise<Map<number, T>>,
  maxBatch = MAX_COALESCED_READS,
): CoalescedReads<T> {
  let waiting: Waiting<T>[] = [];

  const flush = () => {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    // A read that throws at once fails its batch like one that rejects (it runs outside any request).
    let reading: Promise<Map<number, T>>;
    try {
      reading = readMany([...new Set(batch.map((one) => one.id))]);
    } catch (error) {
      reading = Promise.reject(error);
    }
    reading.then(
      (found) => {
        for (const one of batch) one.resolve(found.get(one.id));
      },
      (error: unknown) => {
        for (const one of batch) one.reject(error);
      },
    );
  };

  return (id) =>
    new Promise<T | undefined>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ id, resolve, reject });
      if (waiting.length >= maxBatch) flush();
    });
}
