// The onboarding portal's invoices: a leader reads the issued invoices and credit notes of the
// establishments they lead today, and downloads their PDF — nothing else, and nobody else's.
import type { Db } from '@vetbo/db/database';
import { billingDocuments, creditors } from '@vetbo/db/schema/index';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ledEstablishmentIds } from '../me/public.ts';
import { toDocument } from './billing.mapper.ts';
import { documentPdf } from './document-pdf.ts';

const ledBy = (userId: number) =>
  and(
    eq(billingDocuments.status, 'ISSUED'),
    inArray(billingDocuments.veterinaryEstablishmentId, sql`(${ledEstablishmentIds(userId)})`),
  );

export async function leaderDocuments(db: Db, userId: number, page: { page: number; limit: number }) {
  const where = ledBy(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ document: billingDocuments, creditorName: creditors.name })
      .from(billingDocuments)
      .innerJoin(creditors, eq(creditors.id, billingDocuments.creditorId))
      .where(where)
      .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(billingDocuments).where(where),
  ]);
  return {
    data: rows.map(({ document, creditorName }) => toDocument({ ...document, creditorName })),
    meta: { page: page.page, limit: page.limit, total: Number(counted?.total ?? 0), totalIsExact: true },
  };
}

/** The PDF of a document of an establishment the user leads; null (→ 403) for any other. */
export const leaderDocumentPdf = (db: Db, userId: number, id: number) =>
  documentPdf(db, id, and(eq(billingDocuments.id, id), ledBy(userId)));
