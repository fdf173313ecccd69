import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { enabledStatusEnum, purchasingCentralEnum } from './enums.ts';
import { veterinaryEstablishments } from './establishments.ts';

/** Exceptional closures of an establishment (both dates included), next to its weekly opening hours. */
export const veterinaryEstablishmentClosures = pgTable(
  'veterinary_establishment_closures',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    label: varchar({ length: 100 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('veterinary_establishment_closures_establishment_idx').on(t.veterinaryEstablishmentId, t.fromDate),
    check('veterinary_establishment_closures_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/** An establishment's customer account at a purchasing central (spec §3.8): one per central. */
export const veterinaryEstablishmentCentralAccounts = pgTable(
  'veterinary_establishment_central_accounts',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    central: purchasingCentralEnum().notNull(),
    clientCode: varchar({ length: 20 }).notNull(),
    centralPurchasingCode: varchar({ length: 20 }),
    centralPurchasingId: varchar({ length: 20 }),
    startDate: date(),
    status: enabledStatusEnum().notNull().default('ENABLED'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veterinary_establishment_central_accounts_key').on(t.veterinaryEstablishmentId, t.central),
    index('veterinary_establishment_central_accounts_central_idx').on(t.central, t.status),
  ],
);
