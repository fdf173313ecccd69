// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { Alert, Grid, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { isApiError, type Schema } from '@vetbo/api-client/client';
import { membershipCreateSchema, membershipUpdateSchema } from '@vetbo/domain/memberships';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { RemoteSearchSelect } from '../../../components/forms/RemoteSearchSelect.tsx';
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
import { useSaveMembership } from '../api/memberships.ts';
import { useEstablishmentOptions } from '../api/pickers.ts';
import {
  MEMBERSHIP_FORM_PATHS,
  type MembershipFormValues,
  toMembershipCreatePayload,
  toMembershipFormValues,
  toMembershipUpdatePayload,
} from './membership-form-values.ts';

type Membership = Schema<'VeterinaryEstablishmentMember'>;

type MembershipFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  onSaved: (membership: Membership) => void;
} & (
  | { mode: 'create'; groupId: number; record?: undefined; onReload?: undefined }
  | {
      /** `end`: the same form, focused on the leave date and reason, which become required. */
      mode: 'edit' | 'end';
      groupId?: undefined;
      record: Versioned<Membership>;
      onReload: () => Promise<unknown>;
    }
);

const TITLES = {
  create: ['membership.form.createTitle', 'membership.form.submitCreate', 'membership.form.created'],
  edit: ['membership.form.editTitle', 'membership.form.submitEdit', 'membership.form.saved'],
  end: ['membership.form.endTitle', 'membership.form.submitEnd', 'membership.form.ended'],
} as const;

/** Adds an establishment to a group, or changes / ends one membership (If-Match). */
export function MembershipFormDrawer({
  mode,
  groupId,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: MembershipFormDrawerProps) {
  const { t } = useTranslation();
  const membership = record?.data;
  const form = useFormState<MembershipFormValues>(toMembershipFormValues(membership));
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const [etag, setEtag] = useState(record?.etag);
  const formRef = useRef<HTMLFormElement>(null);
  const { create, update } = useSaveMembership();
  const pending = create.isPending || update.isPending;
  const { reset } = form;
  const [titleKey, submitKey, doneKey] = TITLES[mode];
  const label = (field: string) => t(`membership.fields.${field}` as 'membership.fields.joinDate');

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (!opened) return;
    reset(toMembershipFormValues(membership));
    setEtag(record?.etag);
    setStale(false);
    setConflict(undefined);
  }, [opened, reset, record?.data.id]);

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

  const save = async (): Promise<Membership | undefined> => {
    if (mode === 'create') {
      const parsed = membershipCreateSchema.safeParse(toMembershipCreatePayload(form.values, groupId));
      if (parsed.success) return (await create.mutateAsync(parsed.data)).data;
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    const payload = toMembershipUpdatePayload(form.values);
    const parsed = membershipUpdateSchema.safeParse(payload);
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    if (mode === 'end' && !parsed.data.leaveDate) {
      showErrors({ leaveDate: t('membership.form.leaveDateRequired') });
      return undefined;
    }
    return (await update.mutateAsync({ id: record.data.id, etag, body: parsed.data })).data;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConflict(undefined);
    try {
      const saved = await save();
      if (!saved) return;
      showSuccessToast(t(doneKey));
      reset(toMembershipFormValues(saved));
      onSaved(saved);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        // 409: the establishment is already a member over these dates; said above the form too.
        if (error.status === 409) setConflict(error.fieldErrors[0]?.message);
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = (await onReload?.()) as Versioned<Membership> | undefined;
      if (current) {
        reset(toMembershipFormValues(current.data));
        setEtag(current.etag);
      }
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const otherErrors = unmatchedErrors(form.errors, MEMBERSHIP_FORM_PATHS);

  return (
    <FormDrawer
      opened={opened}
      title={t(titleKey)}
      testId="membership-form-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(toMembershipFormValues(membership));
        onClose();
      }}
      hasErrors={hasErrors}
      invalidTitle={t('membership.form.invalid')}
      otherErrors={otherErrors}
      submitLabel={t(submitKey)}
      pending={pending}
      notice={
        <>
          {stale && (
            <StaleRecordAlert
              message={t('membership.form.stale')}
              onReload={() => void reload()}
              reloading={reloading}
            />
          )}
          {conflict && (
            <Alert color="red.9" variant="outline" title={t('membership.form.overlapTitle')} role="alert">
              <Text size="sm">{conflict}</Text>
            </Alert>
          )}
        </>
      }
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          {mode === 'create' ? (
            <RemoteSearchSelect
              label={label('establishment')}
              placeholder={t('membership.form.establishmentPlaceholder')}
              name="veterinaryEstablishmentId"
              withAsterisk
              clearable={false}
              value={form.values.veterinaryEstablishmentId}
              onChange={(next) => form.setValue('veterinaryEstablishmentId', next)}
              initialOption={null}
              useOptions={useEstablishmentOptions}
              nothingFound={t('membership.form.establishmentEmpty')}
              error={form.errors.veterinaryEstablishmentId}
            />
          ) : (
            <TextInput
              label={label('establishment')}
              readOnly
              value={`${membership?.veterinaryEstablishment.name} (${membership?.veterinaryEstablishment.privilegedCode})`}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="date"
            label={label('joinDate')}
            withAsterisk
            readOnly={mode === 'end'}
            {...form.textProps('joinDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="date"
            label={label('leaveDate')}
            withAsterisk={mode === 'end'}
            data-autofocus={mode === 'end' || undefined}
            {...form.textProps('leaveDate')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label={label('leaveReason')} autosize minRows={2} {...form.textProps('leaveReason')} />
        </Grid.Col>
        {mode !== 'end' && (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={label('accountingCode')} {...form.textProps('accountingCode')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TagsInput
                label={label('tags')}
                description={t('membership.form.tagsHint')}
                name="tags"
                value={form.values.tags}
                onChange={(next) => form.setValue('tags', next)}
                error={form.errors.tags}
                clearable
                clearButtonProps={{ 'aria-label': t('search.clear') }}
              />
            </Grid.Col>
          </>
        )}
      </Grid>
    </FormDrawer>
  );
}
