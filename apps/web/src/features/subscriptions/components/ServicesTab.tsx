import { Badge, Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { type Subscription, useEstablishmentSubscriptions } from '../api/subscriptions.ts';
import { useSubscriptionMessages } from '../messages.ts';
import { subscriptionState } from './subscription-state.ts';

/** The establishment's "Services" tab: what it is served today, one line per running subscription. */
export function ServicesTab({ establishmentId }: { establishmentId: number }) {
  const ready = useSubscriptionMessages();
  const { t } = useTranslation();
  const query = useEstablishmentSubscriptions(establishmentId);
  if (!ready) return null;
  const running = query.data
    ? { data: query.data.data.filter((row) => subscriptionState(row) === 'running') }
    : undefined;
  return (
    <Stack gap="sm" data-testid="services-tab">
      <RelatedTable<Subscription>
        query={{ ...query, data: running }}
        caption={t('subscriptions.servicesTitle')}
        emptyText={t('subscriptions.servicesEmpty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('subscriptions.columns.service'),
            render: (row) => <Text fw={500}>{row.serviceEntitled}</Text>,
          },
          {
            label: t('subscriptions.columns.option'),
            render: (row) => (
              <>
                {row.veterinaryServiceOptionEntitled}{' '}
                <Badge variant="outline" color="dark" radius="sm" tt="none">
                  {row.serviceCode}
                </Badge>
              </>
            ),
          },
          { label: t('subscriptions.columns.endDate'), render: (row) => formatDate(row.endDate) },
          {
            label: t('subscriptions.columns.annualPrice'),
            render: (row) => screenAmount(row.annualPriceWithoutVat),
          },
        ]}
      />
    </Stack>
  );
}
