import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { type BillingRun, useCancelRun, useDeliveryInvoices } from '../api/billing-runs.ts';
import { RunStatusBadge } from './RunStatusBadge.tsx';

interface RunResultProps {
  run: BillingRun;
  /** The run as the cancellation answered it. */
  onChange: (run: BillingRun) => void;
  onClose: () => void;
}

/** The stepper's last step: the invoices issued (links to their pages), or the planned run and its cancel. */
export function RunResult({ run, onChange, onClose }: RunResultProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingRuns.deliveries.${key}` as 'billingRuns.deliveries.title');
  const cancel = useCancelRun();
  const issued = run.status === 'DONE' || run.status === 'FAILED';
  const invoices = useDeliveryInvoices(issued ? (run.deliveryIds ?? []) : []).data?.data ?? [];
  const date = formatDay(run.invoiceDate);
  const cancelRun = () =>
    cancel.mutate(run.id, {
      onSuccess: ({ data }) => {
        showSuccessToast(text('cancelled'));
        onChange(data);
      },
    });

  return (
    <Stack gap="md" data-testid="billing-run-result" data-run-status={run.status}>
      <Group gap="sm">
        <Title order={3} size="h4">
          {issued
            ? t('billingRuns.deliveries.issued', { count: run.documentsIssued })
            : t('billingRuns.deliveries.planned', { date })}
        </Title>
        <RunStatusBadge status={run.status} />
      </Group>
      {run.lastError && (
        <Alert color="red.9" variant="outline" role="alert">
          {t('billingRuns.deliveries.failed', { error: run.lastError })}
        </Alert>
      )}
      {issued && invoices.length > 0 && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('invoice')}</Table.Th>
              <Table.Th>{text('client')}</Table.Th>
              <Table.Th ta="right">{text('amountWithVat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>
                  <AnchorLink to={ROUTE_PATHS['invoices-id']} params={{ id: String(invoice.id) }}>
                    {invoice.number}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{invoice.client}</Table.Td>
                <Table.Td ta="right">{screenAmount(invoice.amountWithVat)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {run.status === 'CREATED' && (
        <Text size="sm">
          {t('billingRuns.deliveries.plannedText', { count: run.deliveryIds?.length ?? 0, date })}
        </Text>
      )}
      {run.status === 'CANCELLED' && <Text size="sm">{text('cancelled')}</Text>}
      <Group justify="flex-end" gap="sm">
        {run.status === 'CREATED' && (
          <WriteAction area="accounting">
            <Button variant="default" color="red.9" loading={cancel.isPending} onClick={cancelRun}>
              {text('cancelPlanning')}
            </Button>
          </WriteAction>
        )}
        <Button onClick={onClose}>{text('close')}</Button>
      </Group>
    </Stack>
  );
}
