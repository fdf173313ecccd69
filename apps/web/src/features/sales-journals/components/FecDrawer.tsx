import { Alert, Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { unmatchedErrors } from '../../../lib/form-errors.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { downloadFec } from '../api/journal-downloads.ts';
import { useFileExport } from '../api/use-file-export.ts';
import { defaultFiscalYear, fiscalYearChoices } from '../export-requests.ts';
import { useSalesJournalsText } from '../messages.ts';

/**
 * "Export FEC" (issue 24 §6): a creditor (required) and a fiscal year (the last closed one by default);
 * "Exporter" downloads `<SIREN>FEC<AAAAMMJJ>.txt`. ADMIN and ACCOUNTANT.
 */
export function FecDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useSalesJournalsText();
  const creditors = creditorsApi.useList({ limit: 100, sortName: 'asc' }, { staleTime: 10 * 60_000 });
  const [creditorId, setCreditorId] = useState('');
  const [fiscalYear, setFiscalYear] = useState(() => String(defaultFiscalYear()));
  const [creditorMissing, setCreditorMissing] = useState<string>();
  const file = useFileExport();
  const refusals = unmatchedErrors(file.fieldErrors, ['creditorId', 'fiscalYear']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreditorMissing(creditorId ? undefined : text('salesJournals.fec.creditorRequired'));
    if (!creditorId) return;
    const [id, year] = [Number(creditorId), Number(fiscalYear)];
    if (await file.download((options) => downloadFec(id, year, options), `FEC${year}1231.txt`)) {
      showSuccessToast(text('salesJournals.done'));
      onClose();
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={() => !file.busy && onClose()}
      position="right"
      size="md"
      title={text('salesJournals.fec.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="fec-drawer">
        <Stack gap="md">
          <Text size="sm">{text('salesJournals.fec.intro')}</Text>
          <Text size="sm" c="dimmed">
            {text('salesJournals.access')}
          </Text>
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
          {(file.error || refusals.length > 0) && (
            <Alert color="red.9" variant="outline" role="alert">
              {[file.error, ...refusals].filter(Boolean).join('\n')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={file.busy}>
              {t('common.cancel')}
            </Button>
            <WriteMark area="moneyFiles">
              <Button type="submit" loading={file.busy}>
                {text('salesJournals.submit')}
              </Button>
            </WriteMark>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
