import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { countryCodeEnum, legalFormEnum } from './enums.ts';

/** The organisations that issue invoices (spec §9: two of them); the fields billing prints are theirs. */
export const creditors = pgTable(
  'creditors',
  {
    id: id(),
    name: varchar({ length: 150 }).notNull(),
    legalCode: varchar({ length: 14 }).notNull(),
    vatIntraCommunityNumber: varchar({ length: 20 }).notNull(),
    sepaCreditorIdentifier: varchar({ length: 35 }).notNull().unique(),
    iban: varchar({ length: 34 }).notNull(),
    bicSwift: varchar('bic', { length: 11 }).notNull(),
    streetName: varchar({ length: 150 }).notNull(),
    postalCode: varchar({ length: 10 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    country: countryCodeEnum().notNull().default('FRA'),
    /** One prefix per series; unique across every series of every creditor (the service checks across columns). */
    invoiceSeriesPrefix: varchar({ length: 6 }).notNull().unique('creditors_invoice_series_prefix_key'),
    creditNoteSeriesPrefix: varchar({ length: 6 })
      .notNull()
      .unique('creditors_credit_note_series_prefix_key'),
    selfBillingSeriesPrefix: varchar({ length: 6 })
      .notNull()
      .unique('creditors_self_billing_series_prefix_key'),
    /** Legal mentions of its invoices (docs/decisions.md, "Creditors"): empty until an ADMIN fills them. */
    legalForm: legalFormEnum(),
    /** In cents (`centsField`: up to 21 474 836,47 €). */
    shareCapital: integer(),
    tradeRegisterCity: varchar({ length: 100 }),
    latePaymentPenalty: varchar({ length: 300 })
      .notNull()
      .default('Taux de refinancement de la BCE majoré de 10 points'),
    vatOnDebits: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check(
      'creditors_series_prefixes_distinct',
      sql`${t.invoiceSeriesPrefix} <> ${t.creditNoteSeriesPrefix} and ${t.invoiceSeriesPrefix} <> ${t.selfBillingSeriesPrefix} and ${t.creditNoteSeriesPrefix} <> ${t.selfBillingSeriesPrefix}`,
    ),
  ],
);
