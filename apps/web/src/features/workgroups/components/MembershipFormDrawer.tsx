// First: zod must be configured before the domain schemas below are created.
import { Alert, Grid, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import {
  type MembershipCreate,
  type MembershipUpdate,
  membershipCreateSchema,
  membershipUpdateSchema,
} from '@vetbo/domain/memberships';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { schemaForm } from '../../../components/forms/schema-form.ts';
import { EstablishmentPicker } from '../../../components/pickers/EstablishmentPicker.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { todayIso } from '../../../lib/format-date.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useSaveMembership } from '../api/memberships.ts';

type Membership = Schema<'VeterinaryEstablishmentMember'>;

/** The form on the create schema; a new membership starts today. The group is the page's. */
export const membershipForm = schemaForm(membershipCreateSchema, {
  initial: () => ({ joinDate: todayIso() }),
});

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
  const [conflict, setConflict] = useState<string>();
  const { create, update } = useSaveMembership();
  const [titleKey, submitKey, doneKey] = TITLES[mode];
  const label = (field: string) => t(`membership.fields.${field}` as 'membership.fields.joinDate');

  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: membershipForm,
    schema: (mode === 'create'
      ? membershipCreateSchema
      : membershipUpdateSchema) as typeof membershipUpdateSchema,
    // A creation names the establishment picked and the page's group; an edit never changes them.
    toPayload: (values) => {
      // The account that pays the member's invoices is not this form's (billing writers set it).
      const {
        veterinaryEstablishmentId,
        veterinaryGroupId: _group,
        specificBillingAccountId: _account,
        ...fields
      } = membershipForm.toPayload(values);
      return mode === 'create'
        ? { ...fields, veterinaryEstablishmentId, veterinaryGroupId: groupId }
        : fields;
    },
    check: (values) =>
      mode === 'end' && !values.leaveDate.trim()
        ? { leaveDate: t('membership.form.leaveDateRequired') }
        : undefined,
    send: async (body: MembershipCreate | MembershipUpdate, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as MembershipCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(doneKey),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('membership.form.stale'),
    onRestart: () => setConflict(undefined),
    beforeSubmit: () => setConflict(undefined),
    // 409: the establishment is already a member over these dates; said above the form too.
    onFieldErrors: (error) => {
      if (error.status === 409) setConflict(error.fieldErrors[0]?.message);
    },
  });

  return (
    <FormDrawer
      area="workgroups"
      {...drawerProps}
      title={t(titleKey)}
      testId="membership-form-drawer"
      size="lg"
      invalidTitle={t('membership.form.invalid')}
      submitLabel={t(submitKey)}
      notice={
        <>
          {drawerProps.notice}
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
            <EstablishmentPicker
              label={label('establishment')}
              withAsterisk
              clearable={false}
              value={form.values.veterinaryEstablishmentId}
              onChange={(next) => form.setValue('veterinaryEstablishmentId', next)}
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
          <DayInput label={label('joinDate')} readOnly={mode === 'end'} {...form.textProps('joinDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayInput
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
                clearButtonProps={{ 'aria-label': t('common.clear') }}
              />
            </Grid.Col>
          </>
        )}
      </Grid>
    </FormDrawer>
  );
}
