// The "Rédaction" step: the establishment (given), the title, its subscriptions to cover, the signer.
import { Alert, Checkbox, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { screenAmount } from '@vetbo/domain/money/format';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../hooks/useFormState.ts';
import { formatDay } from '../../../lib/format-date.ts';
import type { Subscription } from '../../subscriptions/public.ts';
import type { Signer } from '../api/contracts.ts';
import type { ContractFormValues } from './contract-form-values.ts';

interface Props {
  form: FormState<ContractFormValues>;
  establishment: { name: string; privilegedCode: string };
  subscriptions: Subscription[] | undefined;
  signers: Signer[] | undefined;
}

export const signerLabel = (signer: Signer) => `${signer.firstName} ${signer.lastName} (${signer.email})`;

export function ContractDraftFields({ form, establishment, subscriptions, signers }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput
        label={t('contracts.create.fields.establishment')}
        value={`${establishment.name} (${establishment.privilegedCode})`}
        readOnly
        variant="filled"
      />
      <TextInput
        label={t('contracts.create.fields.entitled')}
        required
        maxLength={150}
        {...form.textProps('entitled')}
      />
      {subscriptions === undefined ? (
        <Loader type="dots" size="sm" aria-label={t('common.loading')} />
      ) : subscriptions.length === 0 ? (
        <Alert color="gray" variant="light">
          <Text size="sm">{t('contracts.create.fields.subscriptionsEmpty')}</Text>
        </Alert>
      ) : (
        <Checkbox.Group
          label={t('contracts.create.fields.subscriptions')}
          withAsterisk
          value={form.values.serviceSubscriptionIds}
          onChange={(value) => form.setValue('serviceSubscriptionIds', value)}
          error={form.errors.serviceSubscriptionIds}
          data-field="serviceSubscriptionIds"
        >
          <Stack gap="xs" mt="xs">
            {subscriptions.map((subscription) => (
              <Checkbox
                key={subscription.id}
                value={String(subscription.id)}
                name="serviceSubscriptionIds"
                label={t('contracts.create.fields.subscription', {
                  option: subscription.veterinaryServiceOptionEntitled,
                  service: subscription.serviceEntitled,
                  start: formatDay(subscription.startDate),
                  end: formatDay(subscription.endDate),
                  price: screenAmount(subscription.annualPriceWithoutVat),
                })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Select
        label={t('contracts.create.fields.signer')}
        description={t('contracts.create.fields.signerHint')}
        required
        searchable
        nothingFoundMessage={t('contracts.create.fields.signerEmpty')}
        data={(signers ?? []).map((signer) => ({ value: String(signer.id), label: signerLabel(signer) }))}
        {...form.selectProps('signerId')}
      />
    </Stack>
  );
}
