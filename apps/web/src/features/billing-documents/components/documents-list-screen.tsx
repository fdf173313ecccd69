import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { isDirectDebit } from '@vetbo/domain/billing/enums';
import type { TFunction } from 'i18next';
import type { ListQuery, Resource } from '../../../app/api/resource.ts';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import type { ListColumn } from '../../../components/data/ListTable.tsx';
import { AmountCell, OneLineCell } from '../../../components/data/list-cells.tsx';
import {
  defineListScreen,
  type ListFiltersProps,
  type SortOf,
} from '../../../components/data/list-screen.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import type { DocumentKind, DocumentsSearch } from '../search-params.ts';
import { DOCUMENT_KINDS } from './document-kinds.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

export type BillingDocument = Schema<'BillingDocument'>;

// The inputs' and checkboxes' code comes after the rows: the list's first paint stays light (after-rows.ts).
const afterRows = () => import('./after-rows.ts');
const DocumentsActions = lazyComponent(() => afterRows().then((m) => m.importDocumentsActions()));
const RowCheckbox = lazyComponent(() => afterRows().then((m) => m.importRowCheckbox()));
const DocumentFilters = lazyComponent(() => afterRows().then((m) => m.importDocumentFilters()));

/** The page's documents: the screen, its bulk actions and its checkboxes read the same query. */
export const useDocumentsPage = (kind: DocumentKind, search: DocumentsSearch) => {
  // The three lists answer the same documents; their queries differ by the categories they may name.
  const { api, url } = DOCUMENT_KINDS[kind] as unknown as {
    api: Resource<'/v1/invoices'>;
    url: { listQuery: (search: DocumentsSearch) => ListQuery<'/v1/invoices'> };
  };
  return api.useList(url.listQuery(search), { term: search.q, keepPrevious: true });
};

const categoryColumn = (t: TFunction): ListColumn<BillingDocument, SortOf<DocumentsSearch>> => ({
  key: 'category',
  label: t('billingDocuments.fields.category'),
  sort: 'category',
  render: (document) =>
    t(`billingDocuments.categories.${document.category}` as 'billingDocuments.categories.ALIM'),
});

/** /overview/billing/{invoices|creditNotes|selfBillings}: one declaration, three lists. */
export function documentsListScreen(kind: DocumentKind) {
  const { url, detail } = DOCUMENT_KINDS[kind];
  const texts = `billingDocuments.kinds.${kind}` as const;
  return defineListScreen<BillingDocument, DocumentsSearch>({
    useList: (search) => useDocumentsPage(kind, search),
    url: url as never,
    texts: (t) => ({
      title: t(`${texts}.title`),
      total: (count) => t(`${texts}.total`, { count }),
      empty: t(`${texts}.empty`),
      emptyFiltered: t(`${texts}.emptyFiltered`),
      create: t('billingDocuments.newInvoice'),
    }),
    // An invoice by hand: the stepper at /invoice/new (features/invoice-stepper), for the billing writers.
    ...(kind === 'invoices' && { create: { to: ROUTE_PATHS['invoice-new'], area: 'billing' as const } }),
    columns: (t) => {
      const field = (name: string) =>
        t(`billingDocuments.fields.${name}` as 'billingDocuments.fields.number');
      return [
        {
          key: 'selected',
          hiddenLabel: true,
          label: t('billingDocuments.list.selected'),
          // A draft has no PDF to download.
          render: (document) =>
            document.number && (
              <AfterPrimaryContent placeholder={null}>
                <RowCheckbox document={{ id: document.id, number: document.number }} />
              </AfterPrimaryContent>
            ),
        },
        {
          key: 'number',
          label: field('number'),
          sort: 'number',
          link: true,
          render: (document) => (
            <OneLineCell strong>{document.number ?? t('billingDocuments.draft')}</OneLineCell>
          ),
        },
        {
          key: 'issueDate',
          label: field('issueDate'),
          sort: 'issueDate',
          render: (document) => <OneLineCell>{formatDay(document.issueDate)}</OneLineCell>,
        },
        {
          // The creditor under the client: a separate column pushed the amounts out of a 1 400 px screen.
          key: 'client',
          label: field('clientAndCreditor'),
          minWidth: '14rem',
          render: (document) => (
            <>
              <Text span size="sm" display="block">
                {document.client}
              </Text>
              <Text span size="xs" c="dimmed" display="block">
                {document.creditorName}
              </Text>
            </>
          ),
        },
        // Every self-billing document has the same category: no column for it there.
        ...(kind === 'selfBillings' ? [] : [categoryColumn(t)]),
        {
          key: 'paymentStatus',
          label: field('paymentStatus'),
          sort: 'paymentStatus',
          // The status, then how it is paid (filtered above; which account is debited, on the document's page):
          // one column, so that the amounts fit a 1 280 px screen. A draft is not owed yet: its number column
          // says "Brouillon".
          render: (document) => (
            <>
              {document.status === 'ISSUED' && <PaymentStatusBadge status={document.paymentStatus} />}
              <Text span size="xs" c="dimmed" display="block" mt={2}>
                {isDirectDebit(document.paymentMethod)
                  ? t('billingDocuments.list.directDebit')
                  : t(`billingDocuments.paymentMethods.${document.paymentMethod}`)}
              </Text>
            </>
          ),
        },
        {
          key: 'amountWithoutVat',
          label: field('amountWithoutVat'),
          sort: 'amountWithoutVat',
          render: (document) => <AmountCell cents={document.amountWithoutVat} />,
        },
        {
          key: 'amountWithVat',
          label: field('amountWithVat'),
          sort: 'amountWithVat',
          render: (document) => <AmountCell cents={document.amountWithVat} />,
        },
      ];
    },
    filters: (props: ListFiltersProps<DocumentsSearch>) => <DocumentFilters kind={kind} {...props} />,
    filtersWidth: 1120,
    filtersPlaceholder: <Placeholder h={128} />,
    actions: ({ search }) => (
      <AfterPrimaryContent placeholder={null}>
        <DocumentsActions kind={kind} search={search} />
      </AfterPrimaryContent>
    ),
    open: ({ id }) => ({ to: detail, params: { id: String(id) } }),
  });
}
