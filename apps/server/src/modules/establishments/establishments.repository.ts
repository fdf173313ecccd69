import type { Db } from '@vetbo/db/database';
import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import type pg from 'pg';
import {
  type EstablishmentRecord,
  establishmentByIdStatement,
  establishmentPageStatements,
  type Statement,
} from './establishment-statements.ts';

// Hand-written statements, prepared once per connection: building them with drizzle on every request
// was about a quarter of the list's server time (docs/performance.md, 2026-11-23).
const statementNames = new Map<string, string>();
const MAX_PREPARED_SHAPES = 500;
const preparable = new WeakMap<pg.Pool, Promise<boolean>>();

/**
 * Embedded PGlite shares one session between all connections, so a statement prepared by one
 * connection already exists for the next one: name statements only on a real PostgreSQL server.
 */
function canPrepare(pool: pg.Pool): Promise<boolean> {
  let known = preparable.get(pool);
  if (!known) {
    known = pool
      .query<{ version: string }>('select version()')
      .then((result) => !result.rows[0]?.version.includes('PGlite'))
      .catch(() => false);
    preparable.set(pool, known);
  }
  return known;
}

function nameOf(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_PREPARED_SHAPES) return known;
  const name = `establishments_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

/** The pool under drizzle (set by `drizzle({ client: pool })`; the `Db` type does not show it). */
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

export async function runStatement<T extends pg.QueryResultRow>(
  db: Db,
  statement: Statement,
  prepare: boolean,
): Promise<T[]> {
  const pool = poolOf(db);
  const name = prepare && (await canPrepare(pool)) ? nameOf(statement.text) : undefined;
  const result = await pool.query<T>({ name, text: statement.text, values: statement.values });
  return result.rows;
}

export async function findEstablishmentPage(
  db: Db,
  query: EstablishmentListQuery,
  rawQuery: unknown,
  term?: string,
): Promise<{ rows: EstablishmentRecord[]; total: number }> {
  const statements = establishmentPageStatements(query, rawQuery, term);
  // NOTE: a search is planned for its own term each time (custom plan): a generic plan cannot use
  // the postal code's prefix index.
  const prepare = !term;
  const [rows, [counted]] = await Promise.all([
    runStatement<EstablishmentRecord>(db, statements.rows, prepare),
    runStatement<{ total: number }>(db, statements.total, prepare),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findEstablishmentById(db: Db, id: number): Promise<EstablishmentRecord | null> {
  const [row] = await runStatement<EstablishmentRecord>(db, establishmentByIdStatement(id), true);
  return row ?? null;
}
