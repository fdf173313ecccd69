import { Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { formatDay } from '../../../lib/format-date.ts';
import {
  DeliveriesBillingActions,
  deliveryBillingColumns,
  useMayBillDeliveries,
} from '../../billing-runs/public.ts';
import { ServicesTabs } from '../../services/public.ts';
import type { ServiceDelivery } from '../api/deliveries.ts';
import { useDeliveries } from '../api/deliveries.ts';
import { type DeliveriesSearch, deliveriesListUrl } from '../search-params.ts';

/** The page's rows for "Facturer les prestations" (features/billing-runs: ADMIN and ACCOUNTANT bill). */
function BillingActions({ search }: { search: DeliveriesSearch }) {
  return <DeliveriesBillingActions page={useDeliveries(search).data?.data ?? []} />;
}

/** /overview/services/prestations: every establishment's one-off deliveries; a row opens its tab. */
export const deliveriesListScreen = defineListScreen<ServiceDelivery, DeliveriesSearch, boolean>({
  useList: useDeliveries,
  url: deliveriesListUrl,
  texts: (t) => ({
    title: t('deliveries.list.title'),
    total: (count) => t('deliveries.list.total', { count }),
    error: t('deliveries.list.error'),
    empty: t('deliveries.list.empty'),
    filters: t('deliveries.list.filters'),
  }),
  useExtra: useMayBillDeliveries,
  columns: (t, mayBill) => [
    ...deliveryBillingColumns(mayBill, t('deliveries.list.billSelection')),
    {
      key: 'establishment',
      label: t('deliveries.list.establishment'),
      link: true,
      render: (row) => row.veterinaryEstablishmentName,
    },
    {
      key: 'entitled',
      label: t('deliveries.columns.entitled'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.entitled}</Text>
          <Text size="xs" c="dimmed">
            {row.code} · {t(`deliveries.types.${row.type}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'service',
      label: t('deliveries.columns.service'),
      sort: 'veterinaryServiceEntitled',
      render: (row) => row.veterinaryServiceEntitled,
    },
    { key: 'quantity', label: t('deliveries.columns.quantity'), render: (row) => row.quantity },
    {
      key: 'unitPrice',
      label: t('deliveries.columns.unitPrice'),
      sort: 'unitPriceWithoutVat',
      render: (row) => screenAmount(row.unitPriceWithoutVat),
    },
    {
      key: 'amount',
      label: t('deliveries.columns.amount'),
      render: (row) => screenAmount(row.amountWithVat),
    },
    {
      key: 'completionDate',
      label: t('deliveries.columns.completionDate'),
      sort: 'completionDate',
      render: (row) => (row.completionDate ? formatDay(row.completionDate) : '—'),
    },
    {
      key: 'billing',
      label: t('deliveries.columns.billing'),
      render: (row) => t(`deliveries.billingStatuses.${row.billingStatus}`),
    },
  ],
  // The inputs' code comes after the rows (the list's first paint stays within its JavaScript budget).
  filters: lazyComponent(() => import('./DeliveriesFilters.tsx').then((m) => m.DeliveriesFilters)),
  filtersWidth: 960,
  above: <ServicesTabs current="deliveries" />,
  actions: BillingActions,
  open: (row) => ({
    to: ROUTE_PATHS['establishments-id'],
    params: { id: String(row.veterinaryEstablishmentId) },
    search: { tab: 'serviceDeliveries' },
  }),
});
