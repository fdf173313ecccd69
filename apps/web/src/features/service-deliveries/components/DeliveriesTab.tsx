import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable, writeColumn } from '../../../components/detail/RelatedTable.tsx';
import { RowActions } from '../../../components/detail/RowActions.tsx';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { WriteAction, WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useCrudDrawers } from '../../../hooks/useCrudDrawers.ts';
import { formatDate } from '../../../lib/format-date.ts';
import {
  getDelivery,
  type ServiceDelivery,
  useEstablishmentDeliveries,
  useSaveDelivery,
} from '../api/deliveries.ts';
import { useDeliveryMessages } from '../messages.ts';
import { DeliveryDiscountsModal } from './DeliveryDiscountsModal.tsx';
import { DeliveryFormDrawer } from './DeliveryFormDrawer.tsx';

/** The establishment's "Prestations" tab (route services/prestations): its one-off deliveries. */
export function DeliveriesTab({ establishmentId }: { establishmentId: number }) {
  const ready = useDeliveryMessages();
  const { t } = useTranslation();
  const query = useEstablishmentDeliveries(establishmentId);
  const { remove } = useSaveDelivery(establishmentId);
  const crud = useCrudDrawers<ServiceDelivery>({
    area: 'services',
    load: getDelivery,
    remove: (version) => remove.mutateAsync({ id: version.data.id, etag: version.etag }),
    removedMessage: t('deliveries.deleteDialog.deleted'),
  });
  const [discounting, setDiscounting] = useState<ServiceDelivery>();

  if (!ready) return null;
  return (
    <Stack gap="sm" data-testid="deliveries-tab">
      <WriteAction area={crud.area}>
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={crud.create.open}>
            {t('deliveries.new')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<ServiceDelivery>
        query={query}
        caption={t('deliveries.title')}
        emptyText={t('deliveries.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('deliveries.columns.entitled'),
            render: (row) => (
              <Stack gap={0}>
                <Text fw={500} size="sm">
                  {row.entitled}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.code} · {t(`deliveries.types.${row.type}`)}
                </Text>
              </Stack>
            ),
          },
          { label: t('deliveries.columns.service'), render: (row) => row.veterinaryServiceEntitled },
          { label: t('deliveries.columns.quantity'), render: (row) => row.quantity },
          {
            label: t('deliveries.columns.unitPrice'),
            render: (row) => screenAmount(row.unitPriceWithoutVat),
          },
          { label: t('deliveries.columns.amount'), render: (row) => screenAmount(row.amountWithVat) },
          {
            label: t('deliveries.columns.completionDate'),
            render: (row) => (row.completionDate ? formatDate(row.completionDate) : '—'),
          },
          {
            label: t('deliveries.columns.paymentStatus'),
            render: (row) => t(`deliveries.paymentStatuses.${row.paymentStatus}`),
          },
          {
            label: t('deliveries.columns.billing'),
            render: (row) => t(`deliveries.billingStatuses.${row.billingStatus}`),
          },
          ...writeColumn<ServiceDelivery>(crud.mayWrite, {
            label: t('deliveries.actions'),
            render: (row) => (
              <RowActions
                area={crud.area}
                edit={{
                  label: t('deliveries.edit', { code: row.code }),
                  onClick: () => crud.edit.open(row.id),
                  loading: crud.opening === row.id,
                }}
                remove={
                  row.invoiced
                    ? undefined
                    : {
                        label: t('deliveries.delete', { code: row.code }),
                        onClick: () => crud.remove.open(row.id),
                      }
                }
              >
                <WriteMark area={crud.area}>
                  <ActionIcon
                    variant="subtle"
                    color="dark"
                    aria-label={t('deliveries.discounts.button', { code: row.code })}
                    onClick={() => setDiscounting(row)}
                  >
                    <Icon name="percent" size={16} />
                  </ActionIcon>
                </WriteMark>
              </RowActions>
            ),
          }),
        ]}
      />
      {discounting && crud.mayWrite && (
        <DeliveryDiscountsModal
          establishmentId={establishmentId}
          // The row as the list now shows it (its amount after each change).
          delivery={query.data?.data.find((row) => row.id === discounting.id) ?? discounting}
          onClose={() => setDiscounting(undefined)}
        />
      )}
      {crud.drawers((props) => (
        <DeliveryFormDrawer establishmentId={establishmentId} {...props} />
      ))}
      <ConfirmModal
        {...crud.remove.modalProps}
        title={t('deliveries.deleteDialog.title')}
        confirmLabel={t('deliveries.deleteDialog.confirm')}
        data-testid="delivery-delete-modal"
      >
        {crud.remove.record &&
          t('deliveries.deleteDialog.message', { entitled: crud.remove.record.data.entitled })}
      </ConfirmModal>
    </Stack>
  );
}
