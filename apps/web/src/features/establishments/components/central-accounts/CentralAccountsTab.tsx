import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RelatedTable, writeColumn } from '../../../../components/detail/RelatedTable.tsx';
import { RowActions } from '../../../../components/detail/RowActions.tsx';
import { ConfirmModal } from '../../../../components/feedback/ConfirmModal.tsx';
import { WriteAction } from '../../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { useCrudDrawers } from '../../../../hooks/useCrudDrawers.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import {
  type CentralAccount,
  getCentralAccount,
  useCentralAccounts,
  useSaveCentralAccount,
} from '../../api/central-accounts.ts';
import { useEstablishmentExtrasMessages } from '../establishment-extras-messages.ts';
import { CentralAccountDrawer, centralLabel } from './CentralAccountDrawer.tsx';

/** The Centrales tab: the establishment's customer accounts at Alcyon, Centravet and Coveto. */
export function CentralAccountsTab({ establishmentId }: { establishmentId: number }) {
  const ready = useEstablishmentExtrasMessages();
  const { t } = useTranslation();
  const query = useCentralAccounts(establishmentId);
  const { remove } = useSaveCentralAccount(establishmentId);
  // Edits and deletes start from the account as it is now, with its ETag (If-Match).
  const crud = useCrudDrawers<CentralAccount>({
    area: 'establishments',
    load: getCentralAccount,
    remove: (version) => remove.mutateAsync({ id: version.data.id, etag: version.etag }),
    removedMessage: t('establishmentExtras.centralAccounts.deleteDialog.deleted'),
    staleRemoveMessage: t('establishmentExtras.centralAccounts.deleteDialog.stale'),
  });
  const label = (
    field:
      | 'central'
      | 'clientCode'
      | 'centralPurchasingCode'
      | 'centralPurchasingId'
      | 'startDate'
      | 'status',
  ) => t(`establishmentExtras.centralAccounts.fields.${field}`);

  if (!ready) return null;

  return (
    <Stack gap="sm" data-testid="central-accounts-tab">
      <WriteAction area={crud.area}>
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={crud.create.open}>
            {t('establishmentExtras.centralAccounts.new')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<CentralAccount>
        query={query}
        caption={t('establishmentExtras.centralAccounts.title')}
        emptyText={t('establishmentExtras.centralAccounts.empty')}
        rowKey={(row) => row.id}
        columns={[
          { label: label('central'), render: (row) => <Text fw={500}>{centralLabel(row.central)}</Text> },
          { label: label('clientCode'), render: (row) => row.clientCode },
          { label: label('centralPurchasingCode'), render: (row) => row.centralPurchasingCode ?? '—' },
          { label: label('centralPurchasingId'), render: (row) => row.centralPurchasingId ?? '—' },
          { label: label('startDate'), render: (row) => (row.startDate ? formatDate(row.startDate) : '—') },
          {
            label: label('status'),
            render: (row) => (
              <Badge
                variant={row.status === 'ENABLED' ? 'outline' : 'default'}
                radius="sm"
                tt="none"
                color="dark"
              >
                {t(`establishmentExtras.centralAccounts.statuses.${row.status}`)}
              </Badge>
            ),
          },
          ...writeColumn<CentralAccount>(crud.mayWrite, {
            label: t('establishmentExtras.centralAccounts.actions'),
            render: (row) => (
              <RowActions
                area={crud.area}
                edit={{
                  label: t('establishmentExtras.centralAccounts.edit', {
                    central: centralLabel(row.central),
                  }),
                  onClick: () => crud.edit.open(row.id),
                  loading: crud.opening === row.id,
                }}
                remove={{
                  label: t('establishmentExtras.centralAccounts.delete', {
                    central: centralLabel(row.central),
                  }),
                  onClick: () => crud.remove.open(row.id),
                }}
              />
            ),
          }),
        ]}
      />
      {crud.drawers((props) => (
        <CentralAccountDrawer establishmentId={establishmentId} {...props} />
      ))}
      <ConfirmModal
        {...crud.remove.modalProps}
        title={t('establishmentExtras.centralAccounts.deleteDialog.title')}
        confirmLabel={t('establishmentExtras.centralAccounts.deleteDialog.confirm')}
        data-testid="central-account-delete-modal"
      >
        {crud.remove.record &&
          t('establishmentExtras.centralAccounts.deleteDialog.message', {
            central: centralLabel(crud.remove.record.data.central),
            clientCode: crud.remove.record.data.clientCode,
          })}
      </ConfirmModal>
    </Stack>
  );
}
