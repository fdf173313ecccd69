import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { jobDepartmentEnum, jobTitleEnum } from './enums.ts';
import { veterinaryEstablishments } from './establishments.ts';
import { users } from './users.ts';
import { veterinaryGroups } from './workgroups.ts';

const userReference = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person's job in an establishment or a group, and when they held it. */
const jobPeriodColumns = () => ({
  jobTitle: jobTitleEnum().notNull(),
  department: jobDepartmentEnum(),
  entryDate: date().notNull(),
  exitDate: date(),
});

export const veterinaryEstablishmentUsers = pgTable(
  'veterinary_establishment_users',
  {
    id: id(),
    userId: userReference(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
    ...jobPeriodColumns(),
    /** Service options are not modelled yet: only their identifier is kept (catalogue "Users"). */
    veterinaryServiceOptionId: integer(),
    servicePeriodStartDate: date(),
    servicePeriodEndDate: date(),
    ...timestamps,
  },
  (t) => [
    index('veterinary_establishment_users_user_idx').on(t.userId, t.jobTitle),
    index('veterinary_establishment_users_establishment_idx').on(t.veterinaryEstablishmentId, t.jobTitle),
  ],
);

export const veterinaryGroupUsers = pgTable(
  'veterinary_group_users',
  {
    id: id(),
    userId: userReference(),
    veterinaryGroupId: integer()
      .notNull()
      .references(() => veterinaryGroups.id, { onDelete: 'cascade' }),
    ...jobPeriodColumns(),
    ...timestamps,
  },
  (t) => [
    index('veterinary_group_users_user_idx').on(t.userId),
    index('veterinary_group_users_group_idx').on(t.veterinaryGroupId),
  ],
);

export const manufacturerUsers = pgTable(
  'manufacturer_users',
  {
    id: id(),
    userId: userReference(),
    /** Manufacturers are managed elsewhere; only their identifier is kept here. */
    manufacturerId: integer().notNull(),
    jobTitle: jobTitleEnum().notNull(),
    department: jobDepartmentEnum(),
    ...timestamps,
  },
  (t) => [
    index('manufacturer_users_user_idx').on(t.userId),
    index('manufacturer_users_manufacturer_idx').on(t.manufacturerId),
  ],
);
