import { Alert, Grid, Stack, Table, Title } from '@mantine/core';
import type { ProblemDetails } from '@vetbo/api-client/client';
import { isDiscountLine, type LineCategory } from '@vetbo/domain/billing/enums';
import { screenAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date.ts';
import type { StepperValues } from '../stepper-values.ts';
import { TotalsPanel } from './TotalsPanel.tsx';
import type { StepperContext } from './use-stepper-context.ts';

interface Props {
  values: StepperValues;
  context: StepperContext;
  /** The API's refusal of the last attempt (no mandate, creditor incomplete…). */
  refusal: ProblemDetails | undefined;
}

/** Step 4: what will be issued — the client, the document, each line's amount and the totals. */
export function ReviewStep({ values, context, refusal }: Props) {
  const { t } = useTranslation();
  const account = context.accounts.find((each) => String(each.id) === values.billingAccountId);
  const rows: [string, string | undefined][] = [
    ['client', context.target?.name],
    ['creditor', context.creditor?.name],
    ['type', t(`invoiceStepper.types.${values.documentType}` as 'invoiceStepper.types.INVOICE')],
    ['category', t(`invoiceStepper.categories.${values.category}` as 'invoiceStepper.categories.ALIM')],
    [
      'paymentMethod',
      t(`invoiceStepper.paymentMethods.${values.paymentMethod}` as 'invoiceStepper.paymentMethods.NONE'),
    ],
    ['billingAccount', context.debit ? account?.entitled : undefined],
    ['accountingCode', values.accountingCode || undefined],
    [
      'period',
      values.dateKind === 'period'
        ? t('invoiceStepper.review.periodValue', {
            from: formatDay(values.periodStartDate),
            to: formatDay(values.periodEndDate),
          })
        : undefined,
    ],
    ['deliveryDate', values.dateKind === 'delivery' ? formatDay(values.deliveryDate) : undefined],
  ];
  return (
    <Stack gap="md" data-testid="invoice-review">
      {refusal && (
        <Alert
          color="red.9"
          variant="outline"
          role="alert"
          title={refusal.title ?? t('invoiceStepper.review.refused')}
        >
          {refusal.detail}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('invoiceStepper.review.title')}
            </Title>
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                {rows
                  .filter(([, value]) => value !== undefined)
                  .map(([key, value]) => (
                    <Table.Tr key={key}>
                      <Table.Th w={200}>
                        {t(`invoiceStepper.review.${key}` as 'invoiceStepper.review.client')}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">
              {t('invoiceStepper.review.lines')}
            </Title>
            <Table withTableBorder data-testid="review-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoiceStepper.review.line')}</Table.Th>
                  <Table.Th>{t('invoiceStepper.lines.category')}</Table.Th>
                  <Table.Th ta="right">{t('invoiceStepper.lines.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('invoiceStepper.review.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.lines.map((line) => {
                  const unit = parseEuros(line.amountBeforeTax) ?? 0;
                  const quantity = Number(line.quantity || '1');
                  const sign = line.category && isDiscountLine(line.category as LineCategory) ? -1 : 1;
                  return (
                    <Table.Tr key={line.uid}>
                      <Table.Td>{line.summary}</Table.Td>
                      <Table.Td>
                        {line.category &&
                          t(
                            `invoiceStepper.lineCategories.${line.category}` as 'invoiceStepper.lineCategories.DEPOSIT',
                          )}
                      </Table.Td>
                      <Table.Td ta="right">{quantity}</Table.Td>
                      <Table.Td ta="right">{screenAmount(sign * unit * quantity)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TotalsPanel totals={context.totals} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
