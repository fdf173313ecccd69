import type { Db } from '@vetbo/db/database';
import type pg from 'pg';

/** The pg pool under drizzle: for statements drizzle does not write (cursors, named prepared statements). */
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;
