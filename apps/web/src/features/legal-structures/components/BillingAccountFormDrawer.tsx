// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { Grid, Switch, TextInput } from '@mantine/core';
import { isApiError, type Schema } from '@vetbo/api-client/client';
import { billingAccountCreateSchema, billingAccountUpdateSchema } from '@vetbo/domain/billing-accounts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useFormState } from '../../../hooks/useFormState.ts';
import {
  type FieldErrors,
  fieldErrorsFromProblem,
  fieldErrorsFromZod,
  unmatchedErrors,
} from '../../../lib/form-errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../../../lib/versioned-record.ts';
import { useSaveBillingAccount } from '../api/billing-accounts.ts';
import {
  BILLING_ACCOUNT_FORM_PATHS,
  type BillingAccountFormValues,
  toBillingAccountPayload,
  toFormValues,
} from './billing-account-form-values.ts';

type BillingAccount = Schema<'BillingAccount'>;

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

/** Create/edit side panel of a billing account; the server's IBAN/BIC errors show under the fields. */
export function BillingAccountFormDrawer(props: BillingAccountFormDrawerProps) {
  const { mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const account = record?.data;
  const form = useFormState<BillingAccountFormValues>(toFormValues(account));
  const [initial, setInitial] = useState(() => (account ? toFormValues(account) : undefined));
  const [etag, setEtag] = useState(record?.etag);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { create, update } = useSaveBillingAccount();
  const pending = create.isPending || update.isPending;
  const { reset } = form;
  const label = (field: string) => t(`billingAccounts.fields.${field}` as 'billingAccounts.fields.iban');

  const startFrom = (version: Versioned<BillingAccount> | undefined) => {
    reset(toFormValues(version?.data));
    setInitial(version ? toFormValues(version.data) : undefined);
    setEtag(version?.etag);
    setStale(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (opened) startFrom(record);
  }, [opened]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (pending) return;
    // NOTE: deferred so the Escape keydown that closed the drawer is over before the modal listens.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const save = async (): Promise<BillingAccount | undefined> => {
    const payload = toBillingAccountPayload(form.values, initial);
    if (props.mode === 'create') {
      const parsed = billingAccountCreateSchema.safeParse({
        ...payload,
        legalStructureId: props.legalStructureId,
      });
      if (parsed.success) return (await create.mutateAsync(parsed.data)).data;
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    // The status is kept as it is (see UpdateBillingAccountInput); the page's button changes it.
    const parsed = billingAccountUpdateSchema.safeParse({ ...payload, status: props.record.data.status });
    if (parsed.success) {
      const body = { ...parsed.data, sepa: form.values.sepa, status: props.record.data.status };
      return (await update.mutateAsync({ id: props.record.data.id, etag, body })).data;
    }
    showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await save();
      if (!saved) return;
      showSuccessToast(t(mode === 'create' ? 'billingAccounts.form.created' : 'billingAccounts.form.saved'));
      reset(toFormValues(saved));
      onSaved(saved);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    if (props.mode !== 'edit') return;
    setReloading(true);
    try {
      startFrom(await props.onReload());
    } finally {
      setReloading(false);
    }
  };

  const otherErrors = unmatchedErrors(form.errors, BILLING_ACCOUNT_FORM_PATHS);

  return (
    <FormDrawer
      opened={opened}
      title={t(mode === 'create' ? 'billingAccounts.form.createTitle' : 'billingAccounts.form.editTitle')}
      testId="billing-account-form-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        startFrom(record);
        onClose();
      }}
      hasErrors={Object.keys(form.errors).length > 0}
      invalidTitle={t('billingAccounts.form.invalid')}
      otherErrors={otherErrors}
      submitLabel={t(
        mode === 'create' ? 'billingAccounts.form.submitCreate' : 'billingAccounts.form.submitEdit',
      )}
      pending={pending}
      notice={
        stale && (
          <StaleRecordAlert
            message={t('billingAccounts.form.stale')}
            onReload={() => void reload()}
            reloading={reloading}
          />
        )
      }
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput label={label('entitled')} withAsterisk data-autofocus {...form.textProps('entitled')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={label('iban')}
            withAsterisk
            description={account?.ibanMasked ? t('billingAccounts.form.ibanKeep') : undefined}
            {...form.textProps('iban')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('bicSwift')} {...form.textProps('bicSwift')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('identityName')} withAsterisk {...form.textProps('identityName')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={label('signatoryName')} {...form.textProps('signatoryName')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            name="sepa"
            label={label('sepa')}
            checked={form.values.sepa}
            onChange={(event) => form.setValue('sepa', event.currentTarget.checked)}
            error={form.errors.sepa}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
