import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { establishmentsListScreen } from '../components/establishments-list-screen.tsx';
import type { EstablishmentsSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/establishments');

/** /overview/establishments: filters, sort and page live in the URL. */
export function EstablishmentsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<EstablishmentsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={establishmentsListScreen} search={search} onChange={onChange} />;
}
