import { Grid, Select, TextInput } from '@mantine/core';
import { COUNTRY_CODES } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../hooks/useFormState.ts';

interface AddressInputsProps {
  form: Pick<FormState<Record<string, unknown>>, 'textProps' | 'selectProps'>;
  /** The address's path in the form, e.g. `mainAddress` (its fields are `mainAddress.city`…); '' at the top. */
  path: string;
  /** A field's label (the feature's `fields.*` text). */
  label: (field: string) => string;
  /** The establishments' address also holds a complement, an e-mail, a phone (with its hint) and a link. */
  contact?: { phoneHint: string };
}

/** An address's inputs (domain `addressFields`): street, postal code, city, country, and its contact. */
export function AddressInputs({ form, path, label, contact }: AddressInputsProps) {
  const { t } = useTranslation();
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: t(`countries.${code}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, 'fr'),
  );
  const name = (field: string) => (path ? `${path}.${field}` : field);
  const text = (field: string) => form.textProps(name(field));
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label={label('streetNumber')} {...text('streetNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label={label('streetName')} {...text('streetName')} />
      </Grid.Col>
      {contact && (
        <Grid.Col span={12}>
          <TextInput label={label('additionalAddress')} {...text('additionalAddress')} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={label('postalCode')} {...text('postalCode')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={label('city')} {...text('city')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Select
          label={label('country')}
          data={countries}
          allowDeselect={false}
          searchable
          {...form.selectProps(name('country'))}
        />
      </Grid.Col>
      {contact && (
        <>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('email')} type="email" {...text('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('phone')} type="tel" description={contact.phoneHint} {...text('phone')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={label('link')} type="url" placeholder="https://" {...text('link')} />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
