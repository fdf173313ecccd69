import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { ServicesTabs } from '../../services/components/ServicesTabs.tsx';
import type { ServiceDelivery } from '../api/deliveries.ts';
import { useDeliveries } from '../api/get-deliveries.ts';
import { type DeliveriesSearch, type DeliverySortField, deliveriesListUrl } from '../search-params.ts';

// The inputs' code comes after the rows (the list's first paint stays within its JavaScript budget).
const DeliveriesFilters = lazyComponent(() =>
  import('./DeliveriesFilters.tsx').then((m) => m.DeliveriesFilters),
);

interface Props {
  search: DeliveriesSearch;
  onChange: (patch: Partial<DeliveriesSearch>) => void;
}

/** /overview/services/prestations: every establishment's one-off deliveries. */
export function DeliveriesList({ search, onChange }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('deliveries.list.title'));
  const list = useDeliveries(search);
  const navigate = useNavigate();
  const openTab = (id: number) =>
    navigate({
      to: ROUTE_PATHS['establishments-id'],
      params: { id: String(id) },
      search: { tab: 'serviceDeliveries' },
    });

  const columns: ListColumn<ServiceDelivery, DeliverySortField>[] = [
    {
      key: 'establishment',
      label: t('deliveries.list.establishment'),
      render: (row) => (
        <AnchorLink
          to={ROUTE_PATHS['establishments-id']}
          params={{ id: String(row.veterinaryEstablishmentId) }}
          search={{ tab: 'serviceDeliveries' }}
          fw={500}
          onClick={(event) => event.stopPropagation()}
        >
          {row.veterinaryEstablishmentName}
        </AnchorLink>
      ),
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
  ];

  return (
    <Stack gap="md">
      <ServicesTabs current="deliveries" />
      <ListScreen
        title={t('deliveries.list.title')}
        total={list.data ? t('deliveries.list.total', { count: list.data.meta.total }) : undefined}
        reset={{
          active: deliveriesListUrl.hasActiveFilters(search),
          onReset: () => onChange(deliveriesListUrl.resetFilters),
        }}
        filtersLabel={t('deliveries.list.filters')}
        filters={<DeliveriesFilters search={search} onChange={onChange} />}
        filtersWidth={960}
        error={
          list.isError && !list.data
            ? {
                title: t('deliveries.list.error'),
                message: list.error.message,
                onRetry: () => void list.refetch(),
              }
            : undefined
        }
      >
        <ListTable
          columns={columns}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          page={search.page}
          sort={search.sort}
          order={search.order}
          fetching={list.isFetching}
          onChange={onChange}
          onOpen={(row) => void openTab(row.veterinaryEstablishmentId)}
          empty={
            <Text fw={500} c="dark.7">
              {t('deliveries.list.empty')}
            </Text>
          }
        />
      </ListScreen>
    </Stack>
  );
}
