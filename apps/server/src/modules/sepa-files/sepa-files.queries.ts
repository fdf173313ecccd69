// Reading the SEPA files: the list of a kind (newest first), one file with its documents, its XML.
import type { Db } from '@vetbo/db/database';
import { billingDocuments, creditors, sepaFileItems, sepaFiles, users } from '@vetbo/db/schema/index';
import type { SepaFile, SepaFileItem, SepaFileKind } from '@vetbo/domain/money-files/sepa-files-api';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { postgresFileStorage } from '../files/public.ts';

export const SEPA_FILE_PAGE_SIZE = 20;

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

export async function listSepaFiles(
  db: Db,
  query: { kind: SepaFileKind; creditorId?: number; page: number },
) {
  const where = and(
    eq(sepaFiles.kind, query.kind),
    query.creditorId === undefined ? undefined : eq(sepaFiles.creditorId, query.creditorId),
  );
  const [rows, [total]] = await Promise.all([
    selectFiles(db, where)
      .orderBy(desc(sepaFiles.createdDate), desc(sepaFiles.id))
      .limit(SEPA_FILE_PAGE_SIZE)
      .offset((query.page - 1) * SEPA_FILE_PAGE_SIZE),
    db.select({ total: count() }).from(sepaFiles).where(where),
  ]);
  return {
    data: rows.map((row) => toFile(row as FileRow)),
    meta: { page: query.page, pageSize: SEPA_FILE_PAGE_SIZE, total: total?.total ?? 0 },
  };
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
