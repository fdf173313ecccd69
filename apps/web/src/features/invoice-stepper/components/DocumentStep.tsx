import { Alert, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { DateKind, StepperValues } from '../stepper-values.ts';
import { categoriesOf, paymentMethodsOf } from './use-defaults.ts';
import type { StepperContext } from './use-stepper-context.ts';

interface StepProps {
  form: FormState<StepperValues>;
  context: StepperContext;
}

/**
 * Step 2: the creditor, the type (a credit note for the roles that may credit: `accounting`), the category
 * and payment method with French labels, the account a direct debit draws on (the client's main one by
 * default), the client's accounting code (its own by default), a period or a delivery date.
 */
export function DocumentStep({ form, context }: StepProps) {
  const { t } = useTranslation();
  const mayCredit = useMayWrite('accounting');
  const { values, errors, setValue, selectProps, textProps } = form;
  const choose = t('form.choose');
  const { creditor } = context;
  return (
    <Stack gap="md" maw={760}>
      <Select
        label={t('invoiceStepper.document.creditor')}
        placeholder={choose}
        data={context.creditors.map((each) => ({ value: String(each.id), label: each.name }))}
        {...selectProps('creditorId')}
        withAsterisk
      />
      {context.creditorIncomplete && creditor && (
        <Alert color="red.9" variant="outline" role="alert">
          {t('invoiceStepper.document.creditorIncomplete', { name: creditor.name })}
        </Alert>
      )}
      <Radio.Group
        label={t('invoiceStepper.document.type')}
        value={values.documentType}
        onChange={(type) => setValue('documentType', type)}
        withAsterisk
      >
        <Group gap="lg" mt="xs">
          <Radio value="INVOICE" label={t('invoiceStepper.types.INVOICE')} />
          {mayCredit && (
            <WriteMark area="accounting">
              <Radio value="CREDIT_NOTE" label={t('invoiceStepper.types.CREDIT_NOTE')} />
            </WriteMark>
          )}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('invoiceStepper.document.category')}
          placeholder={choose}
          data={categoriesOf(values.documentType).map((code) => ({
            value: code,
            label: t(`invoiceStepper.categories.${code}` as 'invoiceStepper.categories.ALIM'),
          }))}
          {...selectProps('category')}
        />
        <Select
          label={t('invoiceStepper.document.paymentMethod')}
          placeholder={choose}
          data={paymentMethodsOf(values.documentType, values.targetKind).map((code) => ({
            value: code,
            label: t(`invoiceStepper.paymentMethods.${code}` as 'invoiceStepper.paymentMethods.NONE'),
          }))}
          {...selectProps('paymentMethod')}
        />
      </SimpleGrid>
      {context.debit && (
        <Select
          label={t('invoiceStepper.document.billingAccount')}
          description={t('invoiceStepper.document.billingAccountHint')}
          placeholder={choose}
          data={context.accounts.map((account) => ({ value: String(account.id), label: account.entitled }))}
          {...selectProps('billingAccountId')}
          error={
            errors.billingAccountId ?? (context.noGroup ? t('invoiceStepper.document.noGroup') : undefined)
          }
          withAsterisk
        />
      )}
      {context.hasMandate === false && creditor && (
        <Alert color="orange.9" variant="outline" data-testid="no-mandate-notice">
          {t('invoiceStepper.document.noMandate', { creditor: creditor.name })}
        </Alert>
      )}
      <TextInput
        label={t('invoiceStepper.document.accountingCode')}
        description={t('invoiceStepper.document.accountingCodeHint')}
        {...textProps('accountingCode')}
      />
      <Radio.Group
        label={t('invoiceStepper.document.dates')}
        value={values.dateKind}
        onChange={(kind) => setValue('dateKind', kind as DateKind)}
      >
        <Group gap="lg" mt="xs">
          {(['none', 'period', 'delivery'] as const).map((kind) => (
            <Radio key={kind} value={kind} label={t(`invoiceStepper.document.dateKinds.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      {values.dateKind === 'period' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput
            label={t('invoiceStepper.document.periodStartDate')}
            {...textProps('periodStartDate')}
            withAsterisk
          />
          <DayInput
            label={t('invoiceStepper.document.periodEndDate')}
            {...textProps('periodEndDate')}
            withAsterisk
          />
        </SimpleGrid>
      )}
      {values.dateKind === 'delivery' && (
        <DayInput
          label={t('invoiceStepper.document.deliveryDate')}
          {...textProps('deliveryDate')}
          withAsterisk
          maw={260}
        />
      )}
    </Stack>
  );
}
