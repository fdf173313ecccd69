import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { veterinaryEstablishments } from './establishments.ts';

/**
 * The quick search's keys, one row per establishment and key, kept by triggers (migration 0015) from
 * the establishment's `search_text` (kind `w`: each of its space-separated words), `main_search_city`
 * (`c`) and `main_postal_code` (`p`). Never written by the application.
 *
 * A term without spaces occurs in `search_text` exactly when it occurs in one of its words, so the
 * establishments matching a common word are read from this index in key order (an index-only range
 * per matching word) instead of being checked one heap row at a time behind the trigram index
 * (docs/performance.md, fifth session). `key` sorts bytewise (COLLATE "C", set in the migration), so
 * a prefix is an index range.
 */
export const veterinaryEstablishmentSearchKeys = pgTable(
  'veterinary_establishment_search_keys',
  {
    kind: char({ length: 1 }).notNull(),
    key: text().notNull(),
    veterinaryEstablishmentId: integer()
      .notNull()
      .references(() => veterinaryEstablishments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'veterinary_establishment_search_keys_pkey',
      columns: [t.kind, t.key, t.veterinaryEstablishmentId],
    }),
    index('veterinary_establishment_search_keys_establishment_idx').on(t.veterinaryEstablishmentId),
  ],
);

/**
 * Every word ever found in an establishment's `search_text` (kept by the same triggers; a word no
 * longer used stays and finds no key). A fragment is looked up here by its trigrams — among distinct
 * words, so a common word is one index entry, not thousands of establishments to check.
 */
export const establishmentSearchWords = pgTable(
  'establishment_search_words',
  { word: text().primaryKey() },
  (t) => [index('establishment_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
