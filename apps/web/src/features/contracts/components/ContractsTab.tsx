// The establishment's "Contrats" tab: its contract documents (status, signer, dates, actions) and the
// "Nouveau contrat" side panel.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { type ContractDocument, useEstablishmentContractDocuments } from '../api/contracts.ts';
import { useContractMessages } from '../messages.ts';
import { ContractDocumentActions } from './ContractDocumentActions.tsx';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';
import { CreateContractDrawer } from './CreateContractDrawer.tsx';

interface Props {
  establishment: { id: number; name: string; privilegedCode: string };
}

export function ContractsTab({ establishment }: Props) {
  const ready = useContractMessages();
  const { t } = useTranslation();
  const query = useEstablishmentContractDocuments(establishment.id);
  // POST /v1/contracts and PATCH /v1/contract_documents/{id} check establishments (x-access).
  const canWrite = useMayWrite('establishments');
  const [creating, setCreating] = useState(false);

  if (!ready) return null;
  return (
    <Stack gap="sm" data-testid="contracts-tab">
      <WriteAction area="establishments">
        <Group justify="flex-end">
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
            {t('contracts.new')}
          </Button>
        </Group>
      </WriteAction>
      <RelatedTable<ContractDocument>
        query={query}
        caption={t('contracts.title')}
        emptyText={t('contracts.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('contracts.columns.contract'),
            render: (row) => <Text fw={500}>{row.contractEntitled}</Text>,
          },
          {
            label: t('contracts.columns.signer'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{`${row.signer.firstName} ${row.signer.lastName}`}</Text>
                <Text size="xs" c="dimmed">
                  {row.signer.email}
                </Text>
              </Stack>
            ),
          },
          {
            label: t('contracts.columns.status'),
            render: (row) => <ContractStatusBadge status={row.status} />,
          },
          { label: t('contracts.columns.createdDate'), render: (row) => formatDate(row.createdDate) },
          { label: t('contracts.columns.sentDate'), render: (row) => formatDate(row.sentDate) },
          {
            label: t('contracts.columns.endDate'),
            render: (row) => formatDate(row.signedDate ?? row.cancelledDate),
          },
          {
            label: t('contracts.columns.actions'),
            render: (row) => <ContractDocumentActions document={row} canWrite={canWrite} />,
          },
        ]}
      />
      <CreateContractDrawer
        establishment={establishment}
        opened={creating && canWrite}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
