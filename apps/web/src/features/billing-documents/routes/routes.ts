// The billing screens (Facturation): the overview, the invoices', credit notes' and self-billing lists, and a
// document's page with its payment and credit side panels. Every staff role reads them; ADMIN and
// ACCOUNTANT record payments and credit lines (area `accounting`).
import { createRoute } from '@tanstack/react-router';
import { pagePath } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailRoute, featureScreens, listRoute, pageQuery } from '../../../app/routes/resource-routes.tsx';
import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';
import { billingDocumentListMessages, billingDocumentMessages } from '../messages.ts';
import { creditNotesListUrl, invoicesListUrl, selfBillingsListUrl } from '../search-params.ts';

export const documentTabs = defineDetailTabs([
  { id: 'document', label: 'billingDocuments.detail.tabs.document' },
  { id: 'payments', label: 'billingDocuments.detail.tabs.payments' },
  { id: 'history', label: 'detail.tabs.history' },
]);
/** The side panels of a document's page: record a payment, credit selected lines (an invoice's). */
export const DOCUMENT_PANELS = ['payment', 'credit'] as const;

// Both collections' query code, downloaded when a billing route opens.
const importApis = () =>
  Promise.all([
    import('../../../app/api/billing-documents.ts'),
    import('../../../app/api/credit-notes.ts'),
  ]).then(([invoices, creditNotes]) => ({ ...invoices, ...creditNotes }));
const screens = featureScreens(importApis, billingDocumentMessages.load);
// The lists wait only for their own texts: the detail pages' and panels' would weigh on their first paint.
const lists = featureScreens(importApis, billingDocumentListMessages.load);
const listPages = () => import('./DocumentsListPages.tsx');
const lazyScreens = () => import('./lazy-screens.ts');
const detailPages = () => lazyScreens().then((lazy) => lazy.importDetailPages());

export const billingDocumentRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath('overview-billing'),
    component: screens.page(
      () => lazyScreens().then((lazy) => lazy.importOverviewPage()),
      'BillingOverviewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath('overview-billing-transmissions'),
    component: screens.page(
      () => lazyScreens().then((lazy) => lazy.importTransmissionsPage()),
      'TransmissionsPage',
    ),
  }),
  listRoute({
    name: 'overview-billing-invoices',
    url: invoicesListUrl,
    query: lists.query(({ invoicesApi }) => pageQuery(invoicesApi, invoicesListUrl)),
    component: lists.page(listPages, 'InvoicesListPage'),
  }),
  listRoute({
    name: 'overview-billing-creditNotes',
    url: creditNotesListUrl,
    query: lists.query(({ creditNotesApi }) => pageQuery(creditNotesApi, creditNotesListUrl)),
    component: lists.page(listPages, 'CreditNotesListPage'),
  }),
  listRoute({
    name: 'overview-billing-selfBillings',
    url: selfBillingsListUrl,
    query: lists.query(({ creditNotesApi }) => pageQuery(creditNotesApi, selfBillingsListUrl)),
    component: lists.page(listPages, 'SelfBillingsListPage'),
  }),
  detailRoute({
    name: 'invoices-id',
    tabs: documentTabs,
    panels: DOCUMENT_PANELS,
    query: screens.query(({ invoicesApi }) => invoicesApi.detailOptions),
    component: screens.page(detailPages, 'InvoiceDetailPage'),
  }),
  detailRoute({
    name: 'creditNotes-id',
    tabs: documentTabs,
    panels: DOCUMENT_PANELS,
    query: screens.query(({ creditNotesApi }) => creditNotesApi.detailOptions),
    component: screens.page(detailPages, 'CreditNoteDetailPage'),
  }),
] as const;
