import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import { screenAmount, screenRate } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import type { TotalsPreview } from '../stepper-values.ts';

/**
 * The document's totals as the server will compute them: HT, the VAT of each rate, TTC; or what keeps them
 * from being computed ("Dépassement du montant total").
 */
export function TotalsPanel({ totals, error }: { totals: TotalsPreview; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-totals-title">
      <Title order={2} size="h5" id="invoice-totals-title" mb="xs">
        {t('invoiceStepper.totals.title')}
      </Title>
      {error ? (
        <Alert color="red.9" variant="outline" role="alert" data-testid="lines-error">
          {error}
        </Alert>
      ) : totals.kind === 'totals' ? (
        <Table data-testid="invoice-totals">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('invoiceStepper.totals.withoutVat')}</Table.Th>
              <Table.Td ta="right">{screenAmount(totals.totals.amountWithoutVat)}</Table.Td>
            </Table.Tr>
            {totals.totals.vatBreakdown.map((entry) => (
              <Table.Tr key={entry.vatCategory}>
                <Table.Th scope="row" fw={400}>
                  {t('invoiceStepper.totals.vat', {
                    rate: screenRate(entry.rate),
                    base: screenAmount(entry.base),
                  })}
                </Table.Th>
                <Table.Td ta="right">{screenAmount(entry.vat)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('invoiceStepper.totals.vatTotal')}</Table.Th>
              <Table.Td ta="right">{screenAmount(totals.totals.vatAmount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('invoiceStepper.totals.withVat')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {screenAmount(totals.totals.amountWithVat)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('invoiceStepper.totals.none')}
        </Text>
      )}
    </Paper>
  );
}
