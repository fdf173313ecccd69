import type { Db } from '@vetbo/db/database';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Tx } from './transaction.ts';

/** `column = any($ids)`: a page's ids as one array parameter, so that one statement serves every page size. */
export const inIds = (column: AnyColumn): SQL => sql`${column} = any(${sql.placeholder('ids')})`;

const names = new Set<string>();

/**
 * A drizzle query prepared once per database, then only executed: drizzle builds its SQL once (building
 * the select of a page's rows cost about 100 µs per request, docs/performance.md, sixth session) and
 * PostgreSQL parses and plans it once per connection. Its placeholders (`sql.placeholder`) take the
 * values at each execution. `name` is the statement's name in PostgreSQL: two queries sharing one would
 * fail on the connection that ran both, so a second use of a name is refused when the module loads.
 */
export function preparedOnce<Q>(name: string, prepare: (db: Db, name: string) => Q): (db: Db) => Q {
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = prepare(db, name);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/**
 * Names for statements written or built at run time: the same text gets the same name, so that
 * node-postgres prepares it once per connection and PostgreSQL plans it once (a generic plan after five
 * runs). At most `max` texts are named (each is kept on every connection that ran it); beyond, a
 * statement runs unnamed.
 */
export function statementNamer(prefix: string, max = 500): (text: string) => string | undefined {
  const named = new Map<string, string>();
  return (text) => {
    const known = named.get(text);
    if (known || named.size >= max) return known;
    const name = `${prefix}_${named.size + 1}`;
    named.set(text, name);
    return name;
  };
}

/**
 * The connection to send a hand-written statement on: the pool, or the transaction's own client.
 * NOTE: drizzle keeps a transaction's client in `session.client` (drizzle-orm 0.45, node-postgres);
 * the establishment write tests fail if that ever moves.
 */
export function queryableOf(executor: Db | Tx): Pick<pg.Pool, 'query'> {
  // A transaction first: its statements must run on its own connection, whatever else it carries.
  if (executor instanceof PgTransaction)
    return (executor as unknown as { session: { client: pg.PoolClient } }).session.client;
  return (executor as Db & { $client: pg.Pool }).$client;
}
