import { GENDERS } from '@vetbo/domain/enums';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { staffRoleEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    /** scrypt hash for the built-in identity provider; null for accounts that sign in elsewhere. */
    passwordHash: text(),
    staffRole: staffRoleEnum(),
    gender: varchar({ length: 10, enum: GENDERS }).notNull().default('undefined'),
    dateOfBirth: date(),
    cityOfBirth: varchar({ length: 100 }),
    language: varchar({ length: 5 }).notNull().default('fr'),
    locale: varchar({ length: 10 }).notNull().default('fr-FR'),
    timezone: varchar({ length: 50 }).notNull().default('Europe/Paris'),
    hourDisplay: varchar({ length: 3 }).notNull().default('24h'),
    mainPhoneNumber: varchar({ length: 16 }),
    otherPhoneNumbers: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName, t.firstName),
    index('users_created_date_idx').on(t.createdDate),
  ],
);
