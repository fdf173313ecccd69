// First: zod must be configured before the domain schemas below are created.
import type { Schema } from '@vetbo/api-client/client';
import { legalStructureCreateSchema, legalStructureUpdateSchema } from '@vetbo/domain/legal-structures';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { type RecordDrawerProps, useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { useCreateLegalStructure, useUpdateLegalStructure } from '../api/legal-structures.ts';
import { LegalStructureFields } from './LegalStructureFields.tsx';

type LegalStructure = Schema<'LegalStructure'>;

/** The form's paths, empty values and required marks, from the create schema (the SIRET: its superRefine). */
const legalStructureForm = schemaForm(legalStructureCreateSchema, { required: ['legalCode'] });
export type LegalStructureFormValues = SchemaFormValues<typeof legalStructureCreateSchema>;

type LegalStructureFormDrawerProps = RecordDrawerProps<LegalStructure>;

/** Spec §2.10: create/edit side panel of a legal structure, validated with the shared zod schemas. */
export function LegalStructureFormDrawer({
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: LegalStructureFormDrawerProps) {
  const { t } = useTranslation();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: legalStructureForm,
    schema: mode === 'create' ? legalStructureCreateSchema : legalStructureUpdateSchema,
    save: { create: useCreateLegalStructure(), update: useUpdateLegalStructure() },
    savedMessage: t(mode === 'create' ? 'legalStructures.form.created' : 'legalStructures.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('legalStructures.form.stale'),
  });

  return (
    <FormDrawer
      area="legalStructures"
      {...drawerProps}
      title={t(mode === 'create' ? 'legalStructures.form.createTitle' : 'legalStructures.form.editTitle')}
      testId="legal-structure-form-drawer"
      size="xl"
      invalidTitle={t('legalStructures.form.invalid')}
      submitLabel={t(
        mode === 'create' ? 'legalStructures.form.submitCreate' : 'legalStructures.form.submitEdit',
      )}
    >
      <LegalStructureFields form={form} />
    </FormDrawer>
  );
}
