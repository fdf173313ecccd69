// The onboarding portal's invoices: a leader reads the issued invoices and credit notes of the
// establishments they lead today, and downloads their PDF — nothing else, and nobody else's.
import type { Db } from '@vetbo/db/database';
import { billingDocuments } from '@vetbo/db/schema/index';
import { type LeaderDocumentListQuery, leaderDocumentList } from '@vetbo/domain/billing/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { ledEstablishmentIds } from '../me/public.ts';
import { rowsByIds } from './billing.repository.ts';
import { documentPdf } from './document-pdf.ts';

const ledBy = (userId: number) =>
  and(
    eq(billingDocuments.status, 'ISSUED'),
    inArray(billingDocuments.veterinaryEstablishmentId, sql`(${ledEstablishmentIds(userId)})`),
  );

/**
 * A leader's page of documents, on the list declaration (lists/billing.ts), the leader's documents being
 * its scope.
 */
export function leaderDocuments(
  db: Db,
  userId: number,
  request: { query: LeaderDocumentListQuery; rawKeys: readonly string[] },
) {
  const list = bindList(leaderDocumentList, {
    table: billingDocuments,
    id: billingDocuments.id,
    createdDate: billingDocuments.createdDate,
    updatedDate: billingDocuments.updatedDate,
    filters: {},
    sorts: { issueDate: billingDocuments.issueDate },
    scope: ledBy(userId),
  });
  return paginate(db, list, request, (ids) => rowsByIds(db, ids));
}

/** The PDF of a document of an establishment the user leads; null (→ 403) for any other. */
export const leaderDocumentPdf = (db: Db, userId: number, id: number) =>
  documentPdf(db, id, and(eq(billingDocuments.id, id), ledBy(userId)));
