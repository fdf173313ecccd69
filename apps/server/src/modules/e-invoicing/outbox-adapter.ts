// The built-in e-invoicing "platform": each issued document is deposited in the transmission outbox that
// accountants read and download (GET /v1/e_invoice_transmissions), with the status 200 "Déposée" recorded
// at once. Nothing leaves the product: the accountants hand the files to the platform of their choice.
import type { EInvoicingAdapter } from './adapter.ts';

export function createOutboxAdapter(): EInvoicingAdapter {
  return {
    kind: 'OUTBOX',
    // The document's own PDF (made once, kept in file_blobs) is linked when first downloaded: a billing run
    // of thousands of invoices does not make thousands of PDFs in the background.
    needsPdf: false,
    async send() {
      return {
        platformId: null,
        state: 'DEPOSITED',
        statuses: [
          {
            platformEventId: null,
            platformDocumentId: null,
            code: '200',
            platformText: null,
            reason: null,
            occurredAt: new Date(),
            raw: null,
          },
        ],
      };
    },
    // Recorded in the outbox, where the accountants see it with the document.
    async sendStatus() {
      return { platformEventId: null };
    },
  };
}
