import type { outboxMessages } from '@vetbo/db/schema/index';
import type { OutboxMessage } from '@vetbo/domain/outbox';
import { apiDateTime } from '../../lib/list.ts';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

export const toOutboxMessage = (row: OutboxMessageRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  textBody: row.textBody,
  htmlBody: row.htmlBody,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  sentDate: row.sentDate ? apiDateTime(row.sentDate) : null,
  userId: row.userId,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});
