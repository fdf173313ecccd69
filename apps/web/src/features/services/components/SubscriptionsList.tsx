import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { loadServiceMessages } from '../messages.ts';
import { type SubscriptionsSearch, subscriptionsListUrl } from '../search-params.ts';
import { ServicesTabs } from './ServicesTabs.tsx';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';

// The inputs' code (Mantine Select, date inputs) and their texts come after the rows: the list's first
// paint stays within its JavaScript budget.
const SubscriptionsFilters = lazyComponent(() =>
  Promise.all([import('./SubscriptionsFilters.tsx'), loadServiceMessages()]).then(
    ([m]) => m.SubscriptionsFilters,
  ),
);

interface SubscriptionsListProps {
  search: SubscriptionsSearch;
  onChange: (patch: Partial<SubscriptionsSearch>) => void;
}

/** /overview/services/abonnements: every establishment's subscriptions, filters and sort in the URL. */
export function SubscriptionsList({ search, onChange }: SubscriptionsListProps) {
  const { t } = useTranslation();
  usePageTitle(t('services.subscriptions.title'));
  const list = useSubscriptions(search);
  const filtered = subscriptionsListUrl.hasActiveFilters(search);

  return (
    <Stack gap="md">
      <ServicesTabs current="subscriptions" />
      <ListScreen
        title={t('services.subscriptions.title')}
        total={list.data ? t('services.subscriptions.total', { count: list.data.meta.total }) : undefined}
        reset={{ active: filtered, onReset: () => onChange(subscriptionsListUrl.resetFilters) }}
        filtersLabel={t('services.subscriptions.filters')}
        filters={<SubscriptionsFilters search={search} onChange={onChange} />}
        filtersWidth={760}
        error={
          list.isError && !list.data
            ? {
                title: t('services.subscriptions.error'),
                message: list.error.message,
                onRetry: () => void list.refetch(),
              }
            : undefined
        }
      >
        <SubscriptionsTable
          search={search}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          fetching={list.isFetching}
          filtered={filtered}
          onChange={onChange}
        />
      </ListScreen>
    </Stack>
  );
}
