// The order of the FEC (a creditor's fiscal year: by day, then journal, then entry number) as one bigint,
// written once for the index that keeps it (billing_documents_fec_order_idx) and the statement that reads
// by it (apps/server sales-journals.sql.ts): PostgreSQL uses an expression index only for the same
// expression. Days since 2000 (years 1900 to 9999: |days| < 2^22) × 4 journals × 2^32 numbers < 2^63.
import { DOCUMENT_SERIES } from '@vetbo/domain/billing/enums';
import { type SQL, sql } from 'drizzle-orm';

/** A journal's place in a day (DOCUMENT_SERIES' order: invoices, credit notes, self-billing). */
export const journalOrder = (series: SQL): SQL =>
  sql`case ${series} ${sql.raw(DOCUMENT_SERIES.map((name, index) => `when '${name}' then ${index}`).join(' '))} end`;

/** ((day − 2000-01-01) × 4 + journal) × 2^32 + entry number. */
export const journalDayOrder = (columns: { issueDate: SQL; series: SQL; movementNumber: SQL }): SQL =>
  sql`((${columns.issueDate} - date '2000-01-01')::bigint * 4 + ${journalOrder(columns.series)}) * 4294967296 + ${columns.movementNumber}`;

/** The first value of journalDayOrder on a day (a date parameter): a fiscal year is the range between two. */
export const dayOrderFloor = (day: SQL): SQL => sql`(${day} - date '2000-01-01')::bigint * 4 * 4294967296`;
