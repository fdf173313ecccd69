// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { isApiError } from '@vetbo/api-client/client';
import {
  type Establishment,
  establishmentCreateSchema,
  establishmentUpdateSchema,
} from '@vetbo/domain/establishments';
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
import { useCreateEstablishment } from '../api/create-establishment.ts';
import { useUpdateEstablishment } from '../api/update-establishment.ts';
import { AddressFields } from './AddressFields.tsx';
import { EstablishmentFields } from './EstablishmentFields.tsx';
import {
  ESTABLISHMENT_FORM_PATHS,
  type EstablishmentFormValues,
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
  const form = useFormState<EstablishmentFormValues>(toFormValues(establishment));
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The version the values came from: kept while the user edits, even if the cache refreshes meanwhile.
  const [etag, setEtag] = useState(record?.etag);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateEstablishment();
  const update = useUpdateEstablishment();
  const pending = create.isPending || update.isPending;
  const { reset } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (!opened) return;
    reset(toFormValues(establishment));
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
    // NOTE: deferred so the Escape keydown that closed the drawer is over before the confirmation
    // modal listens for Escape; otherwise the same event would dismiss the modal at once.
    if (form.dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const save = async (): Promise<Establishment | undefined> => {
    const payload = toEstablishmentPayload(form.values, mode, Boolean(establishment?.mainAddress));
    if (mode === 'create') {
      const parsed = establishmentCreateSchema.safeParse(payload);
      if (parsed.success) return (await create.mutateAsync(parsed.data)).data;
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    const parsed = establishmentUpdateSchema.safeParse(payload);
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
      showSuccessToast(t(mode === 'create' ? 'establishments.form.created' : 'establishments.form.saved'));
      reset(toFormValues(saved));
      onSaved(saved);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      // 400/409 with errors[] go onto the fields; anything else was reported by the MutationCache.
      else if (
        isApiError(error) &&
        (error.status === 400 || error.status === 409) &&
        error.fieldErrors.length > 0
      ) {
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const current = await onReload();
      reset(toFormValues(current.data));
      setEtag(current.etag);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const otherErrors = unmatchedErrors(form.errors, ESTABLISHMENT_FORM_PATHS);

  return (
    <FormDrawer
      opened={opened}
      title={t(mode === 'create' ? 'establishments.form.createTitle' : 'establishments.form.editTitle')}
      testId="establishment-form-drawer"
      size="xl"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(toFormValues(establishment));
        onClose();
      }}
      hasErrors={hasErrors}
      invalidTitle={t('establishments.form.invalid')}
      otherErrors={otherErrors}
      submitLabel={t(
        mode === 'create' ? 'establishments.form.submitCreate' : 'establishments.form.submitEdit',
      )}
      pending={pending}
      notice={
        stale && (
          <StaleRecordAlert
            message={t('establishmentPage.stale')}
            onReload={() => void reload()}
            reloading={reloading}
          />
        )
      }
    >
      <EstablishmentFields form={form} legalStructure={establishment?.legalStructure ?? null} />
      <AddressFields form={form} />
    </FormDrawer>
  );
}
