import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

export const PASSWORD_LINK_PURPOSES = ['INVITATION', 'PASSWORD_RESET'] as const;

/**
 * One-time links that set a password on the built-in sign-in. Only the SHA-256 of the random token is
 * kept; a link works once, until it expires, and a newer link for the same user supersedes it.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 20, enum: PASSWORD_LINK_PURPOSES }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdDate: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
    expiresDate: timestamp({ withTimezone: true, precision: 0 }).notNull(),
    /** When it set a password, or when a newer link replaced it: it no longer works either way. */
    usedDate: timestamp({ withTimezone: true, precision: 0 }),
  },
  (t) => [
    uniqueIndex('password_links_token_hash_key').on(t.tokenHash),
    index('password_links_user_idx').on(t.userId),
  ],
);
