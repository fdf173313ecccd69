// SEPA files (issue 24): the direct-debit (pain.008) and transfer (pain.001) files made from unpaid invoices
// and credit notes, one per creditor and date, validated against the XSD before they are stored. Each file's
// items are the documents it carries; an item rejected by the bank (R-transaction) frees its document for the
// next file and, for a first collection, makes the mandate's next one a first collection again.

import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { billingDocuments } from './billing.ts';
import { id } from './columns.ts';
import { creditors } from './creditors.ts';
import { fileBlobs } from './files.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, precision: 0 });

export const SEPA_FILE_KINDS = ['DIRECT_DEBIT', 'CREDIT_TRANSFER'] as const;
export const SEPA_FILE_STATUSES = ['CREATED', 'SENT'] as const;
export const SEPA_ITEM_STATUSES = ['INCLUDED', 'REJECTED'] as const;

export const sepaFiles = pgTable(
  'sepa_files',
  {
    id: id(),
    kind: varchar({ length: 16, enum: SEPA_FILE_KINDS }).notNull(),
    creditorId: integer()
      .notNull()
      .references(() => creditors.id),
    /** GrpHdr/MsgId: unique for the creditor's bank, kept to refuse a second file with the same one. */
    messageId: varchar({ length: 35 }).notNull(),
    /** pain.008.001.08, pain.008.001.02, pain.001.001.09 or pain.001.001.03. */
    schemaVersion: varchar({ length: 20 }).notNull(),
    /** The collection date (direct debit) or the execution date (transfer). */
    requestedDate: date().notNull(),
    transactionCount: integer().notNull(),
    /** CtrlSum in cents: a file of many invoices may pass the 21 474 836,47 € of an integer. */
    controlSum: bigint({ mode: 'number' }).notNull(),
    fileName: varchar({ length: 120 }).notNull(),
    blobId: integer()
      .notNull()
      .references(() => fileBlobs.id),
    status: varchar({ length: 8, enum: SEPA_FILE_STATUSES }).notNull().default('CREATED'),
    sentDate: at(),
    sentByUserId: integer().references(() => users.id),
    createdByUserId: integer().references(() => users.id),
    createdDate: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_files_message_id_key').on(t.messageId),
    index('sepa_files_kind_created_idx').on(t.kind, t.createdDate, t.id),
  ],
);

export const sepaFileItems = pgTable(
  'sepa_file_items',
  {
    id: id(),
    sepaFileId: integer()
      .notNull()
      .references(() => sepaFiles.id),
    documentId: integer()
      .notNull()
      .references(() => billingDocuments.id),
    /** The amount the file asks for, in cents. */
    amount: integer().notNull(),
    /** The mandate reference (direct debit) the collection ran under. */
    rum: varchar({ length: 35 }),
    /** FRST or RCUR (direct debit). */
    sequenceType: varchar({ length: 4 }),
    /** The day the bank debits (direct debit) or executes (transfer) this transaction. */
    requestedDate: date().notNull(),
    /** The amendment the debit carried: SMNDA, or the original IBAN (ACCOUNT); the mandate's history. */
    amendmentKind: varchar({ length: 8 }),
    amendmentOriginalIban: varchar({ length: 34 }),
    endToEndId: varchar({ length: 35 }).notNull(),
    status: varchar({ length: 10, enum: SEPA_ITEM_STATUSES }).notNull().default('INCLUDED'),
    rejectionReason: varchar({ length: 255 }),
    rejectedDate: at(),
    rejectedByUserId: integer().references(() => users.id),
  },
  (t) => [
    index('sepa_file_items_file_idx').on(t.sepaFileId),
    index('sepa_file_items_rum_idx').on(t.rum),
    // A document is in at most one file at a time; a rejected item frees it for the next file.
    uniqueIndex('sepa_file_items_document_key').on(t.documentId).where(sql`${t.status} = 'INCLUDED'`),
  ],
);
