import type { Db } from '@vetbo/db/database';
import type { HistoryResource } from '@vetbo/domain/change-history';
import { assertIfMatch } from '../../lib/etag.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from './record-change.ts';

type Executor = Pick<Db, 'insert'>;
type ApiRecord = Record<string, unknown>;

/** One existing record about to change, inside the caller's transaction. */
interface RecordedWrite<Row, Api extends ApiRecord> {
  resource: HistoryResource;
  id: number;
  context: WriteContext;
  /** Reads the row and locks it until the transaction ends (`FOR UPDATE`); nothing when there is none. */
  lock: () => Promise<Row | null | undefined>;
  notFound: () => Error;
  /** The row as the API shows it: what If-Match was computed on and what the history keeps. */
  toApi: (row: Row) => Api;
}

/** Locks the row, refuses a missing one (404) and a stale If-Match (412); answers both versions of it. */
async function lockCurrent<Row, Api extends ApiRecord>(spec: RecordedWrite<Row, Api>) {
  const current = await spec.lock();
  if (current === null || current === undefined) throw spec.notFound();
  const before = spec.toApi(current);
  assertIfMatch(spec.context.ifMatch, before);
  return { current, before };
}

/**
 * The steps of every update of one record: lock, 404, If-Match, the write, and the history entry with the
 * record before and after — all in the caller's transaction, so a refused write leaves no trace.
 */
export async function updateRecorded<Row, Api extends ApiRecord>(
  tx: Executor,
  spec: RecordedWrite<Row, Api> & {
    /** Checks the rules of the record as it will be, writes, and answers the record as the API shows it. */
    write: (before: Api, current: Row) => Promise<Api>;
  },
): Promise<Api> {
  const { current, before } = await lockCurrent(spec);
  const after = await spec.write(before, current);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: spec.id,
    kind: 'UPDATE',
    before,
    after,
  });
  return after;
}

/** The same steps for a deletion: the history keeps the record as it was. */
export async function deleteRecorded<Row, Api extends ApiRecord>(
  tx: Executor,
  spec: RecordedWrite<Row, Api> & { remove: (before: Api, current: Row) => Promise<void> },
): Promise<void> {
  const { current, before } = await lockCurrent(spec);
  await spec.remove(before, current);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: spec.id,
    kind: 'DELETE',
    before,
    after: null,
  });
}
