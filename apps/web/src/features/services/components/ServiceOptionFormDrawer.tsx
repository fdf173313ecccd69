// First: zod must be configured before the domain schemas below are created.
import { Alert, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { ENABLED_STATUSES } from '@vetbo/domain/enums';
import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { translateValidationMessage } from '@vetbo/domain/validation-messages';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import type { VeterinaryServiceOption } from '../api/catalogue.ts';
import { useServiceOption, useUpdateServiceOption } from '../api/catalogue.ts';
import { priceProblem } from './option-form-values.ts';

/** Every field is marked: the panel edits a whole option (the PATCH schema is partial). */
export const optionForm = schemaForm(veterinaryServiceOptionUpdateSchema, {
  required: ['entitled', 'unitPriceWithoutVat', 'status'],
  initial: { status: 'ENABLED' },
});

interface ServiceOptionFormDrawerProps {
  /** The option open in the panel (the URL's `option`); none: the panel is closed. */
  id: number | undefined;
  /** The option's service, as the catalogue shows it: "CE-ABO — Comité d’entreprise". */
  serviceLabel: string | undefined;
  onClose: () => void;
}

/**
 * The side panel of a catalogue option: its label, yearly price in euros and status. It reads the option
 * (GET …/{id}) for the ETag its PATCH sends back in If-Match; a 412 offers to reload the current version.
 */
export function ServiceOptionFormDrawer({ id, serviceLabel, onClose }: ServiceOptionFormDrawerProps) {
  const { t } = useTranslation();
  const option = useServiceOption(id);
  const update = useUpdateServiceOption();
  // While the panel closes, it keeps showing the option it had.
  const shown = useRef<Versioned<VeterinaryServiceOption> | undefined>(undefined);
  if (id !== undefined && option.data) shown.current = option.data;
  const record = id === undefined ? shown.current : option.data;

  const { form, drawerProps } = useRecordForm({
    opened: id !== undefined,
    record,
    form: optionForm,
    schema: veterinaryServiceOptionUpdateSchema,
    // The price typed: nothing, or not euros, is said before the schema sees cents.
    check: (values) => {
      const problem = priceProblem(values.unitPriceWithoutVat);
      if (!problem) return undefined;
      const message =
        problem === 'required'
          ? translateValidationMessage('required', currentLocale())
          : t('serviceOption.form.priceInvalid');
      return { unitPriceWithoutVat: message };
    },
    send: async (body, etag) => {
      if (!record) throw new Error('The option is not loaded');
      return (await update.mutateAsync({ id: record.data.id, etag, body })).data;
    },
    pending: update.isPending || !record,
    savedMessage: t('serviceOption.form.saved'),
    onSaved: onClose,
    onClose,
    onReload: async () => (await option.refetch()).data,
    staleMessage: t('serviceOption.form.stale'),
  });

  const data = record?.data;
  return (
    <FormDrawer
      area="services"
      {...drawerProps}
      title={t('serviceOption.form.title', { code: data?.code ?? '' })}
      testId="service-option-drawer"
      size="lg"
      invalidTitle={t('serviceOption.form.invalid')}
      submitLabel={t('serviceOption.form.submit')}
    >
      {option.isError && !data ? (
        <Alert color="red.9" variant="outline" role="alert">
          {t('serviceOption.form.loadError')}
        </Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader type="dots" role="status" aria-label={t('serviceOption.form.loading')} />
        </Group>
      ) : (
        <Stack gap="md">
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {t('serviceOption.form.service')}
              </Text>
              <Text>{serviceLabel ?? data.serviceCode}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('serviceOption.form.code')}
              </Text>
              <Text ff="monospace">{data.code}</Text>
            </div>
          </Group>
          <TextInput
            label={t('serviceOption.form.entitled')}
            data-autofocus
            {...form.textProps('entitled')}
          />
          <TextInput
            label={t('serviceOption.form.price')}
            description={t('serviceOption.form.priceHint')}
            inputMode="decimal"
            autoComplete="off"
            rightSection="€"
            {...form.textProps('unitPriceWithoutVat')}
          />
          <Select
            label={t('serviceOption.form.status')}
            description={t('serviceOption.form.statusHint')}
            allowDeselect={false}
            data={ENABLED_STATUSES.map((status) => ({
              value: status,
              label: t(`services.option.statuses.${status}`),
            }))}
            {...form.selectProps('status')}
          />
        </Stack>
      )}
    </FormDrawer>
  );
}
