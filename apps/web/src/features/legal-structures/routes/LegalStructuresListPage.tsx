import { getRouteApi } from '@tanstack/react-router';
import { LegalStructuresList } from '../components/LegalStructuresList.tsx';
import type { LegalStructuresSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/legalStructures');

/** /overview/legalStructures: the search term, sort and page live in the URL. */
export function LegalStructuresListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<LegalStructuresSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <LegalStructuresList search={search} onChange={onChange} />;
}
