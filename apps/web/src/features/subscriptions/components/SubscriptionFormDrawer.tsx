// First: zod must be configured before the domain schemas below are created.
import { Alert, Divider, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import {
  type SubscriptionCreate,
  type SubscriptionUpdate,
  subscriptionCreateSchema,
  subscriptionUpdateSchema,
} from '@vetbo/domain/service-subscriptions';
import { isServiceCode, type ServiceCode } from '@vetbo/domain/services/catalogue';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { type ParsedPayload, parsePayload } from '../../../lib/parse-payload.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import {
  type SubscriptionWithPeriods,
  useEnabledOptions,
  useSaveSubscription,
} from '../api/subscriptions.ts';
import { ParameterFields } from './ParameterFields.tsx';
import {
  subscriptionFormPaths,
  toSubscriptionCreatePayload,
  toSubscriptionFormValues,
  toSubscriptionUpdatePayload,
} from './subscription-form-values.ts';

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
  const { create, update } = useSaveSubscription(establishmentId);
  const optionList = options.data?.data ?? [];

  const codeOf = (optionId: string): ServiceCode | undefined => {
    if (mode === 'edit') return isServiceCode(record.data.serviceCode) ? record.data.serviceCode : undefined;
    const code = optionList.find((option) => String(option.id) === optionId)?.serviceCode;
    return code && isServiceCode(code) ? code : undefined;
  };

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    toValues: toSubscriptionFormValues,
    fieldPaths: subscriptionFormPaths,
    parse: (values): ParsedPayload<SubscriptionCreate | SubscriptionUpdate> => {
      const code = codeOf(values.veterinaryServiceOptionId);
      if (mode === 'create')
        return parsePayload(
          subscriptionCreateSchema,
          toSubscriptionCreatePayload(values, establishmentId, code),
        );
      return parsePayload(subscriptionUpdateSchema, toSubscriptionUpdatePayload(values, code as ServiceCode));
    },
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as SubscriptionCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body: body as SubscriptionUpdate })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'subscriptions.form.created' : 'subscriptions.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('subscriptions.form.stale'),
  });
  const code = codeOf(form.values.veterinaryServiceOptionId);

  return (
    <FormDrawer
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
                withAsterisk
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
            <TextInput
              type="date"
              label={t('subscriptions.fields.startDate')}
              withAsterisk
              readOnly={mode === 'edit'}
              {...form.textProps('startDate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
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
