import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { can } from '@vetbo/domain/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useMe } from '../../auth/api/get-me.ts';
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
  const me = useMe();
  const query = useEstablishmentDeliveries(establishmentId);
  const { remove } = useSaveDelivery(establishmentId);
  const canWrite = can(me.data?.staffRole, 'write', 'services');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Versioned<ServiceDelivery>>();
  const [deleting, setDeleting] = useState<Versioned<ServiceDelivery>>();
  const [deleteError, setDeleteError] = useState<string>();
  const [opening, setOpening] = useState<number>();
  const [discounting, setDiscounting] = useState<ServiceDelivery>();

  const open = async (row: ServiceDelivery, then: (version: Versioned<ServiceDelivery>) => void) => {
    setOpening(row.id);
    try {
      then(await getDelivery(row.id));
    } finally {
      setOpening(undefined);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.data.id, etag: deleting.etag });
      showSuccessToast(t('deliveries.deleteDialog.deleted'));
      setDeleting(undefined);
    } catch (error) {
      setDeleteError(actionErrorMessage(error));
    }
  };

  if (!ready) return null;
  return (
    <Stack gap="sm" data-testid="deliveries-tab">
      {canWrite && (
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
            {t('deliveries.new')}
          </Button>
        </Group>
      )}
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
          ...(canWrite
            ? [
                {
                  label: t('deliveries.actions'),
                  render: (row: ServiceDelivery) => (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="dark"
                        aria-label={t('deliveries.discounts.button', { code: row.code })}
                        onClick={() => setDiscounting(row)}
                      >
                        <Icon name="percent" size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="dark"
                        loading={opening === row.id}
                        aria-label={t('deliveries.edit', { code: row.code })}
                        onClick={() => void open(row, setEditing)}
                      >
                        <Icon name="pencil" size={16} />
                      </ActionIcon>
                      {!row.invoiced && (
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('deliveries.delete', { code: row.code })}
                          onClick={() =>
                            void open(row, (version) => {
                              setDeleteError(undefined);
                              setDeleting(version);
                            })
                          }
                        >
                          <Icon name="x" size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      {discounting && (
        <DeliveryDiscountsModal
          establishmentId={establishmentId}
          // The row as the list now shows it (its amount after each change).
          delivery={query.data?.data.find((row) => row.id === discounting.id) ?? discounting}
          onClose={() => setDiscounting(undefined)}
        />
      )}
      <DeliveryFormDrawer
        mode="create"
        establishmentId={establishmentId}
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={() => setCreating(false)}
      />
      {editing && (
        <DeliveryFormDrawer
          mode="edit"
          establishmentId={establishmentId}
          record={editing}
          opened
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
          onReload={async () => {
            const version = await getDelivery(editing.data.id);
            setEditing(version);
            return version;
          }}
        />
      )}
      <ConfirmModal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('deliveries.deleteDialog.title')}
        confirmLabel={t('deliveries.deleteDialog.confirm')}
        alert={deleteError ? { text: deleteError } : undefined}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        data-testid="delivery-delete-modal"
      >
        {deleting && t('deliveries.deleteDialog.message', { entitled: deleting.data.entitled })}
      </ConfirmModal>
    </Stack>
  );
}
