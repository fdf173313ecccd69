import { CONTRACT_DOCUMENT_STATUSES } from '@vetbo/domain/enums';
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { veterinaryEstablishments } from './establishments.ts';
import { documents } from './files.ts';
import { veterinaryEstablishmentServiceSubscriptions } from './services.ts';
import { users } from './users.ts';

/** A contract drafted for an establishment: its title and the service subscriptions it covers. */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id),
    entitled: varchar({ length: 150 }).notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contracts_establishment_idx').on(t.veterinaryEstablishmentId),
    index('contracts_created_date_idx').on(t.createdDate),
  ],
);

export const contractSubscriptions = pgTable(
  'contract_subscriptions',
  {
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    serviceSubscriptionId: integer()
      .notNull()
      .references(() => veterinaryEstablishmentServiceSubscriptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.serviceSubscriptionId] }),
    index('contract_subscriptions_subscription_idx').on(t.serviceSubscriptionId),
  ],
);

/**
 * The contract as a document to sign (spec §3.9): its PDF generated from the subscriptions, the signer
 * chosen among the establishment's users, and its status DRAFT → SENT → SIGNED, or → CANCELLED.
 */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: id(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    signerId: integer()
      .notNull()
      .references(() => users.id),
    status: varchar({ length: 20, enum: CONTRACT_DOCUMENT_STATUSES }).notNull().default('DRAFT'),
    documentId: integer()
      .notNull()
      .references(() => documents.id),
    signedDocumentId: integer().references(() => documents.id),
    sentDate: timestamp({ withTimezone: true, precision: 0 }),
    signedDate: timestamp({ withTimezone: true, precision: 0 }),
    cancelledDate: timestamp({ withTimezone: true, precision: 0 }),
    ...timestamps,
  },
  (t) => [
    index('contract_documents_contract_idx').on(t.contractId),
    index('contract_documents_signer_idx').on(t.signerId),
    index('contract_documents_status_idx').on(t.status),
    index('contract_documents_created_date_idx').on(t.createdDate),
  ],
);
