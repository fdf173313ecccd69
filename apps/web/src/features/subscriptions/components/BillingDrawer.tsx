import { Badge, Drawer, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { type ServicePeriod, subscriptionQueryOptions } from '../api/subscriptions.ts';
import { DiscountForm, RangeEditForm, ReductionForm } from './billing-forms.tsx';

interface Props {
  establishmentId: number;
  subscriptionId: number;
  canWrite: boolean;
  onClose: () => void;
}

/** "Facturation et remises" (spec §2.10): the periods, a range edit, a reduction, a discount on a period. */
export function BillingDrawer({ establishmentId, subscriptionId, canWrite, onClose }: Props) {
  const { t } = useTranslation();
  const query = useQuery(subscriptionQueryOptions(subscriptionId));
  const subscription = query.data?.data;
  const etag = query.data?.etag;
  const periods = subscription?.periods ?? [];
  const periodLabel = (period: ServicePeriod) =>
    `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('subscriptions.billing.title', {
        option: subscription?.veterinaryServiceOptionEntitled ?? '',
      })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg" data-testid="subscription-billing-drawer">
        <Table striped withTableBorder>
          <Table.Caption>{t('subscriptions.billing.periods')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscriptions.billing.period')}</Table.Th>
              <Table.Th ta="right">{t('subscriptions.billing.price')}</Table.Th>
              <Table.Th ta="right">{t('subscriptions.billing.discount')}</Table.Th>
              <Table.Th>{t('subscriptions.billing.toInvoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((period) => (
              <Table.Tr key={period.id} data-testid="service-period-row">
                <Table.Td>{periodLabel(period)}</Table.Td>
                <Table.Td ta="right">{screenAmount(period.priceWithoutVat)}</Table.Td>
                <Table.Td ta="right">
                  {period.discountWithoutVat > 0 ? screenAmount(period.discountWithoutVat) : '—'}
                </Table.Td>
                <Table.Td>
                  {period.invoiced ? (
                    <Badge variant="outline" color="dark" radius="sm" tt="none">
                      {t('subscriptions.billing.invoiced')}
                    </Badge>
                  ) : period.shouldGenerateInvoice ? (
                    t('subscriptions.billing.yes')
                  ) : (
                    t('subscriptions.billing.no')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canWrite && subscription && (
          <>
            <RangeEditForm establishmentId={establishmentId} id={subscriptionId} etag={etag} />
            <DiscountForm
              establishmentId={establishmentId}
              subscriptionId={subscriptionId}
              periods={periods.filter((period) => !period.invoiced)}
              periodLabel={periodLabel}
            />
            <ReductionForm
              establishmentId={establishmentId}
              id={subscriptionId}
              etag={etag}
              current={subscription.annualPriceWithoutVat}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
