import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { sepaFilesListScreen } from '../components/sepa-files-list-screen.tsx';
import type { SepaFilesSearch } from '../search-params.ts';
import type { SepaFileKind } from '../sepa-kinds.ts';

const screens = {
  DIRECT_DEBIT: sepaFilesListScreen('DIRECT_DEBIT'),
  CREDIT_TRANSFER: sepaFilesListScreen('CREDIT_TRANSFER'),
};
const routes = {
  DIRECT_DEBIT: getRouteApi('/{-$locale}/_authenticated/overview/billing/fichiers-xml/prelevements'),
  CREDIT_TRANSFER: getRouteApi('/{-$locale}/_authenticated/overview/billing/fichiers-xml/virements'),
};

/** The page, the creditor and the file open in the side panel live in the URL. */
function SepaFilesPage({ kind }: { kind: SepaFileKind }) {
  const route = routes[kind];
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<SepaFilesSearch>) =>
    void navigate({ search: (previous: SepaFilesSearch) => ({ ...previous, ...patch }) } as never);
  return (
    <ListScreen screen={screens[kind]} search={route.useSearch() as SepaFilesSearch} onChange={onChange} />
  );
}

export const DirectDebitFilesPage = () => <SepaFilesPage kind="DIRECT_DEBIT" />;
export const CreditTransferFilesPage = () => <SepaFilesPage kind="CREDIT_TRANSFER" />;
