import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { frenchOrder } from './collation.ts';
import { id, timestamps } from './columns.ts';
import { activityEnum, countryCodeEnum, establishmentTypeEnum, vatCategoryEnum } from './enums.ts';
import { billingAccounts, legalStructures, mandates } from './legal-structures.ts';

export const veterinaryEstablishments = pgTable(
  'veterinary_establishments',
  {
    id: id(),
    name: varchar({ length: 120 }).notNull(),
    customName: varchar({ length: 120 }),
    personalisedMention: varchar({ length: 500 }),
    privilegedCode: varchar({ length: 6 }).notNull(),
    accountingCode: varchar({ length: 11 }),
    type: establishmentTypeEnum().notNull(),
    shortDescription: varchar({ length: 500 }),
    legalStructureId: integer().references(() => legalStructures.id),
    mainAddressId: integer().references((): AnyPgColumn => veterinaryEstablishmentAddresses.id, {
      onDelete: 'set null',
    }),
    mainBillingAccountId: integer().references(() => billingAccounts.id),
    serviceVatCategory: vatCategoryEnum(),
    ...timestamps,
    /**
     * What the quick search matches "anywhere": stored so that the trigram index's recheck and the
     * count compare plain text instead of calling unaccent on every candidate row.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(immutable_unaccent(name::text || ' ' || coalesce(custom_name::text, '') || ' ' || privileged_code::text))`,
      ),
    /**
     * The main address' postal code and `search_city`, copied here by triggers (migration 0006) so that
     * the quick search's postal code and city prefixes are index scans of this table, OR-ed with the
     * text's in one bitmap, instead of a join from thousands of addresses back to their establishments.
     * Never written by the application.
     */
    mainPostalCode: varchar({ length: 10 }),
    mainSearchCity: text(),
  },
  (t) => [
    uniqueIndex('veterinary_establishments_privileged_code_key').on(t.privilegedCode),
    index('veterinary_establishments_legal_structure_idx').on(t.legalStructureId),
    index('veterinary_establishments_type_idx').on(t.type, t.id),
    // The list's most common view: one type, sorted by name (see docs/performance.md). Names sort in
    // French (`frenchOrder`, apps/server/src/lib/list-sql.ts): the indexes hold that order.
    index('veterinary_establishments_type_name_idx').on(t.type, frenchOrder(t.name), t.id),
    index('veterinary_establishments_name_idx').on(frenchOrder(t.name), t.id),
    index('veterinary_establishments_created_date_idx').on(t.createdDate, t.id),
    index('veterinary_establishments_updated_date_idx').on(t.updatedDate, t.id),
    index('veterinary_establishments_main_address_idx').on(t.mainAddressId),
    index('veterinary_establishments_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('veterinary_establishments_main_postal_code_idx').using(
      'btree',
      sql`${t.mainPostalCode} varchar_pattern_ops`,
    ),
    index('veterinary_establishments_main_search_city_trgm_idx').using(
      'gin',
      sql`${t.mainSearchCity} gin_trgm_ops`,
    ),
  ],
);

export const veterinaryEstablishmentAddresses = pgTable(
  'veterinary_establishment_addresses',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references((): AnyPgColumn => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    streetNumber: varchar({ length: 10 }),
    streetName: varchar({ length: 150 }).notNull(),
    additionalAddress: varchar({ length: 150 }),
    postalCode: varchar({ length: 10 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    country: countryCodeEnum().notNull().default('FRA'),
    email: varchar({ length: 254 }),
    phone: varchar({ length: 16 }),
    link: varchar({ length: 500 }),
    ...timestamps,
    /** The quick search's city prefix: stored, so that the trigram index's recheck does not call unaccent. */
    searchCity: text().notNull().generatedAlwaysAs(sql`lower(immutable_unaccent(city::text))`),
  },
  (t) => [
    index('veterinary_establishment_addresses_establishment_idx').on(t.veterinaryEstablishmentId),
    // Pattern ops: the quick search's postal code prefix (LIKE '69%') uses it whatever the collation.
    index('veterinary_establishment_addresses_postal_code_idx').using(
      'btree',
      sql`${t.postalCode} varchar_pattern_ops`,
    ),
    index('veterinary_establishment_addresses_search_city_trgm_idx').using(
      'gin',
      sql`${t.searchCity} gin_trgm_ops`,
    ),
  ],
);

export const veterinaryEstablishmentTags = pgTable(
  'veterinary_establishment_tags',
  {
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    tag: varchar({ length: 40 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.veterinaryEstablishmentId, t.tag] }),
    index('veterinary_establishment_tags_tag_idx').on(t.tag),
  ],
);

export const veterinaryEstablishmentActivities = pgTable(
  'veterinary_establishment_activities',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    activity: activityEnum().notNull(),
    /** Share of the establishment's work, in percent. */
    share: smallint(),
    ...timestamps,
  },
  (t) => [uniqueIndex('veterinary_establishment_activities_key').on(t.veterinaryEstablishmentId, t.activity)],
);

export const veterinaryEstablishmentOpeningHours = pgTable(
  'veterinary_establishment_opening_hours',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    /** ISO day of week: 1 Monday … 7 Sunday. */
    dayOfWeek: smallint().notNull(),
    opensAt: time().notNull(),
    closesAt: time().notNull(),
    ...timestamps,
  },
  (t) => [
    index('veterinary_establishment_opening_hours_establishment_idx').on(
      t.veterinaryEstablishmentId,
      t.dayOfWeek,
    ),
  ],
);

export const veterinaryEstablishmentMandates = pgTable(
  'veterinary_establishment_mandates',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    mandateId: integer()
      .notNull()
      .references(() => mandates.id),
    accountingCode: varchar({ length: 11 }).notNull(),
    /**
     * The client account's last day (Paris' day, included); none: open. The row stays (the journals and
     * the FEC already exported name its code); an ended account is not required for a transfer.
     */
    endDate: date(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veterinary_establishment_mandates_key').on(t.veterinaryEstablishmentId, t.mandateId),
    index('veterinary_establishment_mandates_mandate_idx').on(t.mandateId),
    index('veterinary_establishment_mandates_accounting_code_idx').on(t.accountingCode),
  ],
);
