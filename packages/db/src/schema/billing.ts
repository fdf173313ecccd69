// Billing (issue 23): invoices and credit notes (one table, `documentType`), their lines, payments and
// reminders, each creditor's numbering series, the subscription billing runs, the planned delivery
// billings, and the legacy establishment credit notes. Money in integer cents, rates in hundredths of a
// percent. An issued document never changes but for its payment status, paid amount and accounting number.

import {
  DOCUMENT_SERIES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  INVOICE_PAYMENT_METHODS,
  LINE_CATEGORIES,
  PAYMENT_STATUSES,
  TREATMENT_STATUSES,
} from '@vetbo/domain/billing/enums';
import { BILLING_RUN_KINDS, BILLING_RUN_STATUSES } from '@vetbo/domain/billing/runs';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { journalDayOrder } from '../journal-order.ts';
import { id, timestamps } from './columns.ts';
import { creditors } from './creditors.ts';
import { vatCategoryEnum } from './enums.ts';
import { veterinaryEstablishments } from './establishments.ts';
import { fileBlobs } from './files.ts';
import { billingAccounts, legalStructures } from './legal-structures.ts';
import { outboxMessages } from './outbox.ts';
import { users } from './users.ts';
import { veterinaryGroups } from './workgroups.ts';

const at = () => timestamp({ withTimezone: true, precision: 0 });

export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: id(),
    documentType: varchar({ length: 12, enum: DOCUMENT_TYPES }).notNull(),
    series: varchar({ length: 12, enum: DOCUMENT_SERIES }).notNull(),
    status: varchar({ length: 8, enum: DOCUMENT_STATUSES }).notNull().default('DRAFT'),
    category: varchar({ length: 20 }).notNull(),
    creditorId: integer()
      .notNull()
      .references(() => creditors.id),
    veterinaryEstablishmentId: integer().references(() => veterinaryEstablishments.id),
    veterinaryGroupId: integer().references(() => veterinaryGroups.id),
    legalStructureId: integer().references(() => legalStructures.id),
    /** The billed establishment's or group's name when the document was made. */
    clientName: varchar({ length: 150 }).notNull(),
    /** The legal structure's name the document is addressed to. */
    senderAddressIdentityName: varchar({ length: 150 }),
    paymentMethod: varchar({ length: 45, enum: INVOICE_PAYMENT_METHODS }).notNull(),
    paymentStatus: varchar({ length: 15, enum: PAYMENT_STATUSES }).notNull().default('UNPAID'),
    billingAccountId: integer().references(() => billingAccounts.id),
    /** The SEPA mandate reference the direct debit runs under (copied at issue). */
    bankAccountRum: varchar({ length: 35 }),
    accountingCode: varchar({ length: 20 }),
    /** Set by the sales journal export (issue 24). */
    accountingMovementIncrementalNumber: integer(),
    deliveryInformationCode: varchar({ length: 30 }),
    amountWithoutVat: integer().notNull(),
    vatAmount: integer().notNull(),
    amountWithVat: integer().notNull(),
    paidAmount: integer().notNull().default(0),
    /** `FVS-2026-000042`: null while a draft. */
    number: varchar({ length: 20 }),
    issueYear: smallint(),
    sequence: integer(),
    issueDate: date(),
    dueDate: date(),
    periodStartDate: date(),
    periodEndDate: date(),
    deliveryDate: date(),
    precedingInvoiceId: integer().references((): AnyPgColumn => billingDocuments.id),
    billingRunId: integer().references((): AnyPgColumn => billingRuns.id),
    /** What the PDF and the Factur-X XML show, frozen at issue (seller, buyer, lines, mentions). */
    content: jsonb(),
    /** SHA-256 (hex) of the canonical content and the previous document's hash of the same series. */
    contentHash: varchar({ length: 64 }),
    previousHash: varchar({ length: 64 }),
    pdfBlobId: integer().references(() => fileBlobs.id),
    createdByUserId: integer().references(() => users.id),
    issuedDate: at(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('billing_documents_number_key').on(t.number),
    uniqueIndex('billing_documents_sequence_key').on(t.creditorId, t.series, t.issueYear, t.sequence),
    index('billing_documents_type_created_idx').on(t.documentType, t.createdDate, t.id),
    // The lists' default order (newest issue first, drafts last) walks these three indexes (docs/performance.md).
    index('billing_documents_type_issue_idx').on(
      t.documentType,
      t.issueDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('billing_documents_status_due_idx').on(t.documentType, t.paymentStatus, t.dueDate),
    // A creditor's documents of some payment statuses, counted from the index alone (the list's capped total:
    // 50 → 2 ms for the unpaid invoices of a creditor among a million; docs/performance.md).
    index('billing_documents_creditor_status_idx').on(t.documentType, t.creditorId, t.paymentStatus),
    // The lists' quick filters and sorts on a million documents (docs/performance.md, billing): an index walk
    // in the list's order instead of a sort of every invoice or a scan.
    index('billing_documents_type_amount_idx').on(t.documentType, t.amountWithVat, t.id),
    index('billing_documents_type_category_idx').on(
      t.documentType,
      t.category,
      t.issueDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('billing_documents_type_creditor_idx').on(
      t.documentType,
      t.creditorId,
      t.issueDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('billing_documents_establishment_idx').on(t.veterinaryEstablishmentId, t.createdDate),
    index('billing_documents_group_idx').on(t.veterinaryGroupId),
    index('billing_documents_accounting_code_idx').on(t.accountingCode),
    index('billing_documents_rum_idx').on(t.bankAccountRum),
    index('billing_documents_preceding_idx').on(t.precedingInvoiceId),
    index('billing_documents_run_idx').on(t.billingRunId),
    index('billing_documents_movement_idx').on(t.accountingMovementIncrementalNumber),
    // The sales journals' numbering (issue 24 §4): each export finds the documents still to number without
    // reading the table, and an entry number is never given twice in a creditor's journal.
    index('billing_documents_unnumbered_idx')
      .on(t.series, t.creditorId, t.issueYear, t.sequence)
      .where(sql`${t.status} = 'ISSUED' and ${t.accountingMovementIncrementalNumber} is null`),
    uniqueIndex('billing_documents_movement_key').on(
      t.creditorId,
      t.series,
      t.accountingMovementIncrementalNumber,
    ),
    // The FEC reads a creditor's fiscal year in its order from this index, from the first row on, instead
    // of sorting the year before it (journal-order.ts).
    index('billing_documents_fec_order_idx')
      .on(
        t.creditorId,
        sql`(${journalDayOrder({
          issueDate: sql`${t.issueDate}`,
          series: sql`${t.series}`,
          movementNumber: sql`${t.accountingMovementIncrementalNumber}`,
        })})`,
      )
      .where(sql`${t.status} = 'ISSUED'`),
    check(
      'billing_documents_issued_check',
      sql`(${t.status} = 'DRAFT' and ${t.number} is null) or (${t.status} = 'ISSUED' and ${t.number} is not null and ${t.issueDate} is not null and ${t.contentHash} is not null)`,
    ),
    check(
      'billing_documents_target_check',
      sql`(${t.veterinaryEstablishmentId} is null) <> (${t.veterinaryGroupId} is null)`,
    ),
    check(
      'billing_documents_amounts_check',
      sql`${t.amountWithoutVat} >= 0 and ${t.amountWithVat} = ${t.amountWithoutVat} + ${t.vatAmount} and ${t.paidAmount} between 0 and ${t.amountWithVat}`,
    ),
  ],
);

export const billingDocumentLines = pgTable(
  'billing_document_lines',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    accountingCode: varchar({ length: 20 }).notNull(),
    productCode: varchar({ length: 30 }),
    summary: varchar({ length: 255 }).notNull(),
    description: text(),
    category: varchar({ length: 30, enum: LINE_CATEGORIES }).notNull(),
    vatCategory: vatCategoryEnum().notNull(),
    vatRate: integer().notNull(),
    quantity: integer().notNull(),
    unitPriceWithoutVat: integer().notNull(),
    /** quantity × unit price; negative for a discount line. */
    amountWithoutVat: integer().notNull(),
    analyticCode: varchar({ length: 30 }),
    veterinaryEstablishmentServicePeriodId: integer(),
    veterinaryEstablishmentServiceDeliveryId: integer(),
    /** On a credit note's line: the invoice line it credits. */
    creditedLineId: integer().references((): AnyPgColumn => billingDocumentLines.id),
  },
  (t) => [
    uniqueIndex('billing_document_lines_position_key').on(t.documentId, t.position),
    index('billing_document_lines_credited_idx').on(t.creditedLineId),
    index('billing_document_lines_period_idx').on(t.veterinaryEstablishmentServicePeriodId),
    index('billing_document_lines_delivery_idx').on(t.veterinaryEstablishmentServiceDeliveryId),
  ],
);

/** One row per creditor and series: the head of its hash chain and the year's last sequence number. */
export const billingSeries = pgTable(
  'billing_series',
  {
    creditorId: integer()
      .notNull()
      .references(() => creditors.id),
    series: varchar({ length: 12, enum: DOCUMENT_SERIES }).notNull(),
    year: smallint().notNull(),
    lastSequence: integer().notNull().default(0),
    lastHash: varchar({ length: 64 }),
    lastDocumentId: integer(),
    updatedDate: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.creditorId, t.series] })],
);

export const billingDocumentPayments = pgTable(
  'billing_document_payments',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'cascade' }),
    paymentStatus: varchar({ length: 15, enum: PAYMENT_STATUSES }).notNull(),
    paidAmount: integer().notNull(),
    paymentDate: date().notNull(),
    comment: varchar({ length: 255 }),
    userId: integer().references(() => users.id),
    createdDate: at().notNull().defaultNow(),
  },
  (t) => [index('billing_document_payments_document_idx').on(t.documentId)],
);

export const billingDocumentReminders = pgTable(
  'billing_document_reminders',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'cascade' }),
    recipient: varchar({ length: 254 }).notNull(),
    outboxMessageId: integer().references(() => outboxMessages.id),
    userId: integer().references(() => users.id),
    createdDate: at().notNull().defaultNow(),
  },
  (t) => [index('billing_document_reminders_document_idx').on(t.documentId)],
);

/** A subscription billing run for a date, or a planned billing of selected deliveries. */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: id(),
    kind: varchar({ length: 20, enum: BILLING_RUN_KINDS }).notNull(),
    status: varchar({ length: 12, enum: BILLING_RUN_STATUSES }).notNull().default('CREATED'),
    /** The invoices' date (the periods due on or before it, for subscriptions). */
    invoiceDate: date().notNull(),
    /** When a planned run starts (its pg-boss job's start time). */
    plannedDate: at(),
    /** The deliveries a DELIVERIES run bills. */
    deliveryIds: integer().array(),
    /** A SUBSCRIPTIONS run limited to these establishments (none: every establishment). */
    establishmentIds: integer().array(),
    groupsPlanned: integer().notNull().default(0),
    groupsDone: integer().notNull().default(0),
    documentsIssued: integer().notNull().default(0),
    lastError: text(),
    createdByUserId: integer().references(() => users.id),
    startedDate: at(),
    finishedDate: at(),
    ...timestamps,
  },
  (t) => [index('billing_runs_created_idx').on(t.createdDate)],
);

export const legacyEstablishmentCreditNotes = pgTable(
  'legacy_establishment_credit_notes',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id),
    documentCode: varchar({ length: 50 }).notNull(),
    documentDate: date().notNull(),
    documentType: varchar({ length: 20 }).notNull().default('CREDIT_NOTE'),
    /** In cents. */
    unitPriceWithVat: integer().notNull(),
    label: varchar({ length: 255 }),
    accountingStatus: varchar({ length: 10, enum: TREATMENT_STATUSES }).notNull().default('UNTREATED'),
    /** Who marked it treated. */
    moderationUserId: integer().references(() => users.id),
    treatedDate: at(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('legacy_credit_notes_document_code_key').on(t.documentCode),
    index('legacy_credit_notes_establishment_idx').on(t.veterinaryEstablishmentId),
    index('legacy_credit_notes_status_idx').on(t.accountingStatus, t.documentDate),
  ],
);
