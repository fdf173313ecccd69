import type { Db } from '@vetbo/db/database';
import { changeHistory, users } from '@vetbo/db/schema/index';
import type { Change, ChangeHistoryQuery } from '@vetbo/domain/change-history';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { apiDateTime, offsetOf } from '../../lib/list.ts';

function conditions(q: ChangeHistoryQuery): SQL | undefined {
  return and(
    q['resource[]']?.length ? inArray(changeHistory.resource, q['resource[]']) : undefined,
    q['resourceId[]']?.length ? inArray(changeHistory.resourceId, q['resourceId[]']) : undefined,
    q['userId[]']?.length ? inArray(changeHistory.userId, q['userId[]']) : undefined,
    q['kind[]']?.length ? inArray(changeHistory.kind, q['kind[]']) : undefined,
    q.fromDate ? gte(changeHistory.occurredAt, new Date(q.fromDate)) : undefined,
    q.toDate ? lte(changeHistory.occurredAt, new Date(q.toDate)) : undefined,
  );
}

/** Newest first, with the author's name. */
export async function findChangePage(
  db: Db,
  query: ChangeHistoryQuery,
): Promise<{ rows: Change[]; total: number }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: changeHistory,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(changeHistory)
      .leftJoin(users, eq(users.id, changeHistory.userId))
      .where(where)
      .orderBy(desc(changeHistory.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(changeHistory).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ entry, user }) => ({
      id: entry.id,
      occurredAt: apiDateTime(entry.occurredAt),
      user,
      resource: entry.resource as Change['resource'],
      resourceId: entry.resourceId,
      kind: entry.kind,
      changes: Object.entries(entry.changes).map(([field, { before, after }]) => ({ field, before, after })),
    })),
  };
}
