import { Checkbox, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { invoiceCreditSchema } from '@vetbo/domain/billing/documents';
import { CREDIT_NOTE_PAYMENT_METHODS } from '@vetbo/domain/billing/enums';
import { inputAmount, screenAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { useCreditInvoiceLines } from '../api/credit-invoice-lines.ts';
import { amountText } from './DocumentTable.tsx';

type Detail = Schema<'BillingDocumentDetail'>;
type Values = SchemaFormValues<typeof invoiceCreditSchema>;
type Line = Detail['lines'][number];

const creditForm = schemaForm(invoiceCreditSchema);
/** What a line may still be credited before VAT (a discount line, negative, never). */
export const remainingOf = (line: Line) => Math.max(0, line.amountWithoutVat - line.creditedAmount);

interface CreditLinesDrawerProps {
  invoice: Detail;
  opened: boolean;
  onClose: () => void;
  /** The credit note made: its page opens. */
  onCreated: (creditNote: Detail) => void;
}

/**
 * "Avoir sur sélection" (spec §2.10: establishment, invoice, selected invoice lines): the form's `lines`
 * hold the ticked lines only, in the invoice's order, so the API's `lines.N.amountWithoutVat` errors land
 * on their inputs. Each amount starts at what remains to credit; more is refused before sending.
 */
export function CreditLinesDrawer({ invoice, opened, onClose, onCreated }: CreditLinesDrawerProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`billingDocuments.credit.${key}` as 'billingDocuments.credit.title');
  const credit = useCreditInvoiceLines();
  const { form, drawerProps } = useRecordForm({
    opened,
    record: undefined,
    form: creditForm,
    schema: invoiceCreditSchema,
    toValues: (): Values => ({ invoiceId: String(invoice.id), lines: [], paymentMethod: 'NONE', reason: '' }),
    check: (values) => checkAmounts(values, invoice.lines, t),
    send: async (payload) => (await credit.mutateAsync(payload)).data,
    pending: credit.isPending,
    savedMessage: text('created'),
    onSaved: onCreated,
    onClose,
  });
  const ticked = form.values.lines;
  const indexOf = (line: Line) => ticked.findIndex((entry) => entry.invoiceLineId === String(line.id));
  const toggle = (line: Line, on: boolean) => {
    const others = ticked.filter((entry) => entry.invoiceLineId !== String(line.id));
    const next = on
      ? [...others, { invoiceLineId: String(line.id), amountWithoutVat: inputAmount(remainingOf(line)) }]
      : others;
    const position = (entry: { invoiceLineId: string }) =>
      invoice.lines.findIndex((each) => String(each.id) === entry.invoiceLineId);
    form.setValue(
      'lines',
      next.sort((a, b) => position(a) - position(b)),
    );
  };
  const total = ticked.reduce((sum, entry) => sum + (parseEuros(entry.amountWithoutVat) ?? 0), 0);

  return (
    <FormDrawer
      area="accounting"
      {...drawerProps}
      title={`${text('title')} — ${invoice.number ?? ''}`}
      testId="credit-lines-drawer"
      invalidTitle={t('form.invalid')}
      submitLabel={text('submit')}
    >
      <Stack gap="md">
        <Text size="sm">{text('intro')}</Text>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billingDocuments.list.selected')}</Table.Th>
                <Table.Th>{t('billingDocuments.detail.lines.summary')}</Table.Th>
                <Table.Th ta="right">{t('billingDocuments.detail.lines.amount')}</Table.Th>
                <Table.Th ta="right">{text('remaining')}</Table.Th>
                <Table.Th>{text('amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => {
                const index = indexOf(line);
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('billingDocuments.credit.select', { summary: line.summary })}
                        disabled={remainingOf(line) === 0}
                        checked={index >= 0}
                        onChange={(event) => toggle(line, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{line.summary}</Table.Td>
                    <Table.Td ta="right">{amountText(line.amountWithoutVat)}</Table.Td>
                    <Table.Td ta="right">{amountText(remainingOf(line))}</Table.Td>
                    <Table.Td miw={150}>
                      {index >= 0 && (
                        <TextInput
                          aria-label={t('billingDocuments.credit.amountLabel', { summary: line.summary })}
                          inputMode="decimal"
                          rightSection="€"
                          {...form.textProps(`lines.${index}.amountWithoutVat`)}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500}>{t('billingDocuments.credit.total', { amount: screenAmount(total) })}</Text>
        <Select
          label={text('paymentMethod')}
          data={CREDIT_NOTE_PAYMENT_METHODS.map((value) => ({
            value,
            label: t(`billingDocuments.paymentMethods.${value}`),
          }))}
          allowDeselect={false}
          {...form.selectProps('paymentMethod')}
        />
        <TextInput label={text('reason')} {...form.textProps('reason')} />
      </Stack>
    </FormDrawer>
  );
}

/** No line ticked, or an amount of nothing or above what remains: refused before sending. */
function checkAmounts(values: Values, lines: Line[], t: TFunction): FieldErrors | undefined {
  const errors: FieldErrors = {};
  if (values.lines.length === 0) errors.lines = t('billingDocuments.credit.noLine');
  values.lines.forEach((entry, index) => {
    const line = lines.find((each) => String(each.id) === entry.invoiceLineId);
    const cents = parseEuros(entry.amountWithoutVat);
    if (!line || cents === undefined) return; // the schema words a malformed amount
    const path = `lines.${index}.amountWithoutVat`;
    if (cents <= 0) errors[path] = t('billingDocuments.credit.notPositive');
    else if (cents > remainingOf(line))
      errors[path] = t('billingDocuments.credit.tooMuch', { amount: screenAmount(remainingOf(line)) });
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}
