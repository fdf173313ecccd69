// First: zod must be configured before the domain schemas below are created.
import { Alert, Grid, Text, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { type BankDetailsChangeCreate, bankDetailsChangeCreateSchema } from '@vetbo/domain/billing-accounts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { type BankDetailsChange, useBankDetailsChangeActions } from '../api/bank-details-changes.ts';

type BillingAccount = Schema<'BillingAccount'>;

/** Every field may be left as it is, except the holder's name, which the form always sends. */
const bankDetailsForm = schemaForm(bankDetailsChangeCreateSchema, { required: ['identityName'] });
type BankDetailsValues = SchemaFormValues<typeof bankDetailsChangeCreateSchema>;

/**
 * The IBAN is filled in for the roles that see it in full; the others type the new one or leave it
 * empty to keep it (they were never shown it).
 */
const valuesOf = (account: BillingAccount): BankDetailsValues => ({
  iban: account.ibanMasked ? '' : (account.iban ?? ''),
  bicSwift: account.bicSwift ?? '',
  identityName: account.identityName ?? '',
});

/** An empty IBAN keeps the account's. */
function toPayload(values: BankDetailsValues) {
  const { iban, ...others } = bankDetailsForm.toPayload(values);
  return { ...others, ...(values.iban.trim() ? { iban } : {}) };
}

/** "Demander la modification": new bank details, applied once another billing writer confirms them. */
export function BankDetailsChangeDrawer({
  account,
  opened,
  onClose,
}: {
  account: BillingAccount;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { ask } = useBankDetailsChangeActions(account);
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');

  const { form, drawerProps } = useRecordForm<BankDetailsValues, BankDetailsChangeCreate, BankDetailsChange>({
    opened,
    record: undefined,
    form: bankDetailsForm,
    schema: bankDetailsChangeCreateSchema,
    toValues: () => valuesOf(account),
    toPayload,
    send: async (body) => (await ask.mutateAsync(body)).data,
    pending: ask.isPending,
    savedMessage: t('bankDetailsChanges.asked'),
    onSaved: onClose,
    onClose,
  });

  return (
    <FormDrawer
      area="billing"
      {...drawerProps}
      title={t('bankDetailsChanges.form.title')}
      testId="bank-details-change-drawer"
      size="lg"
      invalidTitle={t('billingAccounts.form.invalid')}
      submitLabel={t('bankDetailsChanges.form.submit')}
    >
      <Alert variant="light" color="blue" mb="sm">
        <Text size="sm">{t('bankDetailsChanges.form.fourEyes')}</Text>
      </Alert>
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            label={t('bankDetailsChanges.form.iban')}
            description={account.ibanMasked ? t('bankDetailsChanges.form.ibanKeep') : undefined}
            data-autofocus
            {...form.textProps('iban')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('bicSwift')} {...form.textProps('bicSwift')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('identityName')} {...form.textProps('identityName')} />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
