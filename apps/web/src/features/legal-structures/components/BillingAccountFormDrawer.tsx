// First: zod must be configured before the domain schemas below are created.
import { Grid, Switch, Text, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import {
  BANK_DETAILS_FIELDS,
  type BillingAccountCreate,
  type BillingAccountUpdate,
  billingAccountCreateSchema,
  billingAccountUpdateSchema,
} from '@vetbo/domain/billing-accounts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useSaveBillingAccount } from '../api/billing-accounts.ts';

type BillingAccount = Schema<'BillingAccount'>;

/** The structure is the page's; the status changes with the page's button. */
export const billingAccountForm = schemaForm(billingAccountCreateSchema, {
  omit: ['legalStructureId', 'status'],
});
/** On an edit the bank details are neither shown nor sent: they change with four eyes (BankDetailsSection). */
const isBankDetail = (path: string) => (BANK_DETAILS_FIELDS as readonly string[]).includes(path);

type BillingAccountFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  onSaved: (account: BillingAccount) => void;
} & (
  | { mode: 'create'; legalStructureId: number; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      legalStructureId?: undefined;
      /** The account and the ETag of the version the form starts from (sent back in If-Match). */
      record: Versioned<BillingAccount>;
      onReload: () => Promise<Versioned<BillingAccount>>;
    }
);

/**
 * Create/edit side panel of a billing account; the server's IBAN/BIC errors show under the fields. An
 * edit leaves the bank details alone: they change with four eyes (BankDetailsSection).
 */
export function BillingAccountFormDrawer(props: BillingAccountFormDrawerProps) {
  const { mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const mayDecideDebit = useMayWrite('billing');
  const { create, update } = useSaveBillingAccount();
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: billingAccountForm,
    schema: (props.mode === 'create'
      ? billingAccountCreateSchema
      : billingAccountUpdateSchema) as typeof billingAccountUpdateSchema,
    fieldPaths: (_values, paths) => (mode === 'create' ? paths : paths.filter((path) => !isBankDetail(path))),
    toPayload: (values) => {
      const payload = billingAccountForm.toPayload(values);
      if (props.mode === 'create') return { ...payload, legalStructureId: props.legalStructureId };
      // The status is kept as it is (see UpdateBillingAccountInput); the page's button changes it.
      const kept = Object.entries(payload).filter(([field]) => !isBankDetail(field));
      return { ...Object.fromEntries(kept), status: props.record.data.status };
    },
    send: async (body: BillingAccountCreate | BillingAccountUpdate, etag) => {
      if (props.mode === 'create') return (await create.mutateAsync(body as BillingAccountCreate)).data;
      const status = props.record.data.status;
      return (
        await update.mutateAsync({
          id: props.record.data.id,
          etag,
          body: { ...body, sepa: body.sepa === true, status },
        })
      ).data;
    },
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'billingAccounts.form.created' : 'billingAccounts.form.saved'),
    onSaved,
    onClose,
    onReload: props.mode === 'edit' ? props.onReload : undefined,
    staleMessage: t('billingAccounts.form.stale'),
  });

  return (
    <FormDrawer
      {...drawerProps}
      // POST /v1/billing_accounts is billing's; PATCH /v1/billing_accounts/{id} the legal structures' (x-access).
      area={mode === 'create' ? 'billing' : 'legalStructures'}
      title={t(mode === 'create' ? 'billingAccounts.form.createTitle' : 'billingAccounts.form.editTitle')}
      testId="billing-account-form-drawer"
      size="lg"
      invalidTitle={t('billingAccounts.form.invalid')}
      submitLabel={t(
        mode === 'create' ? 'billingAccounts.form.submitCreate' : 'billingAccounts.form.submitEdit',
      )}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput label={label('entitled')} data-autofocus {...form.textProps('entitled')} />
        </Grid.Col>
        {mode === 'create' ? (
          <>
            <Grid.Col span={12}>
              <TextInput label={label('iban')} {...form.textProps('iban')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={label('bicSwift')} {...form.textProps('bicSwift')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={label('identityName')} {...form.textProps('identityName')} />
            </Grid.Col>
          </>
        ) : (
          <Grid.Col span={12}>
            <Text size="sm" c="dark.6">
              {t('billingAccounts.bankDetailsElsewhere')}
            </Text>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <TextInput label={label('signatoryName')} {...form.textProps('signatoryName')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            name="sepa"
            label={label('sepa')}
            checked={form.values.sepa}
            onChange={(event) => form.setValue('sepa', event.currentTarget.checked)}
            // Whether the account is debited is the billing writers' choice, as its bank details are.
            disabled={!mayDecideDebit}
            description={mayDecideDebit ? undefined : t('billingAccounts.sepaReserved')}
            error={form.errors.sepa}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
