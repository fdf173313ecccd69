import type { Db } from '@vetbo/db/database';
import { outboxMessages } from '@vetbo/db/schema/index';
import { type OutboxMessageListQuery, outboxMessageList } from '@vetbo/domain/outbox';
import { sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import { toOutboxMessage } from './outbox.mapper.ts';

const list = bindList(outboxMessageList, {
  table: outboxMessages,
  id: outboxMessages.id,
  createdDate: outboxMessages.createdDate,
  updatedDate: outboxMessages.updatedDate,
  filters: {
    id: outboxMessages.id,
    state: outboxMessages.state,
    kind: outboxMessages.kind,
    userId: outboxMessages.userId,
  },
  sorts: {},
  // The recipient's address or the subject, anywhere.
  search: (term) => {
    const pattern = `%${escapeLike(term.toLowerCase())}%`;
    return sql`(lower(${outboxMessages.recipient}) like ${pattern} or lower(${outboxMessages.subject}) like ${pattern})`;
  },
});

const outboxRows = preparedOnce('outbox_page_rows', (db, name) =>
  db.select().from(outboxMessages).where(inIds(outboxMessages.id)).prepare(name),
);

export async function findOutboxMessagePage(
  db: Db,
  request: { query: OutboxMessageListQuery; rawKeys: readonly string[]; term?: string },
  shown: { showSecrets: boolean },
) {
  const page = await paginate(db, list, request, (ids) => outboxRows(db).execute({ ids }));
  return { rows: page.rows.map((row) => toOutboxMessage(row, shown)), total: page.total };
}
