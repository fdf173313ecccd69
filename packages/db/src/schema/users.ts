import { GENDERS } from '@vetbo/domain/enums';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { frenchOrder } from './collation.ts';
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
    /** The last invitation e-mail written to the outbox, and until when its link works. */
    invitationSentDate: timestamp({ withTimezone: true, precision: 0 }),
    invitationExpiresDate: timestamp({ withTimezone: true, precision: 0 }),
    /** When a one-time link first set the password after an invitation. */
    invitationAcceptedDate: timestamp({ withTimezone: true, precision: 0 }),
    /** The last successful sign-in on the built-in identity provider. */
    lastSignInDate: timestamp({ withTimezone: true, precision: 0 }),
    /** Set once the user's personal data has been replaced (privacy); they can no longer sign in. */
    anonymisedDate: timestamp({ withTimezone: true, precision: 0 }),
    /**
     * External identity provider (OIDC_ISSUER): the provider's `sub`, bound at the user's first sign-in.
     * Later tokens are matched by it, so an e-mail change never hands the account to another `sub`.
     */
    externalSubject: varchar({ length: 255 }),
    /**
     * Access tokens issued before this instant are refused (a password set or reset, an e-mail change):
     * every session and token of the user ends at once. Null: none ended yet.
     */
    tokensValidAfter: timestamp({ withTimezone: true, precision: 3 }),
    /**
     * "first last", lower case without accents, as the users search matches a name anywhere: stored so
     * that the trigram index's recheck compares plain text instead of unaccenting every candidate row.
     */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(immutable_unaccent(first_name::text || ' ' || last_name::text))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_subject_key').on(t.externalSubject),
    // The quick search by e-mail prefix (`lower(email) like 'cam%'`): the unique index above cannot serve LIKE.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // A name anywhere in "first last" (trigram), as the users search matches it.
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('users_staff_role_idx').on(t.staffRole).where(sql`${t.staffRole} is not null`),
    // The list by name: last name, first name, in French (`frenchOrder`), then the id that breaks ties.
    index('users_last_name_idx').on(frenchOrder(t.lastName), frenchOrder(t.firstName), t.id),
    index('users_created_date_idx').on(t.createdDate),
  ],
);
