// Reading the SEPA files: the list of a kind (newest first, on its declaration), one file with its documents, its XML.
import type { Db } from '@vetbo/db/database';
import { billingDocuments, creditors, sepaFileItems, sepaFiles, users } from '@vetbo/db/schema/index';
import {
  type SepaFile,
  type SepaFileItem,
  type SepaFileListQuery,
  sepaFileList,
} from '@vetbo/domain/money-files/sepa-files-api';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { postgresFileStorage } from '../files/public.ts';

const fileColumns = {
  id: sepaFiles.id,
  kind: sepaFiles.kind,
  creditorId: sepaFiles.creditorId,
  creditorName: creditors.name,
  messageId: sepaFiles.messageId,
  schemaVersion: sepaFiles.schemaVersion,
  requestedDate: sepaFiles.requestedDate,
  transactionCount: sepaFiles.transactionCount,
  controlSum: sepaFiles.controlSum,
  fileName: sepaFiles.fileName,
  status: sepaFiles.status,
  sentDate: sepaFiles.sentDate,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdDate: sepaFiles.createdDate,
};

type FileRow = Omit<SepaFile, 'sentDate' | 'createdDate'> & { sentDate: Date | null; createdDate: Date };

const toFile = (row: FileRow): SepaFile => ({
  ...row,
  sentDate: row.sentDate?.toISOString() ?? null,
  createdDate: row.createdDate.toISOString(),
});

function selectFiles(db: Db, where: SQL | undefined) {
  return db
    .select(fileColumns)
    .from(sepaFiles)
    .innerJoin(creditors, eq(creditors.id, sepaFiles.creditorId))
    .leftJoin(users, eq(users.id, sepaFiles.createdByUserId))
    .where(where);
}

/**
 * A page of one kind's files on the list declaration (lists/sepa-files.ts), newest first; the kind and
 * the screen's one creditor (`creditorId`) are the list's scope.
 */
export async function listSepaFiles(
  db: Db,
  request: { query: SepaFileListQuery; rawKeys: readonly string[] },
) {
  const { kind, creditorId, ...query } = request.query;
  const list = bindList(sepaFileList, {
    table: sepaFiles,
    id: sepaFiles.id,
    createdDate: sepaFiles.createdDate,
    filters: { id: sepaFiles.id, creditorId: sepaFiles.creditorId, status: sepaFiles.status },
    sorts: { requestedDate: sepaFiles.requestedDate },
    scope: and(
      eq(sepaFiles.kind, kind),
      creditorId === undefined ? undefined : eq(sepaFiles.creditorId, creditorId),
    ),
  });
  const { rows, total } = await paginate(db, list, { query, rawKeys: request.rawKeys }, async (ids) =>
    (await selectFiles(db, inArray(sepaFiles.id, ids))).map((row) => toFile(row as FileRow)),
  );
  return listAnswer(rows, total, query);
}

export async function loadSepaFile(db: Db, id: number): Promise<SepaFile & { items: SepaFileItem[] }> {
  const [file] = await selectFiles(db, eq(sepaFiles.id, id));
  if (!file) throw notFound('Fichier SEPA', id);
  const items = await db
    .select({
      id: sepaFileItems.id,
      documentId: sepaFileItems.documentId,
      number: sql<string>`coalesce(${billingDocuments.number}, '')`,
      clientName: billingDocuments.clientName,
      amount: sepaFileItems.amount,
      rum: sepaFileItems.rum,
      sequenceType: sepaFileItems.sequenceType,
      status: sepaFileItems.status,
      rejectionReason: sepaFileItems.rejectionReason,
      rejectedDate: sepaFileItems.rejectedDate,
    })
    .from(sepaFileItems)
    .innerJoin(billingDocuments, eq(billingDocuments.id, sepaFileItems.documentId))
    .where(eq(sepaFileItems.sepaFileId, id))
    .orderBy(asc(sepaFileItems.id));
  return {
    ...toFile(file as FileRow),
    items: items.map((item) => ({ ...item, rejectedDate: item.rejectedDate?.toISOString() ?? null })),
  };
}

/** The stored XML, exactly as validated when the file was made. */
export async function sepaFileXml(db: Db, id: number): Promise<{ fileName: string; xml: Buffer }> {
  const [file] = await db
    .select({ fileName: sepaFiles.fileName, blobId: sepaFiles.blobId })
    .from(sepaFiles)
    .where(eq(sepaFiles.id, id));
  if (!file) throw notFound('Fichier SEPA', id);
  const xml = await postgresFileStorage.read(db, file.blobId);
  if (!xml) throw notFound('Fichier SEPA', id);
  return { fileName: file.fileName, xml };
}

/** The files just made, in the order given. */
export async function loadSepaFiles(db: Db, ids: readonly number[]): Promise<SepaFile[]> {
  if (ids.length === 0) return [];
  const rows = await selectFiles(db, inArray(sepaFiles.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toFile(row as FileRow)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
