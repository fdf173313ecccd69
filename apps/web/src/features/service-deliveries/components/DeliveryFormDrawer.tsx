// First: zod must be configured before the domain schemas below are created.
import { Alert, Checkbox, Grid, Select, Text, Textarea, TextInput } from '@mantine/core';
import { VAT_CATEGORIES } from '@vetbo/domain/enums';
import { screenAmount } from '@vetbo/domain/money/format';
import { serviceDeliveryCreateSchema, serviceDeliveryUpdateSchema } from '@vetbo/domain/service-deliveries';
import { DELIVERY_OPTION_TYPES, DELIVERY_PAYMENT_STATUSES } from '@vetbo/domain/services/catalogue';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { type ServiceDelivery, useDeliveryOptions, useSaveDelivery } from '../api/deliveries.ts';
import { deliveryForm, withOption } from './delivery-form.ts';

type Props = {
  establishmentId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: (delivery: ServiceDelivery) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | { mode: 'edit'; record: Versioned<ServiceDelivery>; onReload: () => Promise<unknown> }
);

/** Add a delivery, prefilled from a catalogue option, or change one (If-Match). */
export function DeliveryFormDrawer({
  establishmentId,
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: Props) {
  const { t } = useTranslation();
  const options = useDeliveryOptions();
  const label = (field: string) => t(`deliveries.fields.${field}` as 'deliveries.fields.code');

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: deliveryForm,
    schema: mode === 'create' ? serviceDeliveryCreateSchema : serviceDeliveryUpdateSchema,
    // The establishment is the page's; it stays with the delivery (not in the update schema).
    toPayload: (values) =>
      mode === 'create'
        ? { ...deliveryForm.toPayload(values), veterinaryEstablishmentId: establishmentId }
        : deliveryForm.toPayload(values),
    save: useSaveDelivery(establishmentId),
    savedMessage: t(mode === 'create' ? 'deliveries.form.created' : 'deliveries.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('deliveries.form.stale'),
  });

  const chooseOption = (id: string | null) => {
    const option = options.data?.data.find((candidate) => String(candidate.id) === id);
    if (option) form.reset(withOption(form.values, option));
  };
  const invoiced = mode === 'edit' && record.data.invoiced;

  return (
    <FormDrawer
      area="services"
      {...drawerProps}
      title={t(mode === 'create' ? 'deliveries.form.createTitle' : 'deliveries.form.editTitle')}
      testId="delivery-form-drawer"
      size="lg"
      invalidTitle={t('deliveries.form.invalid')}
      submitLabel={t(mode === 'create' ? 'deliveries.form.submitCreate' : 'deliveries.form.submitEdit')}
      notice={
        <>
          {drawerProps.notice}
          {invoiced && (
            <Alert color="gray" variant="outline">
              <Text size="sm">{t('deliveries.form.invoicedNotice')}</Text>
            </Alert>
          )}
        </>
      }
    >
      <Grid gap="sm">
        {mode === 'create' && (
          <Grid.Col span={12}>
            <Select
              label={label('option')}
              description={t('deliveries.fields.optionHint')}
              searchable
              name="serviceDeliveryOptionId"
              data-field="serviceDeliveryOptionId"
              data={(options.data?.data ?? []).map((option) => ({
                value: String(option.id),
                label: `${option.entitled} (${option.code}) — ${screenAmount(option.unitPriceWithoutVat)}`,
              }))}
              value={form.values.serviceDeliveryOptionId || null}
              onChange={chooseOption}
              error={form.errors.serviceDeliveryOptionId}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={label('code')} {...form.textProps('code')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={label('entitled')} {...form.textProps('entitled')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('type')}
            allowDeselect={false}
            data={DELIVERY_OPTION_TYPES.map((type) => ({
              value: type,
              label: t(`deliveries.types.${type}`),
            }))}
            {...form.selectProps('type')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('accountingCode')} {...form.textProps('accountingCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={label('quantity')}
            inputMode="numeric"
            readOnly={invoiced}
            {...form.textProps('quantity')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={label('unitPriceWithoutVat')}
            inputMode="decimal"
            readOnly={invoiced}
            {...form.textProps('unitPriceWithoutVat')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={label('vatCategory')}
            allowDeselect={false}
            readOnly={invoiced}
            data={VAT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`vatCategories.${category}`),
            }))}
            {...form.selectProps('vatCategory')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('completionDate')} {...form.textProps('completionDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput label={label('invoiceDate')} {...form.textProps('invoiceDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('paymentStatus')}
            allowDeselect={false}
            data={DELIVERY_PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`deliveries.paymentStatuses.${status}`),
            }))}
            {...form.selectProps('paymentStatus')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }} style={{ alignSelf: 'center' }}>
          <Checkbox
            label={label('shouldGenerateInvoice')}
            name="shouldGenerateInvoice"
            checked={form.values.shouldGenerateInvoice}
            onChange={(event) => form.setValue('shouldGenerateInvoice', event.currentTarget.checked)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={label('longDescription')}
            autosize
            minRows={2}
            {...form.textProps('longDescription')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={label('internalCommentary')}
            autosize
            minRows={2}
            {...form.textProps('internalCommentary')}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
