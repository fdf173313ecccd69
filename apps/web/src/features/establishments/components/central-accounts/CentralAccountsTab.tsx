import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../../components/detail/RelatedTable.tsx';
import { ConfirmModal } from '../../../../components/feedback/ConfirmModal.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { showSuccessToast } from '../../../../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../../../../lib/versioned-record.ts';
import { useEstablishmentExtrasMessages } from '../establishment-extras-messages.ts';
import { CentralAccountDrawer, centralLabel } from './CentralAccountDrawer.tsx';
import {
  type CentralAccount,
  getCentralAccount,
  useCentralAccounts,
  useSaveCentralAccount,
} from './central-accounts-api.ts';

/** The Centrales tab: the establishment's customer accounts at Alcyon, Centravet and Coveto. */
export function CentralAccountsTab({ establishmentId }: { establishmentId: number }) {
  const ready = useEstablishmentExtrasMessages();
  const { t } = useTranslation();
  const query = useCentralAccounts(establishmentId);
  const { remove } = useSaveCentralAccount(establishmentId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Versioned<CentralAccount>>();
  const [deleting, setDeleting] = useState<Versioned<CentralAccount>>();
  const [deleteStale, setDeleteStale] = useState(false);
  const [opening, setOpening] = useState<number>();
  const label = (
    field:
      | 'central'
      | 'clientCode'
      | 'centralPurchasingCode'
      | 'centralPurchasingId'
      | 'startDate'
      | 'status',
  ) => t(`establishmentExtras.centralAccounts.fields.${field}`);

  // Edits and deletes start from the account as it is now, with its ETag (If-Match).
  const open = async (row: CentralAccount, then: (version: Versioned<CentralAccount>) => void) => {
    setOpening(row.id);
    try {
      then(await getCentralAccount(row.id));
    } finally {
      setOpening(undefined);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.data.id, etag: deleting.etag });
      showSuccessToast(t('establishmentExtras.centralAccounts.deleteDialog.deleted'));
      setDeleting(undefined);
    } catch (error) {
      if (isStaleRecordError(error)) setDeleteStale(true);
    }
  };

  if (!ready) return null;

  return (
    <Stack gap="sm" data-testid="central-accounts-tab">
      <Group justify="flex-end">
        <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
          {t('establishmentExtras.centralAccounts.new')}
        </Button>
      </Group>
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
          {
            label: t('establishmentExtras.centralAccounts.actions'),
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  loading={opening === row.id}
                  aria-label={t('establishmentExtras.centralAccounts.edit', {
                    central: centralLabel(row.central),
                  })}
                  onClick={() => void open(row, setEditing)}
                >
                  <Icon name="pencil" size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('establishmentExtras.centralAccounts.delete', {
                    central: centralLabel(row.central),
                  })}
                  onClick={() =>
                    void open(row, (version) => {
                      setDeleteStale(false);
                      setDeleting(version);
                    })
                  }
                >
                  <Icon name="x" size={16} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <CentralAccountDrawer
        mode="create"
        establishmentId={establishmentId}
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={() => setCreating(false)}
      />
      {editing && (
        <CentralAccountDrawer
          mode="edit"
          establishmentId={establishmentId}
          record={editing}
          opened
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
          onReload={async () => {
            const version = await getCentralAccount(editing.data.id);
            setEditing(version);
            return version;
          }}
        />
      )}
      <ConfirmModal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('establishmentExtras.centralAccounts.deleteDialog.title')}
        confirmLabel={t('establishmentExtras.centralAccounts.deleteDialog.confirm')}
        alert={
          deleteStale
            ? { text: t('establishmentExtras.centralAccounts.deleteDialog.stale'), tone: 'warning' }
            : undefined
        }
        pending={remove.isPending}
        confirmDisabled={deleteStale}
        onConfirm={() => void confirmDelete()}
        data-testid="central-account-delete-modal"
      >
        {deleting &&
          t('establishmentExtras.centralAccounts.deleteDialog.message', {
            central: centralLabel(deleting.data.central),
            clientCode: deleting.data.clientCode,
          })}
      </ConfirmModal>
    </Stack>
  );
}
