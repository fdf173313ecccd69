import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { workgroupsListScreen } from '../components/workgroups-list-screen.tsx';
import type { WorkgroupsSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/workgroups');

/** /overview/workgroups: the search term, status filter, sort and page live in the URL. */
export function WorkgroupsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<WorkgroupsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={workgroupsListScreen} search={search} onChange={onChange} />;
}
