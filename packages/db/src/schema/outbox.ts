import { OUTBOX_KINDS, OUTBOX_STATES } from '@vetbo/domain/outbox-states';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { fileBlobs } from './files.ts';
import { users } from './users.ts';

/**
 * Outgoing mail, written in the transaction of the write that causes it and sent afterwards by the
 * `outbox-send` job (apps/server/src/modules/mail). Without SMTP_URL messages stay QUEUED.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    kind: varchar({ length: 40, enum: OUTBOX_KINDS }).notNull(),
    recipient: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /**
     * The one-time secrets the bodies hold (a password link, a signature code): masked in every answer
     * of the API when mail goes out by SMTP, and removed from the bodies once the message is sent.
     */
    secrets: text().array().notNull().default(sql`'{}'::text[]`),
    state: varchar({ length: 10, enum: OUTBOX_STATES }).notNull().default('QUEUED'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    sentDate: timestamp({ withTimezone: true, precision: 0 }),
    /** The user the message is about (kept as null when the user is deleted). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('outbox_messages_created_date_idx').on(t.createdDate),
    index('outbox_messages_user_idx').on(t.userId),
    index('outbox_messages_queued_idx').on(t.id).where(sql`${t.state} = 'QUEUED'`),
  ],
);

/** Files sent with a message (an invoice's PDF with its reminder), read from file_blobs when it goes out. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    messageId: integer()
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    blobId: integer()
      .notNull()
      .references(() => fileBlobs.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);
