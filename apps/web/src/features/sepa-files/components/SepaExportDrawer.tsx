import { Alert, Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { fieldErrorsFromProblem } from '../../../lib/form-errors.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { type SepaFilesMade, useMakeSepaFiles } from '../api/sepa-files.ts';
import { SEPA_KINDS, type SepaFileKind } from '../sepa-kinds.ts';
import { defaultRequestedDate, earliestRequestedDate, requestedDateProblem } from './requested-date.ts';
import { SepaExportResult } from './SepaExportResult.tsx';

export interface SepaExportDrawerProps {
  /** DIRECT_DEBIT from the invoices, CREDIT_TRANSFER from the credit notes. */
  kind: SepaFileKind;
  documentIds: readonly number[];
  opened: boolean;
  onClose: () => void;
}

/**
 * "Export XML SEPA" (spec §2.10): the disclaimer, the day asked of the banks, the schema version, then
 * "Générer" and what it made: one file per creditor (to download) and each document left out with why.
 * ADMIN and ACCOUNTANT only.
 */
export function SepaExportDrawer({ kind, documentIds, opened, onClose }: SepaExportDrawerProps) {
  const { t } = useTranslation();
  const mayWrite = useMayWrite('moneyFiles');
  const make = useMakeSepaFiles();
  const { schemas } = SEPA_KINDS[kind];
  const [date, setDate] = useState(() => defaultRequestedDate(kind));
  const [schemaVersion, setSchemaVersion] = useState<string>(schemas[0]);
  const [dateError, setDateError] = useState<string | undefined>();
  const { reset } = make;

  // Each opening starts a new export from the defaults (the day may have changed since the last one).
  useEffect(() => {
    if (!opened) return;
    reset();
    setDate(defaultRequestedDate(kind));
    setDateError(undefined);
  }, [opened, kind, reset]);
  if (!mayWrite) return null;

  const dateText = (name: 'date' | 'dateHint' | 'disclaimer') =>
    t(`sepaFiles.export.${name}.${kind}`, { date: formatDay(earliestRequestedDate(kind)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = requestedDateProblem(kind, date);
    if (problem) {
      setDateError(
        problem.key === 'dateTooEarly'
          ? t('sepaFiles.export.dateTooEarly', { date: formatDay(problem.earliest) })
          : t('sepaFiles.export.dateRequired'),
      );
      return;
    }
    setDateError(undefined);
    const ids = [...documentIds];
    const input =
      kind === 'DIRECT_DEBIT'
        ? ({ kind, body: { invoiceIds: ids, collectionDate: date, schemaVersion } } as const)
        : ({ kind, body: { creditNoteIds: ids, executionDate: date, schemaVersion } } as const);
    make.mutate(input as never, {
      onError: (error) => {
        if (!isApiError(error)) return;
        const errors = fieldErrorsFromProblem(error.fieldErrors);
        setDateError(errors.collectionDate ?? errors.executionDate);
      },
    });
  };

  const refused = isApiError(make.error) && make.error.status === 422 ? make.error : undefined;
  // Nothing could go in a file: the 422 lists each document left out, shown as any other result.
  const refusedResult: SepaFilesMade | undefined = refused?.problem?.excluded
    ? { files: [], excluded: refused.problem.excluded as SepaFilesMade['excluded'] }
    : undefined;
  const refusal = refusedResult ? undefined : refused?.message;
  const result = make.data ?? refusedResult;

  return (
    <Drawer
      opened={opened}
      onClose={() => !make.isPending && onClose()}
      position="right"
      size="lg"
      title={t('sepaFiles.export.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="sepa-export-drawer"
      data-write-area="moneyFiles"
    >
      {result ? (
        <SepaExportResult kind={kind} made={result} onAgain={reset} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="blue.9" variant="outline">
              {dateText('disclaimer')}
            </Alert>
            <Text size="sm">{t('sepaFiles.export.selected', { count: documentIds.length })}</Text>
            <DayInput
              name="requestedDate"
              label={dateText('date')}
              description={dateText('dateHint')}
              withAsterisk
              value={date}
              error={dateError}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <Select
              label={t('sepaFiles.export.schemaVersion')}
              name="schemaVersion"
              allowDeselect={false}
              data={schemas.map((schema: (typeof schemas)[number]) => ({
                value: schema,
                label: t(`sepaFiles.export.schemas.${schema}`),
              }))}
              value={schemaVersion}
              onChange={(next) => next && setSchemaVersion(next)}
            />
            {refusal && (
              <Alert color="red.9" variant="outline" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={make.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={make.isPending} disabled={documentIds.length === 0}>
                {t('sepaFiles.export.generate')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
