import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { outboxListScreen } from '../components/outbox-list-screen.tsx';
import type { OutboxSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/outbox');

/** /overview/outbox: the term, state filter, page and open message live in the URL. */
export function OutboxListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<OutboxSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={outboxListScreen} search={search} onChange={onChange} />;
}
