import { Alert, Drawer, Group, Loader, Stack, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { useSepaFile } from '../api/sepa-files.ts';
import type { SepaFileKind } from '../sepa-kinds.ts';
import { SepaFileActions } from './SepaFileActions.tsx';
import { SepaFileItemsTable } from './SepaFileItemsTable.tsx';
import { SepaFileStatusBadge } from './SepaFileStatusBadge.tsx';

interface SepaFileDrawerProps {
  kind: SepaFileKind;
  id: number;
  onClose: () => void;
}

/** One file: its header, its download and "sent", and the invoices or credit notes it carries. */
export function SepaFileDrawer({ kind, id, onClose }: SepaFileDrawerProps) {
  const { t } = useTranslation();
  const query = useSepaFile(id);
  const file = query.data?.data;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      // Wide enough for the operations' table (number, client, amount, RUM, sequence, status, action).
      size={960}
      title={file ? t('sepaFiles.detail.title', { name: file.fileName }) : t('sepaFiles.detail.loading')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="sepa-file-drawer"
    >
      {query.isPending && <Loader size="sm" aria-label={t('sepaFiles.detail.loading')} />}
      {query.isError && (
        <Alert color="red.9" variant="outline" role="alert">
          {t('sepaFiles.detail.error')}
        </Alert>
      )}
      {file && (
        <Stack gap="md">
          <DetailList
            emptyText="—"
            items={[
              { label: t('sepaFiles.fields.creditor'), value: file.creditorName },
              { label: t(`sepaFiles.kinds.${kind}.requestedDate`), value: formatDay(file.requestedDate) },
              { label: t('sepaFiles.fields.transactionCount'), value: String(file.transactionCount) },
              { label: t('sepaFiles.fields.controlSum'), value: screenAmount(file.controlSum) },
              { label: t('sepaFiles.fields.status'), value: <SepaFileStatusBadge status={file.status} /> },
              { label: t('sepaFiles.fields.sentDate'), value: formatDateTime(file.sentDate) },
              { label: t('sepaFiles.fields.schemaVersion'), value: file.schemaVersion },
              { label: t('sepaFiles.fields.messageId'), value: file.messageId },
              { label: t('sepaFiles.fields.createdBy'), value: file.createdByName },
              { label: t('sepaFiles.fields.createdDate'), value: formatDateTime(file.createdDate) },
            ]}
          />
          <Group>
            <SepaFileActions file={file} />
          </Group>
          <Title order={3} size="h5">
            {t(`sepaFiles.kinds.${kind}.documents`)}
          </Title>
          <SepaFileItemsTable kind={kind} fileId={file.id} items={file.items} />
        </Stack>
      )}
    </Drawer>
  );
}
