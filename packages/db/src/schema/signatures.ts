import { SIGNATURE_PROVIDERS, SIGNATURE_REQUEST_STATUSES, SIGNER_STATUSES } from '@vetbo/domain/enums';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { id, timestamps } from './columns.ts';
import { contractDocuments } from './contracts.ts';
import { documents } from './files.ts';
import { billingAccounts, requiredMandates } from './legal-structures.ts';
import { users } from './users.ts';

const when = () => timestamp({ withTimezone: true, precision: 0 });

/**
 * A provider-neutral signature request (ARCHITECTURE: one interface, the built-in provider or Yousign):
 * documents to sign, signers, activation, then events until it is done, declined, expired or cancelled.
 * It signs either the mandates of a billing account or one contract document.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: id(),
    provider: varchar({ length: 20, enum: SIGNATURE_PROVIDERS }).notNull(),
    /** The provider's own id (Yousign's signature request id); the built-in provider uses ours. */
    externalId: varchar({ length: 100 }),
    name: varchar({ length: 255 }).notNull(),
    status: varchar({ length: 20, enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('DRAFT'),
    billingAccountId: integer().references(() => billingAccounts.id),
    contractDocumentId: integer().references(() => contractDocuments.id),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    activatedDate: when(),
    finishedDate: when(),
    expirationDate: when(),
    /** Wrong one-time codes over all the request's resends: past the maximum, staff must send it again. */
    wrongCodeCount: smallint().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('signature_requests_external_key').on(t.provider, t.externalId),
    index('signature_requests_billing_account_idx').on(t.billingAccountId),
    index('signature_requests_contract_document_idx').on(t.contractDocumentId),
    // One request under way per account and per contract document: two staff sending at once get a 409.
    uniqueIndex('signature_requests_open_account_key')
      .on(t.billingAccountId)
      .where(sql`${t.status} in ('DRAFT', 'ONGOING')`),
    uniqueIndex('signature_requests_open_contract_key')
      .on(t.contractDocumentId)
      .where(sql`${t.status} in ('DRAFT', 'ONGOING')`),
    check(
      'signature_requests_one_subject',
      sql`num_nonnulls(${t.billingAccountId}, ${t.contractDocumentId}) = 1`,
    ),
  ],
);

/** A document of a request: the PDF sent, and once signed the sealed PDF (both in `documents`). */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: id(),
    signatureRequestId: integer()
      .notNull()
      .references(() => signatureRequests.id),
    title: varchar({ length: 255 }).notNull(),
    /** The mandate this document is the form of (mandate requests). */
    requiredMandateId: integer().references(() => requiredMandates.id),
    originalDocumentId: integer()
      .notNull()
      .references(() => documents.id),
    signedDocumentId: integer().references(() => documents.id),
    externalId: varchar({ length: 100 }),
  },
  (t) => [
    index('signature_documents_request_idx').on(t.signatureRequestId),
    index('signature_documents_required_mandate_idx').on(t.requiredMandateId),
  ],
);

/** Who signs, and the evidence of their signature (the audit trail: who, when, IP, document hashes). */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: id(),
    signatureRequestId: integer()
      .notNull()
      .references(() => signatureRequests.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    status: varchar({ length: 20, enum: SIGNER_STATUSES }).notNull().default('PENDING'),
    externalId: varchar({ length: 100 }),
    /** Built-in provider: the one-time code, kept as a salted hash, its expiry and the attempts made. */
    codeHash: varchar({ length: 128 }),
    codeExpiresDate: when(),
    codeAttempts: smallint().notNull().default(0),
    codeSentDate: when(),
    signedDate: when(),
    signedIp: varchar({ length: 45 }),
    signedUserAgent: text(),
    auditTrailDocumentId: integer().references(() => documents.id),
    ...timestamps,
  },
  (t) => [
    index('signature_signers_request_idx').on(t.signatureRequestId),
    index('signature_signers_user_idx').on(t.userId),
  ],
);

/** Events received from the provider, once each: a replayed event id is ignored. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: id(),
    signatureRequestId: integer()
      .notNull()
      .references(() => signatureRequests.id),
    provider: varchar({ length: 20, enum: SIGNATURE_PROVIDERS }).notNull(),
    eventId: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    occurredDate: when().notNull(),
    payload: jsonb().notNull(),
    receivedDate: when().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signature_events_provider_event_key').on(t.provider, t.eventId),
    index('signature_events_request_idx').on(t.signatureRequestId),
  ],
);
