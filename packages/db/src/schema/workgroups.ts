import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { frenchOrder } from './collation.ts';
import { id, timestamps } from './columns.ts';
import { enabledStatusEnum, vatCategoryEnum } from './enums.ts';
import { veterinaryEstablishments } from './establishments.ts';
import { images } from './files.ts';
import { billingAccounts, legalStructures, mandates } from './legal-structures.ts';

export const veterinaryGroups = pgTable(
  'veterinary_groups',
  {
    id: id(),
    entitled: varchar({ length: 150 }).notNull(),
    /** GRP followed by digits, e.g. GRP012. */
    groupCode: varchar({ length: 12 }).notNull(),
    accountingCode: varchar({ length: 11 }),
    icon: varchar({ length: 50 }),
    logoId: integer().references((): AnyPgColumn => images.id),
    bannerId: integer().references((): AnyPgColumn => images.id),
    mainBillingAccountId: integer().references(() => billingAccounts.id),
    personalisedMention: varchar({ length: 500 }),
    serviceVatCategory: vatCategoryEnum(),
    /** Optional: without one, no invoice can be generated in the group's name. */
    legalStructureId: integer().references(() => legalStructures.id),
    status: enabledStatusEnum().notNull().default('ENABLED'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('veterinary_groups_group_code_key').on(t.groupCode),
    index('veterinary_groups_legal_structure_idx').on(t.legalStructureId),
    // The list by name, in French (`frenchOrder`), then the id that breaks ties.
    index('veterinary_groups_entitled_idx').on(frenchOrder(t.entitled), t.id),
    index('veterinary_groups_status_idx').on(t.status),
  ],
);

/** An establishment's membership of a group, with the group-related metadata of spec §3.2. */
export const veterinaryEstablishmentMembers = pgTable(
  'veterinary_establishment_members',
  {
    id: id(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    veterinaryGroupId: integer()
      .notNull()
      .references(() => veterinaryGroups.id),
    accountingCode: varchar({ length: 11 }),
    joinDate: date().notNull(),
    leaveDate: date(),
    leaveReason: varchar({ length: 500 }),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * Spec §3.5: a third billing account that pays this member's invoices (payment method
     * SPECIFIC_BILLING_ACCOUNT), its mandate reference per creditor being its own required mandates.
     */
    specificBillingAccountId: integer().references(() => billingAccounts.id),
    ...timestamps,
  },
  (t) => [
    index('veterinary_establishment_members_establishment_idx').on(t.veterinaryEstablishmentId),
    index('veterinary_establishment_members_group_idx').on(t.veterinaryGroupId, t.veterinaryEstablishmentId),
  ],
);

export const veterinaryGroupMandates = pgTable(
  'veterinary_group_mandates',
  {
    id: id(),
    veterinaryGroupId: integer()
      .notNull()
      .references(() => veterinaryGroups.id, { onDelete: 'cascade' }),
    mandateId: integer()
      .notNull()
      .references(() => mandates.id),
    accountingCode: varchar({ length: 11 }),
    /** The client account's last day (included); none: open. As the establishments' (establishments.ts). */
    endDate: date(),
    ...timestamps,
  },
  (t) => [uniqueIndex('veterinary_group_mandates_key').on(t.veterinaryGroupId, t.mandateId)],
);
