import type { Db } from '@vetbo/db/database';

/** The executor inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
