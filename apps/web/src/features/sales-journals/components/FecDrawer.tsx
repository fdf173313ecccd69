import { Select } from '@mantine/core';
import { useState } from 'react';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { downloadFec } from '../api/journal-downloads.ts';
import { useFileExport } from '../api/use-file-export.ts';
import { defaultFiscalYear, fiscalYearChoices } from '../export-requests.ts';
import { useSalesJournalsText } from '../messages.ts';
import { ExportPanel } from './ExportPanel.tsx';

/**
 * "Export FEC" (issue 24 §6): a creditor (required) and a fiscal year (the last closed one by default);
 * "Exporter" downloads `<SIREN>FEC<AAAAMMJJ>.txt`. ADMIN and ACCOUNTANT.
 */
export function FecDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const text = useSalesJournalsText();
  const creditors = creditorsApi.useList({ limit: 100, sortName: 'asc' }, { staleTime: 10 * 60_000 });
  const [creditorId, setCreditorId] = useState('');
  const [fiscalYear, setFiscalYear] = useState(() => String(defaultFiscalYear()));
  const [creditorMissing, setCreditorMissing] = useState<string>();
  const file = useFileExport();
  const refusals = unmatchedErrors(file.fieldErrors, ['creditorId', 'fiscalYear']);

  const submit = async () => {
    setCreditorMissing(creditorId ? undefined : text('salesJournals.fec.creditorRequired'));
    if (!creditorId) return;
    const [id, year] = [Number(creditorId), Number(fiscalYear)];
    if (await file.download((options) => downloadFec(id, year, options), `FEC${year}1231.txt`)) {
      showSuccessToast(text('salesJournals.done'));
      onClose();
    }
  };

  return (
    <ExportPanel
      opened={opened}
      onClose={onClose}
      title={text('salesJournals.fec.title')}
      intro={text('salesJournals.fec.intro')}
      testId="fec-drawer"
      busy={file.busy}
      errors={[file.error, ...refusals]}
      onSubmit={() => void submit()}
    >
      <Select
        label={text('salesJournals.fec.creditor')}
        name="creditorId"
        placeholder={text('salesJournals.fec.creditorPlaceholder')}
        withAsterisk
        allowDeselect={false}
        data={(creditors.data?.data ?? []).map(({ id, name }) => ({ value: String(id), label: name }))}
        value={creditorId || null}
        onChange={(next) => {
          setCreditorId(next ?? '');
          setCreditorMissing(undefined);
        }}
        error={creditorMissing ?? file.fieldErrors.creditorId}
      />
      <Select
        label={text('salesJournals.fec.fiscalYear')}
        name="fiscalYear"
        allowDeselect={false}
        data={fiscalYearChoices().map(String)}
        value={fiscalYear}
        onChange={(next) => next && setFiscalYear(next)}
        error={file.fieldErrors.fiscalYear}
      />
    </ExportPanel>
  );
}
