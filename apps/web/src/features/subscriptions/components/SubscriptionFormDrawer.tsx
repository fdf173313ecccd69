// First: zod must be configured before the domain schemas below are created.
import { Alert, Divider, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { subscriptionCreateSchema, subscriptionUpdateSchema } from '@vetbo/domain/service-subscriptions';
import { isServiceCode, type ServiceCode } from '@vetbo/domain/services/catalogue';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import {
  type SubscriptionWithPeriods,
  useEnabledOptions,
  useSaveSubscription,
} from '../api/subscriptions.ts';
import { ParameterFields } from './ParameterFields.tsx';
import { subscriptionForm } from './subscription-form.ts';

type Props = {
  establishmentId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: (subscription: SubscriptionWithPeriods) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | { mode: 'edit'; record: Versioned<SubscriptionWithPeriods>; onReload: () => Promise<unknown> }
);

/** Add a subscription (option, then the parameters of its code), or change its label and parameters. */
export function SubscriptionFormDrawer({
  establishmentId,
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: Props) {
  const { t } = useTranslation();
  const options = useEnabledOptions();
  const optionList = options.data?.data ?? [];

  const codeOf = (optionId: string): ServiceCode | undefined => {
    if (mode === 'edit') return isServiceCode(record.data.serviceCode) ? record.data.serviceCode : undefined;
    const code = optionList.find((option) => String(option.id) === optionId)?.serviceCode;
    return code && isServiceCode(code) ? code : undefined;
  };

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: subscriptionForm,
    // The update schema's output is not a supertype of the create one's: say which.
    schema: (mode === 'create'
      ? subscriptionCreateSchema
      : subscriptionUpdateSchema) as typeof subscriptionUpdateSchema,
    // The parameters are those of the option's code; the establishment is the page's; a change keeps
    // the option and the dates (the update schema takes neither).
    toPayload: (values) => {
      const serviceCode = codeOf(values.veterinaryServiceOptionId);
      const payload = subscriptionForm.toPayload({
        ...values,
        parameters: { ...values.parameters, serviceCode: serviceCode ?? '' },
      });
      if (mode === 'edit') return { invoiceLabel: payload.invoiceLabel, parameters: payload.parameters };
      return {
        ...payload,
        veterinaryEstablishmentId: establishmentId,
        parameters: serviceCode && payload.parameters,
      };
    },
    save: useSaveSubscription(establishmentId),
    savedMessage: t(mode === 'create' ? 'subscriptions.form.created' : 'subscriptions.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('subscriptions.form.stale'),
  });
  const code = codeOf(form.values.veterinaryServiceOptionId);

  return (
    <FormDrawer
      area="services"
      {...drawerProps}
      title={t(mode === 'create' ? 'subscriptions.form.createTitle' : 'subscriptions.form.editTitle')}
      testId="subscription-form-drawer"
      size="lg"
      invalidTitle={t('subscriptions.form.invalid')}
      submitLabel={t(mode === 'create' ? 'subscriptions.form.submitCreate' : 'subscriptions.form.submitEdit')}
    >
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={12}>
            {mode === 'create' ? (
              <Select
                label={t('subscriptions.fields.option')}
                searchable
                allowDeselect={false}
                data={optionList.map((option) => ({
                  value: String(option.id),
                  label: `${option.entitled} (${option.serviceCode}) — ${screenAmount(option.unitPriceWithoutVat)}`,
                }))}
                {...form.selectProps('veterinaryServiceOptionId')}
              />
            ) : (
              <TextInput
                label={t('subscriptions.fields.option')}
                readOnly
                value={`${record.data.veterinaryServiceOptionEntitled} (${record.data.serviceCode})`}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DayInput
              label={t('subscriptions.fields.startDate')}
              readOnly={mode === 'edit'}
              {...form.textProps('startDate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DayInput
              label={t('subscriptions.fields.endDate')}
              description={mode === 'create' ? t('subscriptions.fields.endDateHint') : undefined}
              readOnly={mode === 'edit'}
              {...form.textProps('endDate')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('subscriptions.fields.invoiceLabel')}
              description={t('subscriptions.fields.invoiceLabelHint')}
              {...form.textProps('invoiceLabel')}
            />
          </Grid.Col>
        </Grid>
        <Divider />
        {code ? (
          <ParameterFields form={form} code={code} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('subscriptions.parameters.chooseOption')}
          </Text>
        )}
        {mode === 'edit' && (
          <Alert color="gray" variant="outline">
            <Text size="sm">{t('subscriptions.form.priceNotice')}</Text>
          </Alert>
        )}
      </Stack>
    </FormDrawer>
  );
}
