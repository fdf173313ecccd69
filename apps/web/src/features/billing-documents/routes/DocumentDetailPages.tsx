import { getRouteApi } from '@tanstack/react-router';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';
import { DocumentPage } from '../components/DocumentPage.tsx';

const invoiceRoute = getRouteApi('/{-$locale}/_authenticated/invoices/$id');
const creditNoteRoute = getRouteApi('/{-$locale}/_authenticated/creditNotes/$id');

/** /invoices/$id: an invoice (the loader read it, with its ETag). */
export function InvoiceDetailPage() {
  const { id } = invoiceRoute.useLoaderData();
  return <DocumentPage query={invoicesApi.useDetail(id)} search={invoiceRoute.useSearch()} />;
}

/** /creditNotes/$id: a credit note or a self-billing document. */
export function CreditNoteDetailPage() {
  const { id } = creditNoteRoute.useLoaderData();
  return <DocumentPage query={creditNotesApi.useDetail(id)} search={creditNoteRoute.useSearch()} />;
}
