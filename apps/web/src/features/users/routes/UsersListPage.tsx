import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { usersListScreen } from '../components/users-list-screen.tsx';
import type { UsersSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/users');

/** /overview/users: the search term, role and job-title filters, sort and page live in the URL. */
export function UsersListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<UsersSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={usersListScreen} search={search} onChange={onChange} />;
}
