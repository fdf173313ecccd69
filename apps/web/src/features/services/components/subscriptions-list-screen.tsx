import { Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { type ServiceSubscription, useEstablishmentNames, useSubscriptions } from '../api/subscriptions.ts';
import { loadServiceMessages } from '../messages.ts';
import { type SubscriptionsSearch, subscriptionsListUrl } from '../search-params.ts';
import { ServicesTabs } from './ServicesTabs.tsx';

/** /overview/services/abonnements: every establishment's subscriptions; a row opens its establishment's tab. */
export const subscriptionsListScreen = defineListScreen({
  useList: (search: SubscriptionsSearch) => useSubscriptions(search),
  url: subscriptionsListUrl,
  useExtra: (records: ServiceSubscription[]) =>
    useEstablishmentNames(records.map((record) => record.veterinaryEstablishmentId)).data,
  texts: (t) => ({
    title: t('services.subscriptions.title'),
    total: (count) => t('services.subscriptions.total', { count }),
    error: t('services.subscriptions.error'),
    empty: t('services.subscriptions.emptyAll'),
    emptyFiltered: t('services.subscriptions.empty'),
    filters: t('services.subscriptions.filters'),
  }),
  columns: (t, names) => {
    const field = (name: string) =>
      t(`services.subscriptions.fields.${name}` as 'services.subscriptions.fields.option');
    return [
      {
        key: 'establishment',
        label: field('establishment'),
        link: true,
        render: ({ veterinaryEstablishmentId: id }) =>
          names?.get(id) ?? t('services.subscriptions.establishmentFallback', { id }),
      },
      {
        key: 'service',
        label: field('service'),
        render: ({ serviceCode, serviceEntitled }) => (
          <>
            <Text span size="sm" ff="monospace">
              {serviceCode}
            </Text>
            <Text size="xs" c="dimmed">
              {serviceEntitled}
            </Text>
          </>
        ),
      },
      {
        key: 'option',
        label: field('option'),
        sort: 'veterinaryServiceOptionEntitled',
        render: (row) => row.veterinaryServiceOptionEntitled,
      },
      {
        key: 'startDate',
        label: field('startDate'),
        sort: 'startDate',
        render: (row) => formatDay(row.startDate),
      },
      { key: 'endDate', label: field('endDate'), sort: 'endDate', render: (row) => formatDay(row.endDate) },
      {
        key: 'annualPrice',
        label: field('annualPrice'),
        render: ({ annualPriceWithoutVat }) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {screenAmount(annualPriceWithoutVat)}
          </Text>
        ),
      },
    ];
  },
  // The inputs' code (Mantine Select, date inputs) and their texts come after the rows.
  filters: lazyComponent(() =>
    Promise.all([import('./SubscriptionsFilters.tsx'), loadServiceMessages()]).then(
      ([m]) => m.SubscriptionsFilters,
    ),
  ),
  filtersWidth: 760,
  above: <ServicesTabs current="subscriptions" />,
  open: ({ veterinaryEstablishmentId: id }) => ({
    to: ROUTE_PATHS['establishments-id'],
    params: { id: String(id) },
    search: { tab: 'subscriptions' },
  }),
});
