// E-invoicing (issue 24 §5): each transmission of an issued invoice or credit note to the approved
// platform (or the built-in outbox), the lifecycle statuses it received or the product sent (212
// "Encaissée"), and where each platform's status feed was read up to. A document sent again gets a new
// transmission; the latest one is its current state.

import {
  E_INVOICING_ADAPTERS,
  EVENT_DELIVERY_STATES,
  EVENT_DIRECTIONS,
  TRANSMISSION_STATES,
} from '@vetbo/domain/billing/e-invoicing';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { billingDocuments } from './billing.ts';
import { id, timestamps } from './columns.ts';
import { fileBlobs } from './files.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, precision: 0 });

export const eInvoiceTransmissions = pgTable(
  'e_invoice_transmissions',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => billingDocuments.id),
    /** The platform it went through; null while PENDING (the process's configuration decides when sent). */
    adapter: varchar({ length: 12, enum: E_INVOICING_ADAPTERS }),
    state: varchar({ length: 10, enum: TRANSMISSION_STATES }).notNull().default('PENDING'),
    /** The platform's id of the document (Super PDP's invoice id); null in the outbox. */
    platformId: varchar({ length: 64 }),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    /** A failed attempt is tried again from this moment. */
    nextAttemptDate: at().notNull().defaultNow(),
    /** The Factur-X PDF sent (the document's own, kept in file_blobs) and the CII XML when asked for. */
    pdfBlobId: integer().references(() => fileBlobs.id),
    xmlBlobId: integer().references(() => fileBlobs.id),
    /** The latest lifecycle status received (code, e.g. '213'), its date and, when rejected, why. */
    lastStatusCode: varchar({ length: 20 }),
    lastStatusDate: at(),
    rejectionReason: text(),
    /** Who asked for it to be sent again (null: sent at issue). */
    createdByUserId: integer().references(() => users.id),
    sentDate: at(),
    ...timestamps,
  },
  (t) => [
    index('e_invoice_transmissions_document_idx').on(t.documentId, t.id),
    index('e_invoice_transmissions_due_idx').on(t.state, t.nextAttemptDate),
    index('e_invoice_transmissions_created_idx').on(t.createdDate, t.id),
    uniqueIndex('e_invoice_transmissions_platform_key').on(t.adapter, t.platformId),
    // Two accountants pressing "Renvoyer" at once: one waiting transmission per document.
    uniqueIndex('e_invoice_transmissions_pending_key').on(t.documentId).where(sql`${t.state} = 'PENDING'`),
  ],
);

export const eInvoiceEvents = pgTable(
  'e_invoice_events',
  {
    id: id(),
    transmissionId: integer()
      .notNull()
      .references(() => eInvoiceTransmissions.id, { onDelete: 'cascade' }),
    /** IN: received from the platform; OUT: sent by the product (212 "Encaissée"). */
    direction: varchar({ length: 3, enum: EVENT_DIRECTIONS }).notNull(),
    /** '200'…'213', '501', or the platform's own code ('api:invalid'). */
    statusCode: varchar({ length: 20 }).notNull(),
    label: varchar({ length: 100 }).notNull(),
    reason: text(),
    occurredDate: at().notNull().defaultNow(),
    /** The platform's id of the event: a second one with the same id is a replay and is ignored. */
    platformEventId: varchar({ length: 64 }),
    /** What the platform answered or sent, as it came. */
    raw: jsonb(),
    deliveryState: varchar({ length: 8, enum: EVENT_DELIVERY_STATES }),
    deliveryAttempts: smallint().notNull().default(0),
    deliveryError: text(),
    createdDate: at().notNull().defaultNow(),
  },
  (t) => [
    index('e_invoice_events_transmission_idx').on(t.transmissionId, t.occurredDate),
    uniqueIndex('e_invoice_events_platform_key').on(t.transmissionId, t.platformEventId),
    index('e_invoice_events_delivery_idx').on(t.deliveryState).where(sql`${t.deliveryState} = 'PENDING'`),
  ],
);

/** How far each platform's status feed was read (Super PDP: the last `invoice_events` id). */
export const eInvoicingCursors = pgTable('e_invoicing_cursors', {
  adapter: varchar({ length: 12, enum: E_INVOICING_ADAPTERS }).primaryKey(),
  cursor: varchar({ length: 64 }).notNull(),
  updatedDate: at().notNull().defaultNow(),
});
