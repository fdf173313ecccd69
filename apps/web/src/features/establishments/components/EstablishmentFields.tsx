import { Fieldset, Grid, Select, TagsInput, Textarea, TextInput } from '@mantine/core';
import { ESTABLISHMENT_TYPES, VAT_CATEGORIES } from '@vetbo/domain/enums';
import type { Establishment } from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { LegalStructurePicker } from '../../../components/pickers/LegalStructurePicker.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { EstablishmentFormValues } from './EstablishmentFormDrawer.tsx';

interface EstablishmentFieldsProps {
  form: FormState<EstablishmentFormValues>;
  legalStructure: Establishment['legalStructure'];
  /** On an edit the legal structure is only shown: the Transfer panel changes it (issue 22 §2). */
  mode: 'create' | 'edit';
}

export function EstablishmentFields({ form, legalStructure, mode }: EstablishmentFieldsProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(`establishments.fields.${field}` as 'establishments.fields.name');
  const types = ESTABLISHMENT_TYPES.map((type) => ({
    value: type,
    label: `${type} – ${t(`establishments.types.${type}`)}`,
  }));
  const vatCategories = VAT_CATEGORIES.map((category) => ({
    value: category,
    label: t(`vatCategories.${category}`),
  }));

  return (
    <>
      <Fieldset legend={t('establishments.form.identity')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label={label('name')} data-autofocus {...form.textProps('name')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={label('customName')} {...form.textProps('customName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('privilegedCode')}
              description={t('establishments.form.privilegedCodeHint')}
              maxLength={6}
              autoCapitalize="characters"
              {...form.textProps('privilegedCode')}
              onChange={(event) => form.setValue('privilegedCode', event.currentTarget.value.toUpperCase())}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('type')}
              placeholder={t('establishments.form.selectPlaceholder')}
              data={types}
              {...form.selectProps('type')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={label('shortDescription')}
              autosize
              minRows={2}
              {...form.textProps('shortDescription')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TagsInput
              label={label('tags')}
              name="tags"
              data-field="tags"
              placeholder={t('establishments.form.tagsPlaceholder')}
              value={form.values.tags}
              onChange={(tags) => form.setValue('tags', tags)}
              error={form.errors.tags}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('establishments.form.billing')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('accountingCode')}
              {...form.textProps('accountingCode')}
              onChange={(event) => form.setValue('accountingCode', event.currentTarget.value.toUpperCase())}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('serviceVatCategory')}
              placeholder={t('establishments.form.selectPlaceholder')}
              data={vatCategories}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
              {...form.selectProps('serviceVatCategory')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            {mode === 'create' ? (
              <LegalStructurePicker
                value={form.values.legalStructureId}
                onChange={(value) => form.setValue('legalStructureId', value)}
                initialOption={
                  legalStructure && { id: legalStructure.id, label: legalStructure.socialReason }
                }
                error={form.errors.legalStructureId}
              />
            ) : (
              <TextInput
                label={label('legalStructure')}
                description={t('establishmentPage.legalStructureByTransfer')}
                value={legalStructure?.socialReason ?? t('establishmentPage.noLegalStructure')}
                data-field="legalStructureShown"
                readOnly
                variant="filled"
              />
            )}
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
    </>
  );
}
