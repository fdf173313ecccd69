import { Fieldset, Grid, Select, Textarea, TextInput } from '@mantine/core';
import { ENABLED_STATUSES, VAT_CATEGORIES } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/files/ImageField.tsx';
import { useEnabledBillingAccounts } from '../../../components/pickers/billing-account-options.ts';
import { LegalStructurePicker } from '../../../components/pickers/LegalStructurePicker.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import {
  WORKGROUP_IMAGE_FIELDS,
  type WorkgroupFormValues,
  type WorkgroupImageField,
} from './workgroup-form.ts';

interface WorkgroupFieldsProps {
  form: FormState<WorkgroupFormValues>;
  /** The structure already linked, so its name shows before any search. */
  initialStructure: { id: number; label: string } | null;
  /** The group being edited (its uploaded images belong to it); none when creating. */
  groupId?: number;
  onUploadingChange: (field: WorkgroupImageField, uploading: boolean) => void;
}

const IMAGE_LABELS = { logoId: 'logo', bannerId: 'banner' } as const;

export function WorkgroupFields({
  form,
  initialStructure,
  groupId,
  onUploadingChange,
}: WorkgroupFieldsProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(`workgroup.fields.${field}` as 'workgroup.fields.entitled');
  const structureId = form.values.legalStructureId ? Number(form.values.legalStructureId) : undefined;
  const accounts = useEnabledBillingAccounts(structureId);
  const accountOptions = (accounts.data?.data ?? []).map((account) => ({
    value: String(account.id),
    label: account.entitled,
  }));
  // A disabled account still linked stays listed, so the select does not show it blank.
  const current = form.values.mainBillingAccountId;
  if (current && accounts.data && !accountOptions.some((option) => option.value === current)) {
    accountOptions.push({ value: current, label: `#${current}` });
  }

  return (
    <>
      <Fieldset legend={t('workgroup.form.identity')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('groupCode')}
              data-autofocus
              description={t('workgroup.form.groupCodeHint')}
              {...form.textProps('groupCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('status')}
              allowDeselect={false}
              data={ENABLED_STATUSES.map((status) => ({
                value: status,
                label: t(`workgroups.statuses.${status}`),
              }))}
              {...form.selectProps('status')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={label('entitled')} {...form.textProps('entitled')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={label('personalisedMention')}
              autosize
              minRows={2}
              {...form.textProps('personalisedMention')}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('workgroup.form.billing')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('accountingCode')}
              description={t('workgroup.form.accountingCodeHint')}
              {...form.textProps('accountingCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('serviceVatCategory')}
              placeholder={t('workgroup.form.selectPlaceholder')}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
              data={VAT_CATEGORIES.map((category) => ({
                value: category,
                label: t(`vatCategories.${category}`),
              }))}
              {...form.selectProps('serviceVatCategory')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <LegalStructurePicker
              label={label('legalStructure')}
              description={t('workgroup.form.legalStructureHint')}
              value={form.values.legalStructureId}
              onChange={(next) => {
                form.setValue('legalStructureId', next);
                // An account belongs to one structure: another structure needs another account.
                if (next !== form.values.legalStructureId) form.setValue('mainBillingAccountId', '');
              }}
              initialOption={initialStructure}
              error={form.errors.legalStructureId}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Select
              label={label('mainBillingAccount')}
              placeholder={
                structureId === undefined
                  ? t('workgroup.form.billingAccountNeedsStructure')
                  : t('workgroup.form.selectPlaceholder')
              }
              disabled={structureId === undefined}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
              data={accountOptions}
              nothingFoundMessage={t('workgroup.form.billingAccountEmpty')}
              {...form.selectProps('mainBillingAccountId')}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('workgroup.form.appearance')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('icon')}
              description={t('workgroup.form.iconHint')}
              maxLength={50}
              {...form.textProps('icon')}
            />
          </Grid.Col>
          {WORKGROUP_IMAGE_FIELDS.map((field) => (
            <Grid.Col span={12} key={field}>
              <ImageField
                label={label(IMAGE_LABELS[field])}
                name={field}
                value={form.values[field]}
                onChange={(next) => form.setValue(field, next)}
                owner={groupId === undefined ? undefined : { veterinaryGroupId: groupId }}
                error={form.errors[field]}
                onUploadingChange={(uploading) => onUploadingChange(field, uploading)}
              />
            </Grid.Col>
          ))}
        </Grid>
      </Fieldset>
    </>
  );
}
