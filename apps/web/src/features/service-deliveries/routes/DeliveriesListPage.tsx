import { getRouteApi } from '@tanstack/react-router';
import { DeliveriesList } from '../components/DeliveriesList.tsx';
import type { DeliveriesSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/services/prestations');

/** /overview/services/prestations: the filters, sort and page live in the URL. */
export function DeliveriesListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<DeliveriesSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <DeliveriesList search={search} onChange={onChange} />;
}
