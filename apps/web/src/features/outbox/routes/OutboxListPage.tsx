import { getRouteApi } from '@tanstack/react-router';
import { OutboxList } from '../components/OutboxList.tsx';
import type { OutboxSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/outbox');

/** /overview/outbox: the term, state filter, page and open message live in the URL. */
export function OutboxListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<OutboxSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <OutboxList search={search} onChange={onChange} />;
}
