// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import type { Schema } from '@vetbo/api-client/client';
import {
  type LegalStructureCreate,
  legalStructureCreateSchema,
  legalStructureUpdateSchema,
} from '@vetbo/domain/legal-structures';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { parsePayload } from '../../../lib/parse-payload.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useCreateLegalStructure } from '../api/create-legal-structure.ts';
import { useUpdateLegalStructure } from '../api/update-legal-structure.ts';
import { LegalStructureFields } from './LegalStructureFields.tsx';
import {
  LEGAL_STRUCTURE_FORM_PATHS,
  toFormValues,
  toLegalStructurePayload,
} from './legal-structure-form-values.ts';

type LegalStructure = Schema<'LegalStructure'>;

type LegalStructureFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  onSaved: (structure: LegalStructure) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      /** The record and the ETag of the version the form starts from (sent back in If-Match). */
      record: Versioned<LegalStructure>;
      /** Fetches the current version after a 412. */
      onReload: () => Promise<unknown>;
    }
);

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
  const create = useCreateLegalStructure();
  const update = useUpdateLegalStructure();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    toValues: toFormValues,
    fieldPaths: LEGAL_STRUCTURE_FORM_PATHS,
    parse: (values) =>
      parsePayload(
        mode === 'create' ? legalStructureCreateSchema : legalStructureUpdateSchema,
        toLegalStructurePayload(values),
      ),
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as LegalStructureCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'legalStructures.form.created' : 'legalStructures.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('legalStructures.form.stale'),
  });

  return (
    <FormDrawer
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
