import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { useDownload } from '../../../hooks/useDownload.ts';
import { downloadSepaXml, type SepaFile, type SepaFilesMade } from '../api/sepa-files.ts';
import { SEPA_KINDS, type SepaFileKind } from '../sepa-kinds.ts';
import { exclusionReasonText } from './exclusion-reasons.ts';

interface SepaExportResultProps {
  kind: SepaFileKind;
  made: SepaFilesMade;
  onAgain: () => void;
  onClose: () => void;
}

function DownloadButton({ file }: { file: SepaFile }) {
  const { t } = useTranslation();
  const { downloading, start } = useDownload();
  return (
    <Button
      size="xs"
      variant="default"
      style={{ flexShrink: 0 }}
      leftSection={<Icon name="download" size={14} />}
      loading={downloading}
      aria-label={t('sepaFiles.list.downloadFile', { name: file.fileName })}
      onClick={() => void start(() => downloadSepaXml(file))}
    >
      {t('sepaFiles.list.download')}
    </Button>
  );
}

/** What "Générer" made: the files, each to download, and each document left out with its reason. */
export function SepaExportResult({ kind, made, onAgain, onClose }: SepaExportResultProps) {
  const { t } = useTranslation();
  const { files, excluded } = made;
  const { list, document } = SEPA_KINDS[kind];

  return (
    <Stack gap="md" data-testid="sepa-export-result">
      <Alert
        color={files.length > 0 ? 'teal.9' : 'orange.9'}
        variant="outline"
        title={
          files.length > 0
            ? t('sepaFiles.export.made', { count: files.length })
            : t('sepaFiles.export.madeNone')
        }
      >
        <Stack gap="xs">
          {files.length === 0 && <Text size="sm">{t('sepaFiles.export.madeNoneReason')}</Text>}
          {files.map((file) => (
            <Group key={file.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text span fw={500} inherit>
                  {file.fileName}
                </Text>
                {' — '}
                {t('sepaFiles.export.file', {
                  creditor: file.creditorName,
                  count: file.transactionCount,
                  amount: screenAmount(file.controlSum),
                })}
              </Text>
              <DownloadButton file={file} />
            </Group>
          ))}
        </Stack>
      </Alert>
      {excluded.length > 0 && (
        <section aria-labelledby="sepa-export-excluded">
          <Title order={3} size="h5" id="sepa-export-excluded" mb={4}>
            {t('sepaFiles.export.excluded', { count: excluded.length })}
          </Title>
          <List size="sm" data-testid="sepa-export-excluded">
            {excluded.map((exclusion) => (
              <List.Item key={exclusion.documentId}>
                <AnchorLink to={document} params={{ id: String(exclusion.documentId) }}>
                  {exclusion.number ?? `#${exclusion.documentId}`}
                </AnchorLink>
                {' — '}
                {exclusionReasonText(t, exclusion.reason)}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Group justify="flex-end" gap="sm">
        {files.length > 0 && (
          <ButtonLink variant="default" to={list}>
            {t('sepaFiles.export.seeAll')}
          </ButtonLink>
        )}
        <Button variant="default" onClick={onAgain}>
          {t('sepaFiles.export.again')}
        </Button>
        <Button onClick={onClose}>{t('sepaFiles.export.close')}</Button>
      </Group>
    </Stack>
  );
}
