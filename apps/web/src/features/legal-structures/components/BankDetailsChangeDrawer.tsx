// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { Alert, Grid, Text, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { type BankDetailsChangeCreate, bankDetailsChangeCreateSchema } from '@vetbo/domain/billing-accounts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { parsePayload } from '../../../lib/parse-payload.ts';
import { type BankDetailsChange, useBankDetailsChangeActions } from '../api/bank-details-changes.ts';

type BillingAccount = Schema<'BillingAccount'>;

interface BankDetailsValues {
  [key: string]: unknown;
  iban: string;
  bicSwift: string;
  identityName: string;
}

const FIELD_PATHS = ['iban', 'bicSwift', 'identityName'] as const;

/**
 * The IBAN is filled in for the roles that see it in full; the others type the new one or leave it
 * empty to keep it (they were never shown it).
 */
const valuesOf = (account: BillingAccount): BankDetailsValues => ({
  iban: account.ibanMasked ? '' : (account.iban ?? ''),
  bicSwift: account.bicSwift ?? '',
  identityName: account.identityName ?? '',
});

function toPayload(values: BankDetailsValues): BankDetailsChangeCreate {
  const { iban, ...others } = values;
  return { ...others, ...(iban.trim() ? { iban } : {}) } as BankDetailsChangeCreate;
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
    toValues: () => valuesOf(account),
    fieldPaths: FIELD_PATHS,
    parse: (values) => parsePayload(bankDetailsChangeCreateSchema, toPayload(values)),
    send: async (body) => (await ask.mutateAsync(body)).data,
    pending: ask.isPending,
    savedMessage: t('bankDetailsChanges.asked'),
    onSaved: onClose,
    onClose,
  });

  return (
    <FormDrawer
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
          <TextInput label={label('identityName')} withAsterisk {...form.textProps('identityName')} />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
