import type { Db } from '@vetbo/db/database';
import type { documents, images } from '@vetbo/db/schema/index';
import type { FileListQuery } from '@vetbo/domain/files';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../lib/list.ts';

export type FileTable = typeof documents | typeof images;
export type DocumentRow = typeof documents.$inferSelect;
export type ImageRow = typeof images.$inferSelect;

function conditions(table: FileTable, query: FileListQuery): SQL | undefined {
  return and(
    query['id[]']?.length ? inArray(table.id, query['id[]']) : undefined,
    query['veterinaryEstablishmentId[]']?.length
      ? inArray(table.veterinaryEstablishmentId, query['veterinaryEstablishmentId[]'])
      : undefined,
    query['veterinaryGroupId[]']?.length
      ? inArray(table.veterinaryGroupId, query['veterinaryGroupId[]'])
      : undefined,
  );
}

/** Newest first; the metadata only (contents live in file_blobs). */
export async function findFilePage<T extends FileTable>(db: Db, table: T, query: FileListQuery) {
  const where = conditions(table, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as FileTable)
      .where(where)
      .orderBy(desc(table.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(table as FileTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: counted?.total ?? 0 };
}

export async function findFileById<T extends FileTable>(db: Db, table: T, id: number) {
  const [row] = await db
    .select()
    .from(table as FileTable)
    .where(eq(table.id, id));
  return (row ?? null) as T['$inferSelect'] | null;
}
