import type { Db } from '@vetbo/db/database';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

type Executor = Pick<Db, 'select'>;

/** One row of `table` by its id; `forUpdate` locks it until the transaction ends (read, check If-Match, write). */
export async function findRowById<T extends PgTable & { id: AnyPgColumn }>(
  db: Executor,
  table: T,
  id: number,
  { forUpdate = false } = {},
): Promise<InferSelectModel<T> | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return (row ?? null) as InferSelectModel<T> | null;
}
