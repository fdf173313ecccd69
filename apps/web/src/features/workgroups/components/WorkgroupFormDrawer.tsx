// First: zod must be configured before the domain schemas below are created.
import type { Schema } from '@vetbo/api-client/client';
import { workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';
import { type RecordDrawerProps, useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { useCreateWorkgroup, useUpdateWorkgroup } from '../api/workgroups.ts';
import { WorkgroupFields } from './WorkgroupFields.tsx';

type Workgroup = Schema<'VeterinaryGroup'>;

/** The form on the create schema; the icon and images have their own screens. */
export const workgroupForm = schemaForm(workgroupCreateSchema, {
  omit: ['icon', 'logoId', 'bannerId'],
  initial: { status: 'ENABLED' },
});
export type WorkgroupFormValues = SchemaFormValues<typeof workgroupCreateSchema>;

type WorkgroupFormDrawerProps = RecordDrawerProps<Workgroup>;

/** Create/edit side panel of a workgroup, validated with the shared zod schemas. */
export function WorkgroupFormDrawer({
  mode,
  record,
  opened,
  onClose,
  onSaved,
  onReload,
}: WorkgroupFormDrawerProps) {
  const { t } = useTranslation();
  const [structure, setStructure] = useState<Workgroup['legalStructure'] | null>(null);
  // Remounts the structure picker when a reload brings another structure.
  const [generation, setGeneration] = useState(0);
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    form: workgroupForm,
    schema: mode === 'create' ? workgroupCreateSchema : workgroupUpdateSchema,
    save: { create: useCreateWorkgroup(), update: useUpdateWorkgroup() },
    savedMessage: t(mode === 'create' ? 'workgroup.form.created' : 'workgroup.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('workgroup.form.stale'),
    onRestart: (group) => {
      setStructure(group?.legalStructure ?? null);
      setGeneration((value) => value + 1);
    },
  });

  return (
    <FormDrawer
      area="workgroups"
      {...drawerProps}
      title={t(mode === 'create' ? 'workgroup.form.createTitle' : 'workgroup.form.editTitle')}
      testId="workgroup-form-drawer"
      size="lg"
      invalidTitle={t('workgroup.form.invalid')}
      submitLabel={t(mode === 'create' ? 'workgroup.form.submitCreate' : 'workgroup.form.submitEdit')}
    >
      <WorkgroupFields
        key={generation}
        form={form}
        initialStructure={structure ? { id: structure.id, label: structure.socialReason } : null}
      />
    </FormDrawer>
  );
}
