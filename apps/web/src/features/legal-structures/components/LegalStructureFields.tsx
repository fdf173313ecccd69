import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import { COUNTRY_CODES, LEGAL_FORMS } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { LegalStructureFormValues } from './legal-structure-form-values.ts';

export function LegalStructureFields({ form }: { form: FormState<LegalStructureFormValues> }) {
  const { t } = useTranslation();
  const label = (field: string) =>
    t(`legalStructures.fields.${field}` as 'legalStructures.fields.socialReason');
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: t(`countries.${code}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, 'fr'),
  );

  return (
    <>
      <Fieldset legend={t('legalStructures.form.identity')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              label={label('socialReason')}
              withAsterisk
              data-autofocus
              {...form.textProps('socialReason')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={label('tradeName')} {...form.textProps('tradeName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('legalCode')}
              withAsterisk
              description={t('legalStructures.form.legalCodeHint')}
              {...form.textProps('legalCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('legalForm')}
              withAsterisk
              searchable
              placeholder={t('legalStructures.form.selectPlaceholder')}
              data={[...LEGAL_FORMS]}
              {...form.selectProps('legalForm')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('apeCode')} {...form.textProps('apeCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('vatIntraCommunityNumber')}
              {...form.textProps('vatIntraCommunityNumber')}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('legalStructures.form.headQuarter')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput label={label('streetNumber')} {...form.textProps('headQuarterAddress.streetNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <TextInput
              label={label('streetName')}
              withAsterisk
              {...form.textProps('headQuarterAddress.streetName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={label('postalCode')}
              withAsterisk
              {...form.textProps('headQuarterAddress.postalCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={label('city')} withAsterisk {...form.textProps('headQuarterAddress.city')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Select
              label={label('country')}
              withAsterisk
              data={countries}
              allowDeselect={false}
              searchable
              {...form.selectProps('headQuarterAddress.country')}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
    </>
  );
}
