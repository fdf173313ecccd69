import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { deliveriesListScreen } from '../components/deliveries-list-screen.tsx';
import type { DeliveriesSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/services/prestations');

/** /overview/services/prestations: the filters, sort and page live in the URL. */
export function DeliveriesListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<DeliveriesSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={deliveriesListScreen} search={search} onChange={onChange} />;
}
