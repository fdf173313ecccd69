// First: zod must be configured before the domain schemas below are created.
import { Grid, Select, Text, Textarea, TextInput } from '@mantine/core';
import { VAT_CATEGORIES } from '@vetbo/domain/enums';
import { deliveryOptionCreateSchema, deliveryOptionUpdateSchema } from '@vetbo/domain/service-deliveries';
import { DELIVERY_OPTION_TYPES } from '@vetbo/domain/services/delivery-types';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import type { CrudDrawerProps } from '../../../hooks/useCrudDrawers.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { type DeliveryOption, useSaveDeliveryOption } from '../api/delivery-options.ts';
import { deliveryOptionForm, isPriceNotEuros, newOptionPayload } from './delivery-option-form.ts';
import { InvoiceLinePreviewBox } from './InvoiceLinePreviewBox.tsx';
import { PLACEHOLDER_LIST } from './invoice-line-preview.ts';

export interface CatalogueService {
  id: number;
  code: string;
  entitled: string;
}

type DeliveryOptionFormDrawerProps = CrudDrawerProps<DeliveryOption> & {
  /** The service whose section opened the panel: a new option belongs to it. */
  service: CatalogueService;
};

/**
 * Create or change a service's delivery option: every field of spec §3.7, the price in euros, and the
 * invoice line pattern with a live preview of the label it gives. An edit sends its ETag back (If-Match);
 * a 412 offers to reload the current version; the API's field errors (code taken, unknown placeholder,
 * not a revenue account) go onto their fields.
 */
export function DeliveryOptionFormDrawer({
  service,
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: DeliveryOptionFormDrawerProps) {
  const { t } = useTranslation();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: deliveryOptionForm,
    schema: mode === 'create' ? deliveryOptionCreateSchema : deliveryOptionUpdateSchema,
    // An edit's body is the form's own (an emptied field is sent as null); a new option adds its service.
    toPayload: mode === 'create' ? (values) => newOptionPayload(values, service.id) : undefined,
    check: (values) =>
      isPriceNotEuros(values.unitPriceWithoutVat)
        ? { unitPriceWithoutVat: t('deliveryOptions.form.priceInvalid') }
        : undefined,
    save: useSaveDeliveryOption(),
    savedMessage: t(mode === 'create' ? 'deliveryOptions.form.created' : 'deliveryOptions.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('deliveryOptions.form.stale'),
  });
  const label = (field: string) => t(`deliveryOptions.form.${field}` as 'deliveryOptions.form.code');

  return (
    <FormDrawer
      area="services"
      {...drawerProps}
      title={
        mode === 'create'
          ? t('deliveryOptions.form.createTitle')
          : t('deliveryOptions.form.editTitle', { code: record.data.code })
      }
      testId="delivery-option-drawer"
      size="lg"
      invalidTitle={t('deliveryOptions.form.invalid')}
      submitLabel={t(
        mode === 'create' ? 'deliveryOptions.form.submitCreate' : 'deliveryOptions.form.submitEdit',
      )}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <Text size="sm" c="dimmed">
            {label('service')}
          </Text>
          <Text>
            {service.code} — {service.entitled}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={label('code')}
            description={t('deliveryOptions.form.codeHint')}
            autoComplete="off"
            data-autofocus
            {...form.textProps('code')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Select
            label={label('type')}
            allowDeselect={false}
            data={DELIVERY_OPTION_TYPES.map((type) => ({
              value: type,
              label: t(`deliveryOptions.types.${type}`),
            }))}
            {...form.selectProps('type')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={label('entitled')} {...form.textProps('entitled')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={label('description')}
            description={t('deliveryOptions.form.descriptionHint')}
            autosize
            minRows={2}
            {...form.textProps('description')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={label('unitPrice')}
            description={t('deliveryOptions.form.unitPriceHint')}
            inputMode="decimal"
            autoComplete="off"
            rightSection="€"
            {...form.textProps('unitPriceWithoutVat')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={label('vatCategory')}
            allowDeselect={false}
            data={VAT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`vatCategories.${category}`),
            }))}
            {...form.selectProps('vatCategory')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={label('accountingCode')}
            description={t('deliveryOptions.form.accountingCodeHint')}
            inputMode="numeric"
            autoComplete="off"
            {...form.textProps('accountingCode')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={label('pattern')}
            description={t('deliveryOptions.form.patternHint', { placeholders: PLACEHOLDER_LIST })}
            autoComplete="off"
            {...form.textProps('invoiceLineEntitledPattern')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <InvoiceLinePreviewBox
            pattern={form.values.invoiceLineEntitledPattern}
            code={form.values.code}
            entitled={form.values.entitled}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
