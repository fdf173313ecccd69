import type { outboxMessages } from '@vetbo/db/schema/index';
import type { OutboxMessage } from '@vetbo/domain/outbox';
import { apiDateTime } from '../../lib/list.ts';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/** What stands in the place of a one-time link or code that the outbox does not show. */
export const MASKED_SECRET = '[masqué]';

/** The text with each of the secrets replaced by MASKED_SECRET. */
export function maskSecrets(text: string, secrets: readonly string[]): string;
export function maskSecrets(text: string | null, secrets: readonly string[]): string | null;
export function maskSecrets(text: string | null, secrets: readonly string[]): string | null {
  if (text === null) return null;
  return secrets.reduce(
    (masked, secret) => (secret ? masked.split(secret).join(MASKED_SECRET) : masked),
    text,
  );
}

/**
 * A message as the API shows it. Its one-time secrets (a password link, a signature code) are masked
 * unless `showSecrets`: only when no SMTP server is configured, where the outbox is the only way to the
 * link (development and demonstration). An ADMIN must not be able to take over an account or sign for a
 * leader by reading their mail.
 */
export const toOutboxMessage = (row: OutboxMessageRow, { showSecrets = false } = {}): OutboxMessage => {
  const secrets = showSecrets ? [] : row.secrets;
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: maskSecrets(row.subject, secrets),
    textBody: maskSecrets(row.textBody, secrets),
    htmlBody: maskSecrets(row.htmlBody, secrets),
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    sentDate: row.sentDate ? apiDateTime(row.sentDate) : null,
    userId: row.userId,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
};
