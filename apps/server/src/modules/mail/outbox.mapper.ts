import type { outboxMessages } from '@vetbo/db/schema/index';
import type { OutboxMessage } from '@vetbo/domain/outbox';
import { apiDateTime } from '../../lib/list.ts';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/** What stands in the place of a one-time link or code that the outbox does not show. */
export const MASKED_SECRET = '[masqué]';

const mask = (text: string, secrets: readonly string[]) =>
  secrets.reduce((masked, secret) => (secret ? masked.split(secret).join(MASKED_SECRET) : masked), text);

interface MailContent {
  subject: string;
  textBody: string;
  htmlBody: string | null;
}

/** A message's subject and bodies with each of the secrets replaced by MASKED_SECRET. */
export const maskedContent = (message: MailContent, secrets: readonly string[]): MailContent => ({
  subject: mask(message.subject, secrets),
  textBody: mask(message.textBody, secrets),
  htmlBody: message.htmlBody === null ? null : mask(message.htmlBody, secrets),
});

/**
 * A message as the API shows it. Its one-time secrets (a password link, a signature code) are masked
 * unless `showSecrets`: only when no SMTP server is configured, where the outbox is the only way to the
 * link (development and demonstration). An ADMIN must not be able to take over an account or sign for a
 * leader by reading their mail.
 */
export const toOutboxMessage = (row: OutboxMessageRow, { showSecrets = false } = {}): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  ...maskedContent(row, showSecrets ? [] : row.secrets),
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  sentDate: row.sentDate ? apiDateTime(row.sentDate) : null,
  userId: row.userId,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});
