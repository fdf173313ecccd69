import { getRouteApi } from '@tanstack/react-router';
import { ServiceCatalogue } from '../components/ServiceCatalogue.tsx';
import type { CatalogueSearch } from '../search-params.ts';

// The route's loader prefetches the catalogue with this page's own copy of its query.
export { serviceCatalogueQueryOptions } from '../api/catalogue.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/services');

/** /overview/services: the catalogue; the option open in the side panel lives in the URL. */
export function ServiceCataloguePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<CatalogueSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ServiceCatalogue search={search} onChange={onChange} />;
}
