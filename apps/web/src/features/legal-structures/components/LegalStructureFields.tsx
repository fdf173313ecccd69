import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import { LEGAL_FORMS } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { AddressInputs } from '../../../components/forms/AddressInputs.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { LegalStructureFormValues } from './LegalStructureFormDrawer.tsx';

export function LegalStructureFields({ form }: { form: FormState<LegalStructureFormValues> }) {
  const { t } = useTranslation();
  const label = (field: string) =>
    t(`legalStructures.fields.${field}` as 'legalStructures.fields.socialReason');

  return (
    <>
      <Fieldset legend={t('legalStructures.form.identity')} variant="unstyled">
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label={label('socialReason')} data-autofocus {...form.textProps('socialReason')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={label('tradeName')} {...form.textProps('tradeName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={label('legalCode')}
              description={t('legalStructures.form.legalCodeHint')}
              {...form.textProps('legalCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={label('legalForm')}
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
        <AddressInputs form={form} path="headQuarterAddress" label={label} />
      </Fieldset>
    </>
  );
}
