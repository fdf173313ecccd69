import { Alert, Button, Drawer, Group, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { apiDownload } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { useExportMessages } from '../messages.ts';

type Kind = 'services' | 'establishments';
type Format = 'csv' | 'xlsx';
type Content = 'ALL' | 'SUBSCRIPTIONS' | 'DELIVERIES';

const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(bytes / 1000)} Ko`
    : `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} Mo`;

/**
 * The export side panel (spec §2.10): the services over a period, or the administrative export of the
 * establishments; the file streams in with the bytes received shown, then is saved.
 */
export function ExportDrawer({
  opened,
  onClose,
  initialKind = 'services',
}: {
  opened: boolean;
  onClose: () => void;
  initialKind?: Kind;
}) {
  const ready = useExportMessages();
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(initialKind);
  const [content, setContent] = useState<Content>('ALL');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [format, setFormat] = useState<Format>('xlsx');
  const [received, setReceived] = useState<number>();
  const [error, setError] = useState<string>();

  const download = async () => {
    setError(undefined);
    if (kind === 'services' && (!fromDate || !toDate)) return setError(t('exports.periodRequired'));
    setReceived(0);
    try {
      const file =
        kind === 'services'
          ? await apiDownload(
              {
                operation: 'exportVeterinaryEstablishmentServices',
                path: '/v1/veterinary_establishment_services/export',
                query: { fromDate, toDate, kind: content, format },
              },
              { onProgress: setReceived },
            )
          : await apiDownload(
              {
                operation: 'exportVeterinaryEstablishments',
                path: '/v1/veterinary_establishments/export',
                query: { format },
              },
              { onProgress: setReceived },
            );
      saveBlob(file.blob, file.filename ?? `${kind}.${format}`);
      showSuccessToast(t('exports.done'));
      onClose();
    } catch (caught) {
      setError(actionErrorMessage(caught));
    } finally {
      setReceived(undefined);
    }
  };

  if (!ready) return null;
  const busy = received !== undefined;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('exports.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="export-drawer">
        <Select
          label={t('exports.kind')}
          name="exportKind"
          allowDeselect={false}
          value={kind}
          onChange={(next) => setKind((next as Kind) ?? 'services')}
          data={(['services', 'establishments'] as const).map((value) => ({
            value,
            label: t(`exports.kinds.${value}`),
          }))}
        />
        <Text size="sm" c="dimmed">
          {t(kind === 'services' ? 'exports.servicesHint' : 'exports.establishmentsHint')}
        </Text>
        {kind === 'services' && (
          <>
            <Select
              label={t('exports.content')}
              name="exportContent"
              allowDeselect={false}
              value={content}
              onChange={(next) => setContent((next as Content) ?? 'ALL')}
              data={(['ALL', 'SUBSCRIPTIONS', 'DELIVERIES'] as const).map((value) => ({
                value,
                label: t(`exports.contents.${value}`),
              }))}
            />
            <Group grow>
              <DayInput
                name="exportFromDate"
                label={t('exports.fromDate')}
                withAsterisk
                value={fromDate}
                onChange={(e) => setFromDate(e.currentTarget.value)}
              />
              <DayInput
                name="exportToDate"
                label={t('exports.toDate')}
                withAsterisk
                value={toDate}
                onChange={(e) => setToDate(e.currentTarget.value)}
              />
            </Group>
          </>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('exports.format')}
          </Text>
          <SegmentedControl
            value={format}
            onChange={(next) => setFormat(next as Format)}
            data={[
              { value: 'xlsx', label: 'XLSX' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Stack>
        {busy && (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress
              value={100}
              animated
              striped
              aria-label={t('exports.progress', { size: size(received ?? 0) })}
            />
            <Text size="sm">{t('exports.progress', { size: size(received ?? 0) })}</Text>
          </Stack>
        )}
        {error && (
          <Alert color="red.9" variant="outline" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void download()}>
            {t('exports.submit')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
