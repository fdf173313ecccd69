import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { JournalExportFormat } from '@vetbo/domain/money-files/journals/journal-queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { downloadJournal } from '../api/journal-downloads.ts';
import { useFileExport } from '../api/use-file-export.ts';
import {
  JOURNAL_SERIES,
  type JournalSeries,
  journalFallbackName,
  journalFieldErrors,
  RANGE_PARAMETERS,
  rangeProblems,
} from '../export-requests.ts';
import { useSalesJournalsText } from '../messages.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { JournalDocumentPicker } from './JournalDocumentPicker.tsx';

/**
 * "Export du journal des ventes" (spec §2.10, issue 24 §6): the journal, the creditor (all by default), the
 * first and last document of the range, CSV or XLSX; "Exporter" downloads the file. ADMIN and ACCOUNTANT.
 */
export function SalesJournalDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useSalesJournalsText();
  const creditors = creditorsApi.useList({ limit: 100, sortName: 'asc' }, { staleTime: 10 * 60_000 });
  const [series, setSeries] = useState<JournalSeries>('INVOICE');
  const [creditorId, setCreditorId] = useState<number>();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [format, setFormat] = useState<JournalExportFormat>('csv');
  const [rangeErrors, setRangeErrors] = useState<{ from?: string; to?: string }>({});
  const file = useFileExport();

  // Another journal or creditor: other documents, the range is chosen again.
  const changeScope = (next: { series?: JournalSeries; creditorId?: number | undefined }) => {
    if (next.series) setSeries(next.series);
    if ('creditorId' in next) setCreditorId(next.creditorId);
    setFromId('');
    setToId('');
    setRangeErrors({});
    file.reset();
  };

  const refused = journalFieldErrors(series, file.fieldErrors);
  const { from, to } = RANGE_PARAMETERS[series];
  const otherRefusals = unmatchedErrors(file.fieldErrors, [from, to, 'creditorId', 'format']);

  const submit = async () => {
    const problems = rangeProblems(fromId, toId);
    setRangeErrors({
      ...(problems.from && { from: text('salesJournals.journal.documentRequired') }),
      ...(problems.to && {
        to: text(
          problems.to === 'reversed'
            ? 'salesJournals.journal.rangeReversed'
            : 'salesJournals.journal.documentRequired',
        ),
      }),
    });
    if (problems.from || problems.to) return;
    const range = { series, fromId: Number(fromId), toId: Number(toId), creditorId, format };
    if (await file.download((options) => downloadJournal(range, options), journalFallbackName(range))) {
      showSuccessToast(text('salesJournals.done'));
      onClose();
    }
  };

  return (
    <ExportPanel
      opened={opened}
      onClose={onClose}
      title={text('salesJournals.journal.title')}
      intro={text('salesJournals.journal.intro')}
      testId="sales-journal-drawer"
      busy={file.busy}
      errors={[file.error, ...otherRefusals]}
      onSubmit={() => void submit()}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sales-journal-series">
          {text('salesJournals.journal.journal')}
        </Text>
        <SegmentedControl
          aria-labelledby="sales-journal-series"
          value={series}
          onChange={(next) => changeScope({ series: next as JournalSeries })}
          data={JOURNAL_SERIES.map((value) => ({
            value,
            label: text(`salesJournals.journal.journals.${value}`),
          }))}
        />
      </Stack>
      <Select
        label={text('salesJournals.journal.creditor')}
        name="creditorId"
        placeholder={text('salesJournals.journal.allCreditors')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        data={(creditors.data?.data ?? []).map(({ id, name }) => ({ value: String(id), label: name }))}
        value={creditorId === undefined ? null : String(creditorId)}
        onChange={(next) => changeScope({ creditorId: next ? Number(next) : undefined })}
        error={refused.creditorId}
      />
      <Stack gap="xs">
        <JournalDocumentPicker
          series={series}
          creditorId={creditorId}
          name="fromId"
          label={text('salesJournals.journal.from')}
          value={fromId}
          onChange={(next) => {
            setFromId(next);
            setRangeErrors(({ to }) => ({ ...(to && { to }) }));
          }}
          error={rangeErrors.from ?? refused.from}
        />
        <JournalDocumentPicker
          series={series}
          creditorId={creditorId}
          name="toId"
          label={text('salesJournals.journal.to')}
          value={toId}
          onChange={(next) => {
            setToId(next);
            setRangeErrors(({ from }) => ({ ...(from && { from }) }));
          }}
          error={rangeErrors.to ?? refused.to}
        />
        <Text size="xs" c="dimmed">
          {text('salesJournals.journal.rangeHint')}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sales-journal-format">
          {text('salesJournals.journal.format')}
        </Text>
        <SegmentedControl
          aria-labelledby="sales-journal-format"
          value={format}
          onChange={(next) => setFormat(next as JournalExportFormat)}
          data={[
            { value: 'csv', label: 'CSV' },
            { value: 'xlsx', label: 'XLSX' },
          ]}
        />
        {refused.format && (
          <Text size="sm" c="red.9">
            {refused.format}
          </Text>
        )}
      </Stack>
    </ExportPanel>
  );
}
