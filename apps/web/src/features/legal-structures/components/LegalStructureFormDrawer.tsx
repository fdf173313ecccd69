// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { isApiError, type Schema } from '@vetbo/api-client/client';
import { legalStructureCreateSchema, legalStructureUpdateSchema } from '@vetbo/domain/legal-structures';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleRecordAlert } from '../../../components/feedback/StaleRecordAlert.tsx';
import { FormDrawer } from '../../../components/forms/FormDrawer.tsx';
import { useFormState } from '../../../hooks/useFormState.ts';
import {
  type FieldErrors,
  fieldErrorsFromProblem,
  fieldErrorsFromZod,
  unmatchedErrors,
} from '../../../lib/form-errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../../../lib/versioned-record.ts';
import { useCreateLegalStructure } from '../api/create-legal-structure.ts';
import { useUpdateLegalStructure } from '../api/update-legal-structure.ts';
import { LegalStructureFields } from './LegalStructureFields.tsx';
import {
  LEGAL_STRUCTURE_FORM_PATHS,
  type LegalStructureFormValues,
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
  const structure = record?.data;
  const form = useFormState<LegalStructureFormValues>(toFormValues(structure));
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The version the values came from: kept while the user edits, even if the cache refreshes meanwhile.
  const [etag, setEtag] = useState(record?.etag);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateLegalStructure();
  const update = useUpdateLegalStructure();
  const pending = create.isPending || update.isPending;
  const { reset } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (!opened) return;
    reset(toFormValues(structure));
    setEtag(record?.etag);
    setStale(false);
  }, [opened, reset]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestClose = () => {
    if (pending) return;
    // NOTE: deferred so the Escape keydown that closed the drawer is over before the modal listens.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const save = async (): Promise<LegalStructure | undefined> => {
    const payload = toLegalStructurePayload(form.values);
    if (mode === 'create') {
      const parsed = legalStructureCreateSchema.safeParse(payload);
      if (parsed.success) return (await create.mutateAsync(parsed.data)).data;
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    const parsed = legalStructureUpdateSchema.safeParse(payload);
    if (parsed.success)
      return (await update.mutateAsync({ id: record.data.id, etag, body: parsed.data })).data;
    showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await save();
      if (!saved) return;
      showSuccessToast(t(mode === 'create' ? 'legalStructures.form.created' : 'legalStructures.form.saved'));
      reset(toFormValues(saved));
      onSaved(saved);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      // 400/409/422 with errors[] go onto the fields; anything else was reported by the MutationCache.
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = (await onReload?.()) as Versioned<LegalStructure> | undefined;
      if (current) {
        reset(toFormValues(current.data));
        setEtag(current.etag);
      }
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const otherErrors = unmatchedErrors(form.errors, LEGAL_STRUCTURE_FORM_PATHS);

  return (
    <FormDrawer
      opened={opened}
      title={t(mode === 'create' ? 'legalStructures.form.createTitle' : 'legalStructures.form.editTitle')}
      testId="legal-structure-form-drawer"
      size="xl"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(toFormValues(structure));
        onClose();
      }}
      hasErrors={hasErrors}
      invalidTitle={t('legalStructures.form.invalid')}
      otherErrors={otherErrors}
      submitLabel={t(
        mode === 'create' ? 'legalStructures.form.submitCreate' : 'legalStructures.form.submitEdit',
      )}
      pending={pending}
      notice={
        stale && (
          <StaleRecordAlert
            message={t('legalStructures.form.stale')}
            onReload={() => void reload()}
            reloading={reloading}
          />
        )
      }
    >
      <LegalStructureFields form={form} />
    </FormDrawer>
  );
}
