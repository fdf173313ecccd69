import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { paymentUpdateSchema } from '@vetbo/domain/billing/documents';
import { PAYMENT_TRANSITIONS } from '@vetbo/domain/billing/payments';
import { inputAmount, screenAmount } from '@vetbo/domain/money/format';
import { parisDay } from '@vetbo/domain/paris-day';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../app/api/resource.ts';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';

type Detail = Schema<'BillingDocumentDetail'>;
type Values = SchemaFormValues<typeof paymentUpdateSchema>;

const paymentForm = schemaForm(paymentUpdateSchema, { required: ['paidAmount'] });

interface PaymentDrawerProps {
  api: Resource<'/v1/invoices'> | Resource<'/v1/credit_notes'>;
  /** The document and the ETag of the version shown (sent back in If-Match). */
  record: Versioned<Detail>;
  opened: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}

/**
 * "Enregistrer un paiement": the statuses the document may move to (PAYMENT_TRANSITIONS), the whole amount
 * paid so far for a partial payment (euros typed, cents sent), the day and a comment. A 412 (someone
 * recorded another payment meanwhile) offers to reload; a refused transition (409) says why.
 */
export function PaymentDrawer({ api, record, opened, onClose, onReload }: PaymentDrawerProps) {
  const { t } = useTranslation();
  const document = record.data;
  // Never empty: every status may move to another (a paid direct debit may still be rejected).
  const allowed = PAYMENT_TRANSITIONS[document.paymentStatus];
  const text = (key: string) => t(`billingDocuments.payment.${key}` as 'billingDocuments.payment.title');
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: paymentForm,
    schema: paymentUpdateSchema,
    toValues: (): Values => ({
      paymentStatus: allowed[0] ?? '',
      paidAmount: document.paidAmount > 0 ? inputAmount(document.paidAmount) : '',
      paymentDate: parisDay(),
      comment: '',
    }),
    // The amount goes with a partial payment only: the other statuses set it themselves.
    toPayload: (values) => {
      const payload = paymentForm.toPayload(values);
      return values.paymentStatus === 'PARTIAL_PAID' ? payload : { ...payload, paidAmount: undefined };
    },
    save: { update: (api as Resource<'/v1/invoices'>).useUpdate() },
    savedMessage: text('saved'),
    staleMessage: text('stale'),
    onSaved: onClose,
    onClose,
    onReload,
  });
  const partial = form.values.paymentStatus === 'PARTIAL_PAID';
  return (
    <FormDrawer
      area="accounting"
      {...drawerProps}
      title={text('title')}
      testId="payment-drawer"
      size="lg"
      invalidTitle={t('form.invalid')}
      submitLabel={t('form.submit')}
    >
      <Stack gap="md">
        <Text size="sm">
          {document.number} — {t('billingDocuments.detail.totals.withVat')}{' '}
          {screenAmount(document.amountWithVat)}
        </Text>
        <Select
          label={text('paymentStatus')}
          data={allowed.map((value) => ({ value, label: t(`billingDocuments.paymentStatuses.${value}`) }))}
          allowDeselect={false}
          {...form.selectProps('paymentStatus')}
        />
        {partial && (
          <TextInput
            label={text('paidAmount')}
            description={t('billingDocuments.payment.paidAmountHint', {
              total: screenAmount(document.amountWithVat),
              paid: screenAmount(document.paidAmount),
            })}
            inputMode="decimal"
            rightSection="€"
            {...form.textProps('paidAmount')}
          />
        )}
        <DayInput
          label={text('paymentDate')}
          description={text('paymentDateHint')}
          {...form.textProps('paymentDate')}
        />
        <TextInput label={text('comment')} {...form.textProps('comment')} />
      </Stack>
    </FormDrawer>
  );
}
