import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { legalStructuresListScreen } from '../components/legal-structures-list-screen.tsx';
import type { LegalStructuresSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/legalStructures');

/** /overview/legalStructures: the search term, sort and page live in the URL. */
export function LegalStructuresListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<LegalStructuresSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={legalStructuresListScreen} search={search} onChange={onChange} />;
}
