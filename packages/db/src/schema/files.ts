import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { veterinaryEstablishments } from './establishments.ts';
import { users } from './users.ts';
import { veterinaryGroups } from './workgroups.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * File contents, kept in PostgreSQL so that every replica and every backup has them (ARCHITECTURE.md).
 * Metadata lives in the tables that point here, so that lists never read the bytes.
 */
export const fileBlobs = pgTable('file_blobs', {
  id: id(),
  sha256: varchar({ length: 64 }).notNull(),
  sizeBytes: integer().notNull(),
  content: bytea().notNull(),
  createdDate: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
});

const fileColumns = () => ({
  id: id(),
  /** The name the file was uploaded with, given back on download. */
  name: varchar({ length: 255 }).notNull(),
  /** Sniffed from the content, never taken from the client. */
  mediaType: varchar({ length: 100 }).notNull(),
  sizeBytes: integer().notNull(),
  sha256: varchar({ length: 64 }).notNull(),
  blobId: integer()
    .notNull()
    .references(() => fileBlobs.id),
  veterinaryEstablishmentId: integer().references(() => veterinaryEstablishments.id),
  veterinaryGroupId: integer().references(() => veterinaryGroups.id),
  createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdDate: timestamp({ withTimezone: true, precision: 0 }).notNull().defaultNow(),
});

export const documents = pgTable(
  'documents',
  {
    ...fileColumns(),
    title: text(),
    /**
     * The file shows bank details in full (a mandate form, a signed mandate, a signature's proof file):
     * only the calls that apply the IBAN rule serve it (ADMIN and ACCOUNTANT), never the generic download.
     */
    showsBankDetails: boolean().notNull().default(false),
  },
  (t) => [
    index('documents_establishment_idx').on(t.veterinaryEstablishmentId),
    index('documents_group_idx').on(t.veterinaryGroupId),
    check(
      'documents_one_owner',
      sql`num_nonnulls(${t.veterinaryEstablishmentId}, ${t.veterinaryGroupId}) <= 1`,
    ),
  ],
);

export const images = pgTable(
  'images',
  {
    ...fileColumns(),
    width: integer().notNull(),
    height: integer().notNull(),
    thumbnailBlobId: integer()
      .notNull()
      .references(() => fileBlobs.id),
  },
  (t) => [
    index('images_establishment_idx').on(t.veterinaryEstablishmentId),
    index('images_group_idx').on(t.veterinaryGroupId),
    check('images_one_owner', sql`num_nonnulls(${t.veterinaryEstablishmentId}, ${t.veterinaryGroupId}) <= 1`),
  ],
);
