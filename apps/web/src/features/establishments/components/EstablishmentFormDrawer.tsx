// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import {
  type Establishment,
  type EstablishmentCreate,
  establishmentCreateSchema,
  establishmentUpdateSchema,
} from '@vetbo/domain/establishments';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.tsx';
import { parsePayload } from '../../../lib/parse-payload.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';
import { useCreateEstablishment } from '../api/create-establishment.ts';
import { useUpdateEstablishment } from '../api/update-establishment.ts';
import { AddressFields } from './AddressFields.tsx';
import { EstablishmentFields } from './EstablishmentFields.tsx';
import {
  ESTABLISHMENT_FORM_PATHS,
  toEstablishmentPayload,
  toFormValues,
} from './establishment-form-values.ts';

type EstablishmentFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  onSaved: (establishment: Establishment) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      /** The record and the ETag of the version the form starts from (sent back in If-Match). */
      record: Versioned<Establishment>;
      /** Fetches the current version after a 412. */
      onReload: () => Promise<Versioned<Establishment>>;
    }
);

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
  const create = useCreateEstablishment();
  const update = useUpdateEstablishment();
  const { form, drawerProps } = useRecordForm({
    opened,
    record,
    toValues: toFormValues,
    fieldPaths: ESTABLISHMENT_FORM_PATHS,
    parse: (values) =>
      parsePayload(
        mode === 'create' ? establishmentCreateSchema : establishmentUpdateSchema,
        toEstablishmentPayload(values, mode, Boolean(establishment?.mainAddress)),
      ),
    send: async (body, etag) =>
      mode === 'create'
        ? (await create.mutateAsync(body as EstablishmentCreate)).data
        : (await update.mutateAsync({ id: record.data.id, etag, body })).data,
    pending: create.isPending || update.isPending,
    savedMessage: t(mode === 'create' ? 'establishments.form.created' : 'establishments.form.saved'),
    onSaved,
    onClose,
    onReload,
    staleMessage: t('establishmentPage.stale'),
  });

  return (
    <FormDrawer
      {...drawerProps}
      title={t(mode === 'create' ? 'establishments.form.createTitle' : 'establishments.form.editTitle')}
      testId="establishment-form-drawer"
      size="xl"
      invalidTitle={t('establishments.form.invalid')}
      submitLabel={t(
        mode === 'create' ? 'establishments.form.submitCreate' : 'establishments.form.submitEdit',
      )}
    >
      <EstablishmentFields form={form} legalStructure={establishment?.legalStructure ?? null} />
      <AddressFields form={form} />
    </FormDrawer>
  );
}
