import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { membersListScreen } from '../components/members-list-screen.tsx';
import type { MembersSearch } from '../members-search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/members');

/** /members (spec §2.2): the term, filters, sort and page live in the URL. */
export function MembersListPage() {
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<MembersSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={membersListScreen} search={route.useSearch()} onChange={onChange} />;
}
