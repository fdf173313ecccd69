import { Alert, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/ConfirmModal.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type BillingRun, useBillingRuns, useCancelRun } from '../api/billing-runs.ts';
import { RunStatusBadge } from './RunStatusBadge.tsx';
import { SubscriptionRunModal } from './SubscriptionRunModal.tsx';

/** A planned run says when it runs, a cancelled one nothing, the others their groups done. */
function RunProgress({ run }: { run: BillingRun }) {
  const { t } = useTranslation();
  if (run.status === 'CANCELLED') return '—';
  if (run.status === 'CREATED' && run.plannedDate)
    return t('billingRuns.runs.plannedOn', { date: formatDay(run.invoiceDate) });
  return t('billingRuns.runs.progress', { done: run.groupsDone, planned: run.groupsPlanned });
}

/**
 * The billing overview's "Facturations automatiques": the last runs (kind, status, progress, invoices issued,
 * error), read again every 2 s while one is under way; ADMIN and ACCOUNTANT start a subscription run and
 * cancel a planned one.
 */
export function BillingRunsPanel() {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.runs.${key}` as 'billingRuns.runs.title');
  const runs = useBillingRuns();
  const mayWrite = useMayWrite('accounting');
  const cancel = useCancelRun();
  const [launching, setLaunching] = useState(false);
  const [cancelling, setCancelling] = useState<BillingRun>();
  const rows = runs.data?.data ?? [];

  const confirmCancel = () =>
    cancelling &&
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        showSuccessToast(text('cancelled'));
        setCancelling(undefined);
      },
    });

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="billing-runs-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="billing-runs-title">
              {text('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {text('intro')}
            </Text>
          </div>
          <WriteAction area="accounting">
            <Button onClick={() => setLaunching(true)}>{text('launch')}</Button>
          </WriteAction>
        </Group>
        {runs.isError && !runs.data && (
          <Alert color="red.9" variant="outline" title={text('error')} role="alert">
            {runs.error?.message}
          </Alert>
        )}
        {runs.data && rows.length === 0 && <Text c="dimmed">{text('empty')}</Text>}
        {rows.length > 0 && (
          <ScrollArea.Autosize mah={420} type="auto">
            <Table withTableBorder data-testid="billing-runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text('columns.date')}</Table.Th>
                  <Table.Th>{text('columns.kind')}</Table.Th>
                  <Table.Th>{text('columns.invoiceDate')}</Table.Th>
                  <Table.Th>{text('columns.status')}</Table.Th>
                  <Table.Th>{text('columns.progress')}</Table.Th>
                  <Table.Th ta="right">{text('columns.issued')}</Table.Th>
                  {mayWrite && <Table.Th>{text('columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((run) => (
                  <Table.Tr key={run.id} data-run-id={run.id}>
                    <Table.Td>{formatDateTime(run.createdDate)}</Table.Td>
                    <Table.Td>{t(`billingRuns.runs.kinds.${run.kind}`)}</Table.Td>
                    <Table.Td>{formatDay(run.invoiceDate)}</Table.Td>
                    <Table.Td>
                      <RunStatusBadge status={run.status} />
                      {run.lastError && (
                        <Text size="xs" c="red.9" mt={4} maw={320}>
                          {run.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RunProgress run={run} />
                    </Table.Td>
                    <Table.Td ta="right">{run.documentsIssued}</Table.Td>
                    {mayWrite && (
                      <Table.Td>
                        {run.status === 'CREATED' && (
                          <Button
                            size="xs"
                            variant="default"
                            data-write-area="accounting"
                            aria-label={t('billingRuns.runs.cancelLabel', {
                              date: formatDay(run.invoiceDate),
                            })}
                            onClick={() => setCancelling(run)}
                          >
                            {text('cancel')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
      <SubscriptionRunModal opened={launching} onClose={() => setLaunching(false)} />
      <ConfirmModal
        opened={cancelling !== undefined}
        title={text('cancelTitle')}
        confirmLabel={text('cancelConfirm')}
        cancelLabel={text('keep')}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(undefined)}
      >
        {t('billingRuns.runs.cancelText', { date: formatDay(cancelling?.invoiceDate) })}
      </ConfirmModal>
    </Paper>
  );
}
