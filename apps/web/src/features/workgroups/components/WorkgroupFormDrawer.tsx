// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import type { Schema } from '@vetbo/api-client/client';
import { type WorkgroupCreate, workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { parsePayload } from '../../../lib/parse-payload.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useCreateWorkgroup, useUpdateWorkgroup } from '../api/workgroup.ts';
import { WorkgroupFields } from './WorkgroupFields.tsx';
import { toFormValues, toWorkgroupPayload, WORKGROUP_FORM_PATHS } from './workgroup-form-values.ts';

type Workgroup = Schema<'VeterinaryGroup'>;

type WorkgroupFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  onSaved: (group: Workgroup) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      /** The record and the ETag of the version the form starts from (sent back in If-Match). */
      record: Versioned<Workgroup>;
      /** Fetches the current version after a 412. */
      onReload: () => Promise<unknown>;
    }
);

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
  const create = useCreateWorkgroup();
  const update = useUpdateWorkgroup();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    toValues: toFormValues,
    fieldPaths: WORKGROUP_FORM_PATHS,
    parse: (values) =>
      parsePayload(
        mode === 'create' ? workgroupCreateSchema : workgroupUpdateSchema,
        toWorkgroupPayload(values),
      ),
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as WorkgroupCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
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
