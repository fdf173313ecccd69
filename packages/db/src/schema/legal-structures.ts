import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { frenchOrder } from './collation.ts';
import { id, timestamps } from './columns.ts';
import { creditors } from './creditors.ts';
import { countryCodeEnum, enabledStatusEnum, legalFormEnum } from './enums.ts';
import { users } from './users.ts';

export const legalStructures = pgTable(
  'legal_structures',
  {
    id: id(),
    socialReason: varchar({ length: 150 }).notNull(),
    tradeName: varchar({ length: 150 }),
    /** SIRET in France, the national registration number elsewhere. */
    legalCode: varchar({ length: 20 }),
    legalForm: legalFormEnum(),
    apeCode: varchar({ length: 6 }),
    vatIntraCommunityNumber: varchar({ length: 20 }),
    headQuarterStreetNumber: varchar({ length: 10 }),
    headQuarterStreetName: varchar({ length: 150 }),
    headQuarterPostalCode: varchar({ length: 10 }),
    headQuarterCity: varchar({ length: 100 }),
    headQuarterCountry: countryCodeEnum().notNull().default('FRA'),
    ...timestamps,
  },
  (t) => [
    // The list by social reason, in French (`frenchOrder`), then the id that breaks ties.
    index('legal_structures_social_reason_idx').on(frenchOrder(t.socialReason), t.id),
    uniqueIndex('legal_structures_legal_code_key').on(t.legalCode),
    index('legal_structures_social_reason_trgm_idx').using('gin', sql`${t.socialReason} gin_trgm_ops`),
  ],
);

export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: id(),
    legalStructureId: integer()
      .notNull()
      .references(() => legalStructures.id),
    entitled: varchar({ length: 150 }).notNull(),
    iban: varchar({ length: 34 }),
    bicSwift: varchar({ length: 11 }),
    identityName: varchar({ length: 150 }),
    sepa: boolean().notNull().default(true),
    signatoryName: varchar({ length: 150 }),
    status: enabledStatusEnum().notNull().default('ENABLED'),
    ...timestamps,
  },
  (t) => [
    index('billing_accounts_legal_structure_idx').on(t.legalStructureId),
    index('billing_accounts_status_idx').on(t.status),
    index('billing_accounts_created_date_idx').on(t.createdDate),
  ],
);

export const BANK_DETAILS_CHANGE_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;

/**
 * A change of a billing account's bank details asked by staff (four-eyes): it takes effect only when a
 * second `billing` writer confirms it; until then the account keeps its details.
 */
export const billingAccountBankChanges = pgTable(
  'billing_account_bank_changes',
  {
    id: id(),
    billingAccountId: integer()
      .notNull()
      .references(() => billingAccounts.id),
    iban: varchar({ length: 34 }).notNull(),
    bicSwift: varchar({ length: 11 }),
    identityName: varchar({ length: 150 }),
    status: varchar({ length: 20, enum: BANK_DETAILS_CHANGE_STATUSES }).notNull().default('PENDING'),
    requestedByUserId: integer()
      .notNull()
      .references(() => users.id),
    requestedDate: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
    decidedByUserId: integer().references(() => users.id),
    decidedDate: timestamp({ withTimezone: true, precision: 0 }),
    ...timestamps,
  },
  (t) => [
    index('billing_account_bank_changes_account_idx').on(t.billingAccountId),
    // One change waiting per account: a second request while one waits is a 409.
    uniqueIndex('billing_account_bank_changes_pending_key')
      .on(t.billingAccountId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A mandate model of a creditor (e.g. the SEPA core direct-debit mandate of one organisation). */
export const mandates = pgTable(
  'mandates',
  {
    id: id(),
    creditorId: integer()
      .notNull()
      .references(() => creditors.id),
    prefix: varchar({ length: 10 }).notNull(),
    entitled: varchar({ length: 150 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('mandates_prefix_key').on(t.prefix), index('mandates_creditor_idx').on(t.creditorId)],
);

export const requiredMandates = pgTable(
  'required_mandates',
  {
    id: id(),
    billingAccountId: integer()
      .notNull()
      .references(() => billingAccounts.id),
    mandateId: integer()
      .notNull()
      .references(() => mandates.id),
    /** Référence unique du mandat (SEPA RUM). */
    rum: varchar({ length: 35 }).notNull(),
    isValidated: boolean().notNull().default(false),
    validatedDate: timestamp({ withTimezone: true, precision: 0 }),
    /** A signed mandate revoked: it no longer authorises debits; the row stays for its history. */
    revokedDate: timestamp({ withTimezone: true, precision: 0 }),
    /**
     * SEPA amendment (EPC rulebook): the debtor's account changed after signature. The mandate keeps its
     * RUM; the next direct debit carries the original IBAN and BIC (or FRST again after a change of bank),
     * then the money files clear these three columns.
     */
    amendedFromIban: varchar({ length: 34 }),
    amendedFromBic: varchar({ length: 11 }),
    amendedDate: timestamp({ withTimezone: true, precision: 0 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('required_mandates_rum_key').on(t.rum),
    // One mandate in force per account and creditor's mandate; revoked ones stay beside a new one.
    uniqueIndex('required_mandates_account_mandate_key')
      .on(t.billingAccountId, t.mandateId)
      .where(sql`${t.revokedDate} is null`),
    index('required_mandates_mandate_idx').on(t.mandateId),
  ],
);
