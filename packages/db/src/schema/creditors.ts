import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { countryCodeEnum } from './enums.ts';

/** The organisations that issue invoices (spec §9: two of them). */
export const creditors = pgTable('creditors', {
  id: id(),
  name: varchar({ length: 150 }).notNull(),
  legalCode: varchar({ length: 14 }).notNull(),
  vatIntraCommunityNumber: varchar({ length: 20 }).notNull(),
  sepaCreditorIdentifier: varchar({ length: 35 }).notNull().unique(),
  iban: varchar({ length: 34 }).notNull(),
  bic: varchar({ length: 11 }).notNull(),
  streetName: varchar({ length: 150 }).notNull(),
  postalCode: varchar({ length: 10 }).notNull(),
  city: varchar({ length: 100 }).notNull(),
  country: countryCodeEnum().notNull().default('FRA'),
  ...timestamps,
});
