import type { Db } from '@vetbo/db/database';
import { changeHistory, users } from '@vetbo/db/schema/index';
import { type Change, type ChangeHistoryQuery, changeHistoryList } from '@vetbo/domain/change-history';
import type { ListTotal } from '@vetbo/domain/list-definition';
import { eq } from 'drizzle-orm';
import { apiDateTime } from '../../lib/list.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

// A change is made once: the moment it was made is its creation date and its last change.
const list = bindList(changeHistoryList, {
  table: changeHistory,
  id: changeHistory.id,
  createdDate: changeHistory.occurredAt,
  filters: {
    resource: changeHistory.resource,
    resourceId: changeHistory.resourceId,
    userId: changeHistory.userId,
    kind: changeHistory.kind,
  },
  sorts: {},
});

const changeRows = preparedOnce('change_history_page_rows', (db, name) =>
  db
    .select({
      entry: changeHistory,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(changeHistory)
    .leftJoin(users, eq(users.id, changeHistory.userId))
    .where(inIds(changeHistory.id))
    .prepare(name),
);

/** Of two bounds of the same date, the narrower one (both apply): the later start, the earlier end. */
function narrower(a: string | undefined, b: string | undefined, keep: 'later' | 'earlier') {
  if (a === undefined || b === undefined) return a ?? b;
  const aFirst = Date.parse(a) <= Date.parse(b);
  return keep === 'later' ? (aFirst ? b : a) : aFirst ? a : b;
}

/** Newest first, with the author's name; `fromDate` / `toDate` bound the date the change was made. */
export async function findChangePage(
  db: Db,
  request: { query: ChangeHistoryQuery; rawKeys: readonly string[] },
): Promise<{ rows: Change[]; total: ListTotal }> {
  const { fromDate, toDate, ...query } = request.query;
  const { rows, total } = await paginate(
    db,
    list,
    {
      query: {
        ...query,
        fromCreatedDate: narrower(query.fromCreatedDate, fromDate, 'later'),
        toCreatedDate: narrower(query.toCreatedDate, toDate, 'earlier'),
      },
      rawKeys: request.rawKeys,
    },
    async (ids) => (await changeRows(db).execute({ ids })).map((row) => ({ ...row, id: row.entry.id })),
  );
  return {
    total,
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
