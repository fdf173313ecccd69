import type { Db } from '@vetbo/db/database';
import { changeHistory } from '@vetbo/db/schema/index';
import { type ChangeKind, changedFields, type HistoryResource } from '@vetbo/domain/change-history';

type Executor = Pick<Db, 'insert'>;

export interface ChangeRecord {
  userId: number | null;
  resource: HistoryResource;
  resourceId: number;
  kind: ChangeKind;
  /** The record as the API showed it before the write (null for a creation). */
  before: Record<string, unknown> | null;
  /** The record as the API shows it after the write (null for a deletion). */
  after: Record<string, unknown> | null;
}

/** Appends one entry, inside the caller's transaction; an update that changed nothing leaves no entry. */
export async function recordChange(executor: Executor, change: ChangeRecord): Promise<void> {
  const changes = changedFields(change.before, change.after);
  if (change.kind === 'UPDATE' && Object.keys(changes).length === 0) return;
  await executor.insert(changeHistory).values({
    userId: change.userId,
    resource: change.resource,
    resourceId: change.resourceId,
    kind: change.kind,
    changes,
  });
}
