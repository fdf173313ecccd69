import { Fieldset } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressInputs } from '../../../components/forms/AddressInputs.tsx';
import type { FormState } from '../../../hooks/useFormState.ts';
import type { EstablishmentFormValues } from './EstablishmentFormDrawer.tsx';

interface AddressFieldsProps {
  form: FormState<EstablishmentFormValues>;
}

export function AddressFields({ form }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('establishments.form.address')} variant="unstyled">
      <AddressInputs
        form={form}
        path="mainAddress"
        label={(field) => t(`establishments.fields.${field}` as 'establishments.fields.name')}
        contact={{ phoneHint: t('establishments.form.phoneHint') }}
      />
    </Fieldset>
  );
}
