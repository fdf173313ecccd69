import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { documentsListScreen } from '../components/documents-list-screen.tsx';
import { SelectionProvider } from '../components/selection.tsx';
import type { DocumentKind, DocumentsSearch } from '../search-params.ts';

const screens = {
  invoices: documentsListScreen('invoices'),
  creditNotes: documentsListScreen('creditNotes'),
  selfBillings: documentsListScreen('selfBillings'),
};
const routes = {
  invoices: getRouteApi('/{-$locale}/_authenticated/overview/billing/invoices'),
  creditNotes: getRouteApi('/{-$locale}/_authenticated/overview/billing/creditNotes'),
  selfBillings: getRouteApi('/{-$locale}/_authenticated/overview/billing/selfBillings'),
};

/** Filters, sort and page live in the URL; the ticked documents do not. */
function DocumentsListPage({ kind }: { kind: DocumentKind }) {
  const route = routes[kind];
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<DocumentsSearch>) =>
    void navigate({ search: (previous: DocumentsSearch) => ({ ...previous, ...patch }) } as never);
  return (
    <SelectionProvider>
      <ListScreen screen={screens[kind]} search={route.useSearch() as DocumentsSearch} onChange={onChange} />
    </SelectionProvider>
  );
}

export const InvoicesListPage = () => <DocumentsListPage kind="invoices" />;
export const CreditNotesListPage = () => <DocumentsListPage kind="creditNotes" />;
export const SelfBillingsListPage = () => <DocumentsListPage kind="selfBillings" />;
