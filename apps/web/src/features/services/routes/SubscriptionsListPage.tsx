import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { subscriptionsListScreen } from '../components/subscriptions-list-screen.tsx';
import type { SubscriptionsSearch } from '../search-params.ts';

// The route's loader prefetches the page with this page's own copy of its query.
export { subscriptionsQueryOptions } from '../api/subscriptions.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/services/abonnements');

/** /overview/services/abonnements: the service filter, the date bounds, sort and page live in the URL. */
export function SubscriptionsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<SubscriptionsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={subscriptionsListScreen} search={search} onChange={onChange} />;
}
