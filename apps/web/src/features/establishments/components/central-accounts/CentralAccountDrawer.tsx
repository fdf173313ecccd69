// First: zod must be configured before the domain schemas below are created.
import '../../../../lib/zod-csp.ts';
import { Grid, Select, TextInput } from '@mantine/core';
import { isApiError } from '@vetbo/api-client/client';
import { centralAccountCreateSchema, centralAccountUpdateSchema } from '@vetbo/domain/central-accounts';
import { ENABLED_STATUSES, PURCHASING_CENTRAL_LABELS, PURCHASING_CENTRALS } from '@vetbo/domain/enums';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../../components/forms/FormDrawer.tsx';
import { useFormState } from '../../../../hooks/useFormState.ts';
import {
  type FieldErrors,
  fieldErrorsFromProblem,
  fieldErrorsFromZod,
  unmatchedErrors,
} from '../../../../lib/form-errors.ts';
import { currentLocale } from '../../../../lib/i18n.ts';
import { showSuccessToast } from '../../../../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../../../../lib/versioned-record.ts';
import { type CentralAccount, useSaveCentralAccount } from './central-accounts-api.ts';

const FIELDS = [
  'central',
  'clientCode',
  'centralPurchasingCode',
  'centralPurchasingId',
  'startDate',
  'status',
] as const;
type Field = (typeof FIELDS)[number];
type FormValues = Record<Field, string>;

const toFormValues = (account: CentralAccount | undefined): FormValues => ({
  central: account?.central ?? '',
  clientCode: account?.clientCode ?? '',
  centralPurchasingCode: account?.centralPurchasingCode ?? '',
  centralPurchasingId: account?.centralPurchasingId ?? '',
  startDate: account?.startDate ?? '',
  status: account?.status ?? 'ENABLED',
});

export const centralLabel = (central: CentralAccount['central']) =>
  PURCHASING_CENTRAL_LABELS[central][currentLocale()];

type CentralAccountDrawerProps = {
  establishmentId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | { mode: 'edit'; record: Versioned<CentralAccount>; onReload: () => Promise<Versioned<CentralAccount>> }
);

/** Create/edit side panel of a central account; a second account at the same central shows on the central. */
export function CentralAccountDrawer(props: CentralAccountDrawerProps) {
  const { establishmentId, mode, record, opened, onClose, onSaved } = props;
  const { t } = useTranslation();
  const form = useFormState<FormValues>(toFormValues(record?.data));
  const [etag, setEtag] = useState(record?.etag);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { create, update } = useSaveCentralAccount(establishmentId);
  const pending = create.isPending || update.isPending;
  const { reset } = form;
  const label = (field: Field) => t(`establishmentExtras.centralAccounts.fields.${field}`);
  const text = (key: string) =>
    t(
      `establishmentExtras.centralAccounts.form.${key}` as 'establishmentExtras.centralAccounts.form.invalid',
    );

  const startFrom = (version: Versioned<CentralAccount> | undefined) => {
    reset(toFormValues(version?.data));
    setEtag(version?.etag);
    setStale(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (opened) startFrom(record);
  }, [opened, record?.etag]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (pending) return;
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const save = async (): Promise<boolean> => {
    const values = form.values;
    if (props.mode === 'create') {
      const parsed = centralAccountCreateSchema.safeParse({
        ...values,
        veterinaryEstablishmentId: establishmentId,
      });
      if (!parsed.success) {
        showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
        return false;
      }
      await create.mutateAsync(parsed.data);
      return true;
    }
    const parsed = centralAccountUpdateSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return false;
    }
    // Emptied optional fields are sent as null: the API then clears them.
    const body = {
      ...parsed.data,
      centralPurchasingCode: parsed.data.centralPurchasingCode ?? null,
      centralPurchasingId: parsed.data.centralPurchasingId ?? null,
      startDate: parsed.data.startDate ?? null,
    };
    await update.mutateAsync({ id: props.record.data.id, etag, body });
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      if (!(await save())) return;
      showSuccessToast(text(mode === 'create' ? 'created' : 'saved'));
      reset(toFormValues(undefined));
      onSaved();
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

  return (
    <FormDrawer
      opened={opened}
      title={text(mode === 'create' ? 'createTitle' : 'editTitle')}
      testId="central-account-drawer"
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
      invalidTitle={text('invalid')}
      otherErrors={unmatchedErrors(form.errors, FIELDS)}
      submitLabel={text(mode === 'create' ? 'submitCreate' : 'submitEdit')}
      pending={pending}
      notice={
        stale && (
          <StaleRecordAlert message={text('stale')} onReload={() => void reload()} reloading={reloading} />
        )
      }
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('central')}
            placeholder={text('centralPlaceholder')}
            withAsterisk
            data-autofocus
            data={PURCHASING_CENTRALS.map((central) => ({ value: central, label: centralLabel(central) }))}
            {...form.selectProps('central')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('clientCode')}
            description={text('codeHint')}
            withAsterisk
            {...form.textProps('clientCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('centralPurchasingCode')}
            description={text('purchasingHint')}
            {...form.textProps('centralPurchasingCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('centralPurchasingId')}
            description={text('purchasingHint')}
            {...form.textProps('centralPurchasingId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput type="date" label={label('startDate')} {...form.textProps('startDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={label('status')}
            withAsterisk
            allowDeselect={false}
            data={ENABLED_STATUSES.map((status) => ({
              value: status,
              label: t(`establishmentExtras.centralAccounts.statuses.${status}`),
            }))}
            {...form.selectProps('status')}
          />
        </Grid.Col>
      </Grid>
    </FormDrawer>
  );
}
