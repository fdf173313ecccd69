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

/**
 * How a write ends. `write` answers the record as the API shows it, and the history may keep another
 * view of it (`toHistory`: opening hours drop their id). `writeRow` gives the row written instead, which
 * `toApi` shows, and `toHistory` reads the row beside the answer: what the answer hides (an IBAN masked
 * for the caller's role, whose fingerprint the history keeps).
 */
type Ending<Args extends unknown[], Row, Api extends ApiRecord, ToApi = unknown> =
  | { write: (...args: Args) => Promise<Api>; writeRow?: never; toHistory?: (record: Api) => ApiRecord }
  | ({
      writeRow: (...args: Args) => Promise<Row>;
      write?: never;
      toHistory?: (record: Api, row: Row) => ApiRecord;
    } & ToApi);

/** One existing record about to change, inside the caller's transaction. */
interface RecordedWrite<Row, Api extends ApiRecord> {
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

/** Runs the write: the record as the API shows it, and the row written when the spec gives it (`writeRow`). */
async function ended<Args extends unknown[], Row, Api extends ApiRecord>(
  spec: Ending<Args, Row, Api, { toApi: (row: Row) => Api }>,
  args: Args,
): Promise<{ record: Api; row?: Row }> {
  if (!spec.writeRow) return { record: await spec.write(...args) };
  const row = await spec.writeRow(...args);
  return { record: spec.toApi(row), row };
}

/** The record as the history keeps it; `row` is the one it shows (none after a `write`, which ignores it). */
const kept = <Row, Api extends ApiRecord>(
  toHistory: ((record: Api, row: Row) => ApiRecord) | undefined,
  record: Api,
  row: Row | undefined,
) => (toHistory ? toHistory(record, row as Row) : record);

/** Runs a write, turning its constraint violations into the declared answers (409 on a field, 422). */
const answeringConstraints = <T>(write: Promise<T>, sent: object | undefined) =>
  write.catch((error: unknown) => rethrowConstraintViolation(error, sent));

/**
 * The steps of every creation: the write (checks, insert, the record read back as the API shows it) and
 * the history entry — in the caller's transaction, so a refused write leaves no trace.
 */
export async function createRecorded<Api extends ApiRecord & { id: number }, Row = never>(
  tx: Executor,
  spec: Sent &
    Ending<[], Row, Api, { toApi: (row: Row) => Api }> & {
      resource: HistoryResource;
      context: Pick<WriteContext, 'userId'>;
    },
): Promise<Api> {
  const after = await answeringConstraints(ended(spec, []), spec.sent);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: after.record.id,
    kind: 'CREATE',
    before: null,
    after: kept(spec.toHistory, after.record, after.row),
  });
  return after.record;
}

/**
 * The steps of every update of one record: lock, 404, If-Match, the write, and the history entry with the
 * record before and after — all in the caller's transaction, so a refused write leaves no trace. An
 * update that changes nothing the API shows leaves no entry. The write (`write` or `writeRow`) checks the
 * rules of the record as it will be and writes it.
 */
export async function updateRecorded<Row, Api extends ApiRecord>(
  tx: Executor,
  spec: RecordedWrite<Row, Api> & Sent & Ending<[before: Api, current: Row], Row, Api>,
): Promise<Api> {
  const { current, before } = await lockCurrent(spec);
  const after = await answeringConstraints(ended(spec, [before, current]), spec.sent);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: spec.id,
    kind: 'UPDATE',
    before: kept(spec.toHistory, before, current),
    after: kept(spec.toHistory, after.record, after.row),
  });
  return after.record;
}

/** The same steps for a deletion: the history keeps the record as it was. */
export async function deleteRecorded<Row, Api extends ApiRecord>(
  tx: Executor,
  spec: RecordedWrite<Row, Api> & {
    remove: (before: Api, current: Row) => Promise<void>;
    toHistory?: (record: Api, row: Row) => ApiRecord;
  },
): Promise<void> {
  const { current, before } = await lockCurrent(spec);
  await spec.remove(before, current);
  await recordChange(tx, {
    userId: spec.context.userId,
    resource: spec.resource,
    resourceId: spec.id,
    kind: 'DELETE',
    before: kept(spec.toHistory, before, current),
    after: null,
  });
}
