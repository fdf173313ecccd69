import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useDownload } from '../../../hooks/useDownload.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { downloadSepaXml, type SepaFile, useMarkSepaFileSent } from '../api/sepa-files.ts';

/**
 * A file's download (its XML, a read: an icon, so that the row fits a 1 280 px screen) and, until it is
 * sent, "Marquer comme transmis" (ADMIN and ACCOUNTANT). In a row, a click on them does not open the
 * file's panel.
 */
export function SepaFileActions({ file }: { file: Pick<SepaFile, 'id' | 'fileName' | 'status'> }) {
  const { t } = useTranslation();
  const { downloading, start } = useDownload();
  const markSent = useMarkSepaFileSent();
  const send = () =>
    markSent.mutate(file.id, {
      onSuccess: () => showSuccessToast(t('sepaFiles.list.markedSent', { name: file.fileName })),
    });

  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="md"
          loading={downloading}
          aria-label={t('sepaFiles.list.downloadFile', { name: file.fileName })}
          title={t('sepaFiles.list.downloadFile', { name: file.fileName })}
          onClick={() => void start(() => downloadSepaXml(file))}
        >
          <Icon name="download" size={16} />
        </ActionIcon>
        {file.status === 'CREATED' && (
          <WriteAction area="moneyFiles">
            <Button size="xs" variant="light" loading={markSent.isPending} onClick={send}>
              {t('sepaFiles.list.markSent')}
            </Button>
          </WriteAction>
        )}
      </Group>
    </Box>
  );
}
