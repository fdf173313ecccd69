import type { Db } from '@vetbo/db/database';
import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import { cappedTotal, type ListTotal } from '@vetbo/domain/list-definition';
import type pg from 'pg';
import { type CoalescedReads, coalescedReads } from '../../lib/coalesced-reads.ts';
import { queryableOf, statementNamer } from '../../lib/prepared.ts';
import type { Tx } from '../../lib/transaction.ts';
import { preparedSearch } from './establishment-search.ts';
import {
  type EstablishmentRecord,
  establishmentByIdStatement,
  establishmentPageStatements,
  establishmentSearchStatement,
  establishmentsByIdsStatement,
  type Statement,
} from './establishment-statements.ts';

// Hand-written statements, prepared once per connection: building them with drizzle on every request
// was about a quarter of the list's server time (docs/performance.md, 2026-11-23).
const nameOf = statementNamer('establishments');

/** A database or a drizzle transaction: either runs these statements (a transaction on its own connection). */
export type Executor = Db | Tx;

export async function runStatement<T extends pg.QueryResultRow>(
  db: Executor,
  statement: Statement,
  prepare: boolean,
): Promise<T[]> {
  const pool = queryableOf(db);
  // node-postgres prepares a named statement once per connection, then only binds and executes it.
  const name = prepare ? nameOf(statement.text) : undefined;
  const result = await pool.query<T>({ name, text: statement.text, values: statement.values });
  return result.rows;
}

/**
 * A page of the list (counted up to the declared threshold) or of a search (counted exactly: its
 * matches are all read to be sorted). `rawKeys`: the query string's keys, in the caller's order.
 */
export async function findEstablishmentPage(
  db: Db,
  request: { query: EstablishmentListQuery; rawKeys: readonly string[]; term?: string },
): Promise<{ rows: EstablishmentRecord[]; total: ListTotal }> {
  const { query, rawKeys, term } = request;
  if (term) return searchEstablishments(db, establishmentSearchStatement(query, rawKeys, term), term);
  const statements = establishmentPageStatements(query, rawKeys);
  const [rows, [counted]] = await Promise.all([
    runStatement<{ record: EstablishmentRecord }>(db, statements.rows, true),
    runStatement<{ total: number }>(db, statements.total, true),
  ]);
  return { rows: rows.map((row) => row.record), total: cappedTotal(counted?.total ?? 0, statements.cap) };
}

/**
 * Prepared from three characters on: its generic plan is the one a custom plan would choose
 * (establishment-search.ts; checked on terms of 0 to 3 949 matches, docs/performance.md, 2026-11-25).
 * One round trip; JIT is off for every connection (packages/db/src/database.ts).
 */
async function searchEstablishments(
  db: Db,
  statement: Statement,
  term: string,
): Promise<{ rows: EstablishmentRecord[]; total: ListTotal }> {
  const result = await runStatement<{ record: EstablishmentRecord | null; total: number }>(
    db,
    statement,
    preparedSearch(term),
  );
  return {
    rows: result.flatMap((row) => (row.record ? [row.record] : [])),
    total: { total: result[0]?.total ?? 0, totalIsExact: true },
  };
}

/** One establishment; `forUpdate` first locks its row until the transaction ends (read, check, write). */
export async function findEstablishmentById(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<EstablishmentRecord | null> {
  if (forUpdate) {
    await runStatement(
      db,
      { text: 'select id from veterinary_establishments where id = $1 for update', values: [id] },
      false,
    );
  }
  const [row] = await runStatement<{ record: EstablishmentRecord }>(db, establishmentByIdStatement(id), true);
  return row?.record ?? null;
}

const coalescedByDatabase = new WeakMap<Db, CoalescedReads<EstablishmentRecord>>();

/**
 * One establishment read outside any transaction: concurrent reads share one statement
 * (lib/coalesced-reads.ts). The record is the one `findEstablishmentById` returns.
 */
export function readEstablishment(db: Db, id: number): Promise<EstablishmentRecord | undefined> {
  let read = coalescedByDatabase.get(db);
  if (!read) {
    read = coalescedReads(async (ids) => {
      const rows = await runStatement<{ id: number; record: EstablishmentRecord }>(
        db,
        establishmentsByIdsStatement(ids),
        true,
      );
      return new Map(rows.map((row) => [row.id, row.record]));
    });
    coalescedByDatabase.set(db, read);
  }
  return read(id);
}
