import type { Db } from '@vetbo/db/database';
import type { HistoryResource } from '@vetbo/domain/change-history';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { assertIfMatch } from '../../lib/etag.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from './record-change.ts';

type Executor = Pick<Db, 'insert'>;
type ApiRecord = Record<string, unknown>;

/**
 * The body the client sent, when a constraint violation should name one of its values (`EMAIL_TAKEN`
 * names the address): violations of the write become the answers `lib/constraint-problems.ts` declares.
 */
interface Sent {
  sent?: object;
}

/** What the history keeps of a record, when it is not the whole answer (opening hours drop their id). */
interface History<Api extends ApiRecord> {
  toHistory?: (record: Api) => ApiRecord;
}

/** One existing record about to change, inside the caller's transaction. */
interface RecordedWrite<Row, Api extends ApiRecord> extends History<Api> {
  resource: HistoryResource;
  id: number;
  context: WriteContext;
  /** Reads the row and locks it until the transaction ends (`FOR UPDATE`); nothing when there is none. */
  lock: () => Promise<Row | null | undefined>;
  notFound: () => Error;
  /** The row as the API shows it: what If-Match is computed on and what the history keeps (see `toHistory`). */
  toApi: (row: Row) => Api;
  /**
   * Refusals that come before If-Match (who may write the record, whether it may change at all): a
   * refused caller learns nothing of its version.
   */
  authorise?: (before: Api, current: Row) => void | Promise<void>;
}

/** Locks the row, refuses a missing one (404), runs `authorise` and refuses a stale If-Match (412). */
async function lockCurrent<Row, Api extends ApiRecord>(spec: RecordedWrite<Row, Api>) {
  const current = await spec.lock();
  if (current === null || current === undefined) throw spec.notFound();
  const before = spec.toApi(current);
  await spec.authorise?.(before, current);
  assertIfMatch(spec.context.ifMatch, before);
  return { current, before };
}

const kept = <Api extends ApiRecord>(spec: History<Api>, record: Api) =>
  spec.toHistory ? spec.toHistory(record) : record;

/** Runs a write, turning its constraint violations into the declared answers (409 on a field, 422). */
const answeringConstraints = <T>(write: Promise<T>, sent: object | undefined) =>
  write.catch((error: unknown) => rethrowConstraintViolation(error, sent));

/**
 * The steps of every creation: the write (checks, insert, the record read back as the API shows it) and
 * the history entry — in the caller's transaction, so a refused write leaves no trace.
 */
export async function createRecorded<Api extends ApiRecord & { id: number }>(
  tx: Executor,
  spec: Sent &
    History<Api> & {
      resource: HistoryResource;
      context: Pick<WriteContext, 'userId'>;
      write: () => Promise<Api>;
    },
): Promise<Api> {
  const after = await answeringConstraints(spec.write(), spec.sent);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: after.id,
    kind: 'CREATE',
    before: null,
    after: kept(spec, after),
  });
  return after;
}

/**
 * The steps of every update of one record: lock, 404, If-Match, the write, and the history entry with the
 * record before and after — all in the caller's transaction, so a refused write leaves no trace. An
 * update that changes nothing the API shows leaves no entry.
 */
export async function updateRecorded<Row, Api extends ApiRecord>(
  tx: Executor,
  spec: RecordedWrite<Row, Api> &
    Sent & {
      /** Checks the rules of the record as it will be, writes, and answers the record as the API shows it. */
      write: (before: Api, current: Row) => Promise<Api>;
    },
): Promise<Api> {
  const { current, before } = await lockCurrent(spec);
  const after = await answeringConstraints(spec.write(before, current), spec.sent);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: spec.id,
    kind: 'UPDATE',
    before: kept(spec, before),
    after: kept(spec, after),
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
    before: kept(spec, before),
    after: null,
  });
}
