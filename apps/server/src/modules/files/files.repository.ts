import type { Db } from '@vetbo/db/database';
import { documents, images } from '@vetbo/db/schema/index';
import { type FileListQuery, fileList } from '@vetbo/domain/files';
import { inArray } from 'drizzle-orm';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';

export type FileTable = typeof documents | typeof images;
export type DocumentRow = typeof documents.$inferSelect;
export type ImageRow = typeof images.$inferSelect;

const bind = (table: FileTable) =>
  bindList(fileList, {
    table,
    id: table.id,
    createdDate: table.createdDate,
    filters: {
      id: table.id,
      veterinaryEstablishmentId: table.veterinaryEstablishmentId,
      veterinaryGroupId: table.veterinaryGroupId,
    },
    sorts: { name: labelOrder(table.name) },
  });
const lists = { documents: bind(documents), images: bind(images) };

/** A page of files (metadata only: contents live in file_blobs). */
export function findFilePage<T extends FileTable>(
  db: Db,
  table: T,
  request: { query: FileListQuery; rawKeys: readonly string[] },
) {
  const list = table === documents ? lists.documents : lists.images;
  return paginate(db, list, request, async (ids) => {
    const rows = await db
      .select()
      .from(table as FileTable)
      .where(inArray(table.id, ids));
    return rows as T['$inferSelect'][];
  });
}
