// The sales journals' statements: numbering the entries (accountingMovementIncrementalNumber), then reading
// the documents with their lines, one row per document, for a cursor (openRowCursor).
import type { Db } from '@vetbo/db/database';
import { dayOrderFloor, journalDayOrder, journalOrder } from '@vetbo/db/journal-order';
import { DOCUMENT_SERIES, type DocumentSeries } from '@vetbo/domain/billing/enums';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Which documents an export shows: an id range of one series, or a creditor's fiscal year. */
export type JournalScope =
  | { series: DocumentSeries; fromId: number; toId: number; creditorId?: number | undefined }
  | { series: DocumentSeries; creditorId: number; firstDay: string; closingDay: string };

const dialect = new PgDialect();

/** chr(30) and chr(31), which no line's text holds (the API refuses control characters). */
export const LINE_SEPARATOR = '\u001e';
export const FIELD_SEPARATOR = '\u001f';

/** One advisory lock per series: two exports numbering the same journal wait for each other. */
const NUMBERING_LOCK_BASE = 7_311_402_100;

function scopeCondition(scope: JournalScope) {
  if ('fromId' in scope)
    return sql`d.id between ${scope.fromId} and ${scope.toId}${
      scope.creditorId === undefined ? sql`` : sql` and d.creditor_id = ${scope.creditorId}`
    }`;
  return sql`d.creditor_id = ${scope.creditorId} and d.issue_date between ${scope.firstDay}::date and ${scope.closingDay}::date`;
}

/** The documents of any of the scopes (each of its series). */
const inScopes = (scopes: JournalScope[]) =>
  sql.join(
    scopes.map((scope) => sql`(d.series = ${scope.series} and ${scopeCondition(scope)})`),
    sql` or `,
  );

/**
 * Gives each issued document the export will show its entry number, once and for good: for each creditor
 * and series in the scopes, every document not numbered yet, up to the last one the scopes show, takes the
 * next numbers of its journal in the order of the document numbers. So the numbers of a creditor's journal
 * run without gap in the order of issue whatever ranges are exported and in whatever order, a document
 * keeps its number (a re-export gives the same), and a document after the range waits for its own export.
 * Documents are issued in sequence order under their series' lock, so no document can later appear before
 * one numbered here. One statement for all the scopes (the FEC's three journals), under each series'
 * advisory lock, taken in a fixed order. Answers how many documents it numbered.
 *
 * It reads only what it numbers: the documents not numbered yet (a partial index), each kept when a
 * document of the scopes comes at or after it in its journal (the sequence index from it on, where every
 * document is unnumbered too), and each journal's last number (the movement index) — not the scopes'
 * documents, which a re-export would read all again (0.1 s of the 100 000 invoices' export, measured).
 */
export async function numberJournalEntries(db: Db, scopes: JournalScope[]): Promise<number> {
  const locks = [...new Set(scopes.map((scope) => DOCUMENT_SERIES.indexOf(scope.series)))].sort();
  const series = [...new Set(scopes.map((scope) => scope.series))];
  return db.transaction(async (tx) => {
    for (const lock of locks)
      await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK_BASE + lock})`);
    const result = await tx.execute(sql`
      with pending as (
        select p.id, p.creditor_id, p.series, p.issue_year, p.sequence
          from billing_documents p
         where p.status = 'ISSUED' and p.accounting_movement_incremental_number is null
           and p.series in (${sql.join(
             series.map((name) => sql`${name}`),
             sql`, `,
           )})
           and exists (
             select 1 from billing_documents d
              where d.creditor_id = p.creditor_id and d.series = p.series
                and (d.issue_year, d.sequence) >= (p.issue_year, p.sequence)
                and d.status = 'ISSUED' and (${inScopes(scopes)}))
      ), last as (
        select k.creditor_id, k.series, (
                 select max(d.accounting_movement_incremental_number) from billing_documents d
                  where d.creditor_id = k.creditor_id and d.series = k.series) as number
          from (select distinct creditor_id, series from pending) k
      ), numbered as (
        select p.id, coalesce(l.number, 0) + row_number() over (
                 partition by p.creditor_id, p.series order by p.issue_year, p.sequence) as number
          from pending p left join last l on l.creditor_id = p.creditor_id and l.series = p.series
      )
      update billing_documents d set accounting_movement_incremental_number = n.number
        from numbered n where d.id = n.id`);
    return result.rowCount ?? 0;
  });
}

/** journalDayOrder of a row of the statement (`d`). */
const DAY_ORDER = journalDayOrder({
  issueDate: sql`d.issue_date`,
  series: sql`d.series`,
  movementNumber: sql`d.accounting_movement_incremental_number`,
});

/**
 * A fiscal year of one creditor (the FEC: every scope the same creditor and days) as a range of
 * journalDayOrder too: redundant with the scopes, it is what lets the database read the year in order from
 * billing_documents_fec_order_idx, from the first row on.
 */
function yearRange(scopes: JournalScope[]): SQL {
  const [first, ...others] = scopes;
  if (first === undefined || 'fromId' in first) return sql``;
  const sameYear = others.every(
    (scope) =>
      !('fromId' in scope) &&
      scope.creditorId === first.creditorId &&
      scope.firstDay === first.firstDay &&
      scope.closingDay === first.closingDay,
  );
  if (!sameYear) return sql``;
  return sql` and d.creditor_id = ${first.creditorId}
    and ${DAY_ORDER} >= ${dayOrderFloor(sql`${first.firstDay}::date`)}
    and ${DAY_ORDER} < ${dayOrderFloor(sql`${first.closingDay}::date + 1`)}`;
}

/**
 * The documents of the scope, one row per document with its lines as one text (LINE_SEPARATOR between
 * lines, FIELD_SEPARATOR between account, VAT category and amount: reading it is cheaper than parsing
 * arrays), in the journal's order: creditor, then entry number — for a fiscal year, the day of issue first
 * (the FEC is in the chronological order of validation), then journal and number. The cells are those of
 * sales-journals.rows.ts.
 *
 * Read by a cursor planned for its first rows (openRowCursor's `first-rows`): the documents come in order
 * from an index and each one's lines are read as it goes out, so the database streams from the first row
 * while the server writes. Sorting the scope first meant reading all of it before the first row: 0.17 s of
 * the 100 000 invoices' journal during which the server waited (measured). A small range of a large journal
 * is still read by its ids and sorted, the planner's choice when that is cheaper.
 */
export function journalDocumentsStatement(scopes: JournalScope[]): { text: string; values: unknown[] } {
  // The journals' order (DOCUMENT_SERIES), only when the scopes hold several: a sales journal is one series.
  const severalJournals = new Set(scopes.map((scope) => scope.series)).size > 1;
  const byFiscalYear = scopes.every((scope) => !('fromId' in scope));
  // A sales journal: one creditor's (or every creditor's) journal in the order of its entry numbers, which
  // billing_documents_movement_key keeps (the series is fixed); a fiscal year: journalDayOrder's order,
  // which billing_documents_fec_order_idx keeps.
  const order = byFiscalYear
    ? DAY_ORDER
    : sql.join(
        [
          scopes.every((scope) => scope.creditorId !== undefined) ? undefined : sql`d.creditor_id`,
          severalJournals ? journalOrder(sql`d.series`) : undefined,
          sql`d.accounting_movement_incremental_number`,
        ].filter((term) => term !== undefined),
        sql`, `,
      );
  const query = sql`
    select d.series, d.number, d.issue_date::text, d.due_date::text, d.accounting_movement_incremental_number,
           d.accounting_code, d.client_name, d.amount_with_vat, c.name, l.lines
      from billing_documents d
      join creditors c on c.id = d.creditor_id
     cross join lateral (
       select string_agg(x.accounting_code || chr(31) || x.vat_category::text || chr(31) || x.amount_without_vat,
                         chr(30) order by x.position) as lines
         from billing_document_lines x where x.document_id = d.id) l
     where d.status = 'ISSUED' and (${inScopes(scopes)})${yearRange(scopes)}
     order by ${order}`;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}
