import { CREDIT_NOTE_CATEGORIES, INVOICE_CATEGORIES } from '@vetbo/domain/billing/enums';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import type { PdfCollection } from '../api/document-pdf.ts';
import {
  creditNotesListUrl,
  type DocumentKind,
  invoicesListUrl,
  selfBillingsListUrl,
} from '../search-params.ts';

/** What differs between the three lists: the collection, the URL state, the pages, the categories offered. */
export const DOCUMENT_KINDS = {
  invoices: {
    api: invoicesApi,
    url: invoicesListUrl,
    list: ROUTE_PATHS['overview-billing-invoices'],
    detail: ROUTE_PATHS['invoices-id'],
    pdf: 'invoices' as PdfCollection,
    categories: INVOICE_CATEGORIES as readonly string[],
  },
  creditNotes: {
    api: creditNotesApi,
    url: creditNotesListUrl,
    list: ROUTE_PATHS['overview-billing-creditNotes'],
    detail: ROUTE_PATHS['creditNotes-id'],
    pdf: 'credit_notes' as PdfCollection,
    categories: CREDIT_NOTE_CATEGORIES.filter((category) => category !== 'SELF_BILLING') as readonly string[],
  },
  selfBillings: {
    api: creditNotesApi,
    url: selfBillingsListUrl,
    list: ROUTE_PATHS['overview-billing-selfBillings'],
    detail: ROUTE_PATHS['creditNotes-id'],
    pdf: 'credit_notes' as PdfCollection,
    categories: [] as readonly string[],
  },
} satisfies Record<DocumentKind, unknown>;

/** The list a credit note belongs to: self-billing documents have theirs. */
export const creditNoteKind = (category: string): DocumentKind =>
  category === 'SELF_BILLING' ? 'selfBillings' : 'creditNotes';
