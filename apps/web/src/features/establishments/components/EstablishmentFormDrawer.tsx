// First: zod must be configured before the domain schemas below are created.
import {
  type Establishment,
  establishmentCreateSchema,
  establishmentUpdateSchema,
} from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { type RecordDrawerProps, useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { useCreateEstablishment, useUpdateEstablishment } from '../api/establishments.ts';
import { AddressFields } from './AddressFields.tsx';
import { EstablishmentFields } from './EstablishmentFields.tsx';

const establishmentForm = schemaForm(establishmentCreateSchema);
export type EstablishmentFormValues = SchemaFormValues<typeof establishmentCreateSchema>;

const isAddressEmpty = ({ country: _country, ...fields }: EstablishmentFormValues['mainAddress']) =>
  Object.values(fields).every((value) => value.trim() === '');

type EstablishmentFormDrawerProps = RecordDrawerProps<Establishment>;

/** Spec §2.10: create/edit establishment side panel, validated with the shared zod schemas. */
export function EstablishmentFormDrawer({
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: EstablishmentFormDrawerProps) {
  const { t } = useTranslation();
  const establishment = record?.data;
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: establishmentForm,
    // The update schema's output is not a supertype of the create one's (its refinements): say which.
    schema: (mode === 'create'
      ? establishmentCreateSchema
      : establishmentUpdateSchema) as typeof establishmentUpdateSchema,
    // The main address is always sent on creation (its street, postal code and city are required); on
    // an edit only when there is one or the user started one. An edit never sends the legal structure:
    // only the Transfer panel moves the establishment (it checks the billing account and the creditors).
    toPayload: (values) => {
      const { mainAddress, legalStructureId, ...fields } = establishmentForm.toPayload(values);
      const kept = mode === 'create' ? { ...fields, legalStructureId } : fields;
      const send =
        mode === 'create' || Boolean(establishment?.mainAddress) || !isAddressEmpty(values.mainAddress);
      return send ? { ...kept, mainAddress } : kept;
    },
    save: { create: useCreateEstablishment(), update: useUpdateEstablishment() },
    savedMessage: t(mode === 'create' ? 'establishments.form.created' : 'establishments.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('establishmentPage.stale'),
  });

  return (
    <FormDrawer
      area="establishments"
      {...drawerProps}
      title={t(mode === 'create' ? 'establishments.form.createTitle' : 'establishments.form.editTitle')}
      testId="establishment-form-drawer"
      size="xl"
      invalidTitle={t('establishments.form.invalid')}
      submitLabel={t(
        mode === 'create' ? 'establishments.form.submitCreate' : 'establishments.form.submitEdit',
      )}
    >
      <EstablishmentFields form={form} mode={mode} legalStructure={establishment?.legalStructure ?? null} />
      <AddressFields form={form} />
    </FormDrawer>
  );
}
