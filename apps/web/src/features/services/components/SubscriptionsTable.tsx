import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { type ServiceSubscription, useEstablishmentNames } from '../api/get-subscriptions.ts';
import type { SubscriptionSortField, SubscriptionsSearch } from '../search-params.ts';

interface SubscriptionsTableProps {
  search: SubscriptionsSearch;
  records: ServiceSubscription[];
  total: number;
  fetching: boolean;
  /** A filter narrows the list: the empty state says so. */
  filtered: boolean;
  onChange: (patch: Partial<SubscriptionsSearch>) => void;
}

/** Every establishment's subscriptions on the shared list table; a row opens its establishment's tab. */
export function SubscriptionsTable({
  search,
  records,
  total,
  fetching,
  filtered,
  onChange,
}: SubscriptionsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useEstablishmentNames(records.map((record) => record.veterinaryEstablishmentId));
  const field = (name: string) =>
    t(`services.subscriptions.fields.${name}` as 'services.subscriptions.fields.option');
  const establishmentTab = (id: number) => ({
    to: ROUTE_PATHS['establishments-id'],
    params: { id: String(id) },
    search: { tab: 'subscriptions' as const },
  });

  const columns: ListColumn<ServiceSubscription, SubscriptionSortField>[] = [
    {
      key: 'establishment',
      label: field('establishment'),
      render: ({ veterinaryEstablishmentId: id }) => (
        <AnchorLink {...establishmentTab(id)} fw={500} onClick={(event) => event.stopPropagation()}>
          {names.data?.get(id) ?? t('services.subscriptions.establishmentFallback', { id })}
        </AnchorLink>
      ),
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
      render: ({ veterinaryServiceOptionEntitled }) => veterinaryServiceOptionEntitled,
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

  return (
    <ListTable
      columns={columns}
      records={records}
      total={total}
      page={search.page}
      sort={search.sort}
      order={search.order}
      fetching={fetching}
      onChange={onChange}
      onOpen={({ veterinaryEstablishmentId }) => navigate(establishmentTab(veterinaryEstablishmentId))}
      empty={
        <Text fw={500} c="dark.7">
          {t(filtered ? 'services.subscriptions.empty' : 'services.subscriptions.emptyAll')}
        </Text>
      }
    />
  );
}
