import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import { COUNTRY_CODES } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { EstablishmentFormValues } from './establishment-form-values.ts';

interface AddressFieldsProps {
  form: FormState<EstablishmentFormValues>;
}

export function AddressFields({ form }: AddressFieldsProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(`establishments.fields.${field}` as 'establishments.fields.name');
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: t(`countries.${code}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, 'fr'),
  );

  return (
    <Fieldset legend={t('establishments.form.address')} variant="unstyled">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label={label('streetNumber')} {...form.textProps('mainAddress.streetNumber')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput label={label('streetName')} withAsterisk {...form.textProps('mainAddress.streetName')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={label('additionalAddress')}
            {...form.textProps('mainAddress.additionalAddress')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={label('postalCode')} withAsterisk {...form.textProps('mainAddress.postalCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={label('city')} withAsterisk {...form.textProps('mainAddress.city')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Select
            label={label('country')}
            withAsterisk
            data={countries}
            allowDeselect={false}
            searchable
            {...form.selectProps('mainAddress.country')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={label('email')} type="email" {...form.textProps('mainAddress.email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={label('phone')}
            type="tel"
            description={t('establishments.form.phoneHint')}
            {...form.textProps('mainAddress.phone')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={label('link')}
            type="url"
            placeholder="https://"
            {...form.textProps('mainAddress.link')}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
