import { apiDownload } from '@vetbo/api-client/client';
import { saveBlob } from '../../../lib/download-file.ts';

/** The API collection a document's PDF is read under. */
export type PdfCollection = 'invoices' | 'credit_notes';

/**
 * Downloads an issued document's PDF with the bearer token (a plain link could not send it) and saves it
 * as `<number>.pdf`. `GET /v1/{invoices|credit_notes}/{id}/pdf` is announced, not yet in the OpenAPI
 * document: the path is cast until the client types carry it.
 */
export async function downloadDocumentPdf(
  collection: PdfCollection,
  document: { id: number; number: string | null },
): Promise<void> {
  const request = {
    operation: collection === 'invoices' ? 'getInvoicePdf' : 'getCreditNotePdf',
    path: `/v1/${collection}/{id}/pdf`,
    pathParams: { id: document.id },
  };
  const { blob } = await apiDownload(request as never);
  saveBlob(blob, `${document.number ?? document.id}.pdf`);
}

/** "Télécharger les PDF": one download after the other (the browser asks once to allow several). */
export async function downloadDocumentPdfs(
  collection: PdfCollection,
  documents: readonly { id: number; number: string | null }[],
): Promise<void> {
  for (const document of documents) await downloadDocumentPdf(collection, document);
}
