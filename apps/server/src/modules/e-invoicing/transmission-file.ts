// The file of a transmission: the Factur-X PDF sent (the document's own, made once and kept), or its CII
// XML on request (made from the content frozen at issue the first time, then kept in file_blobs too).
import { createHash } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { billingDocuments, eInvoiceTransmissions, fileBlobs } from '@vetbo/db/schema/index';
import { buildFacturxXml } from '@vetbo/invoice-documents/facturx-xml';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { type DocumentContent, documentPdf, toBillingDocument } from '../billing/public.ts';
import { E_INVOICING_PROBLEMS } from './e-invoicing.problems.ts';

export interface TransmissionFile {
  fileName: string;
  contentType: 'application/pdf' | 'application/xml';
  bytes: Buffer;
}

export async function transmissionFile(db: Db, id: number, format: 'pdf' | 'cii'): Promise<TransmissionFile> {
  const [row] = await db
    .select({
      transmission: eInvoiceTransmissions,
      number: billingDocuments.number,
      content: billingDocuments.content,
    })
    .from(eInvoiceTransmissions)
    .innerJoin(billingDocuments, eq(billingDocuments.id, eInvoiceTransmissions.documentId))
    .where(eq(eInvoiceTransmissions.id, id));
  if (!row) throw notFound('Transmission', id);
  const { transmission } = row;
  if (transmission.state === 'PENDING' && transmission.attempts === 0)
    throw refusal(E_INVOICING_PROBLEMS.TRANSMISSION_FILE_NOT_READY);
  const number = row.number ?? String(transmission.documentId);
  if (format === 'pdf') {
    const made = await documentPdf(db, transmission.documentId);
    if (!made) throw notFound('Transmission', id);
    if (transmission.pdfBlobId === null)
      await db
        .update(eInvoiceTransmissions)
        .set({ pdfBlobId: made.blobId })
        .where(and(eq(eInvoiceTransmissions.id, id), isNull(eInvoiceTransmissions.pdfBlobId)));
    return { fileName: made.fileName, contentType: 'application/pdf', bytes: made.pdf };
  }
  const fileName = `${number}.cii.xml`;
  if (transmission.xmlBlobId !== null) {
    const [blob] = await db
      .select({ content: fileBlobs.content })
      .from(fileBlobs)
      .where(eq(fileBlobs.id, transmission.xmlBlobId));
    if (blob) return { fileName, contentType: 'application/xml', bytes: blob.content };
  }
  const bytes = Buffer.from(buildFacturxXml(toBillingDocument(row.content as DocumentContent)), 'utf8');
  await db.transaction(async (tx) => {
    const [blob] = await tx
      .insert(fileBlobs)
      .values({
        sha256: createHash('sha256').update(bytes).digest('hex'),
        sizeBytes: bytes.length,
        content: bytes,
      })
      .returning({ id: fileBlobs.id });
    const kept = await tx
      .update(eInvoiceTransmissions)
      .set({ xmlBlobId: (blob as { id: number }).id })
      .where(and(eq(eInvoiceTransmissions.id, id), isNull(eInvoiceTransmissions.xmlBlobId)))
      .returning({ id: eInvoiceTransmissions.id });
    // Made at the same moment by another request: theirs is kept (the same bytes).
    if (kept.length === 0) await tx.delete(fileBlobs).where(eq(fileBlobs.id, (blob as { id: number }).id));
  });
  return { fileName, contentType: 'application/xml', bytes };
}
