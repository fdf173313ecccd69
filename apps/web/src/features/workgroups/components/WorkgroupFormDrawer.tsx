import type { Schema } from '@vetbo/api-client/client';
import { workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { type RecordDrawerProps, useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { useCreateWorkgroup, useUpdateWorkgroup } from '../api/workgroups.ts';
import { WorkgroupFields } from './WorkgroupFields.tsx';
import { type WorkgroupImageField, workgroupForm } from './workgroup-form.ts';

type Workgroup = Schema<'VeterinaryGroup'>;

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
  // An image being uploaded has no id yet: saving waits for it (the button shows it working).
  const [uploading, setUploading] = useState<Partial<Record<WorkgroupImageField, boolean>>>({});
  const anyUploading = Object.values(uploading).some(Boolean);
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
      pending={drawerProps.pending || anyUploading}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // Enter in a text field submits too: not before the image's id is known.
        if (anyUploading) event.preventDefault();
        else drawerProps.onSubmit(event);
      }}
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
        groupId={record?.data.id}
        onUploadingChange={(field, busy) => setUploading((current) => ({ ...current, [field]: busy }))}
      />
    </FormDrawer>
  );
}
