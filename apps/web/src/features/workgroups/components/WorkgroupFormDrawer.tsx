// First: zod must be configured before the domain schemas below are created.
import '../../../lib/zod-csp.ts';
import { isApiError, type Schema } from '@vetbo/api-client/client';
import { workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
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
import { useCreateWorkgroup, useUpdateWorkgroup } from '../api/workgroup.ts';
import { WorkgroupFields } from './WorkgroupFields.tsx';
import {
  toFormValues,
  toWorkgroupPayload,
  WORKGROUP_FORM_PATHS,
  type WorkgroupFormValues,
} from './workgroup-form-values.ts';

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
  const group = record?.data;
  const form = useFormState<WorkgroupFormValues>(toFormValues(group));
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The version the values came from: kept while the user edits, even if the cache refreshes meanwhile.
  const [etag, setEtag] = useState(record?.etag);
  const [structure, setStructure] = useState(group?.legalStructure ?? null);
  // Remounts the structure picker when a reload brings another structure.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateWorkgroup();
  const update = useUpdateWorkgroup();
  const pending = create.isPending || update.isPending;
  const { reset } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens
  useEffect(() => {
    if (!opened) return;
    reset(toFormValues(group));
    setEtag(record?.etag);
    setStructure(group?.legalStructure ?? null);
    setGeneration((value) => value + 1);
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

  const save = async (): Promise<Workgroup | undefined> => {
    const payload = toWorkgroupPayload(form.values);
    if (mode === 'create') {
      const parsed = workgroupCreateSchema.safeParse(payload);
      if (parsed.success) return (await create.mutateAsync(parsed.data)).data;
      showErrors(fieldErrorsFromZod(parsed.error, currentLocale()));
      return undefined;
    }
    const parsed = workgroupUpdateSchema.safeParse(payload);
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
      showSuccessToast(t(mode === 'create' ? 'workgroup.form.created' : 'workgroup.form.saved'));
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
      const current = (await onReload?.()) as Versioned<Workgroup> | undefined;
      if (current) {
        reset(toFormValues(current.data));
        setEtag(current.etag);
        setStructure(current.data.legalStructure);
        setGeneration((value) => value + 1);
      }
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const otherErrors = unmatchedErrors(form.errors, WORKGROUP_FORM_PATHS);

  return (
    <FormDrawer
      opened={opened}
      title={t(mode === 'create' ? 'workgroup.form.createTitle' : 'workgroup.form.editTitle')}
      testId="workgroup-form-drawer"
      size="lg"
      formRef={formRef}
      onSubmit={submit}
      onRequestClose={requestClose}
      confirming={confirming}
      onKeep={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        reset(toFormValues(group));
        onClose();
      }}
      hasErrors={hasErrors}
      invalidTitle={t('workgroup.form.invalid')}
      otherErrors={otherErrors}
      submitLabel={t(mode === 'create' ? 'workgroup.form.submitCreate' : 'workgroup.form.submitEdit')}
      pending={pending}
      notice={
        stale && (
          <StaleRecordAlert
            message={t('workgroup.form.stale')}
            onReload={() => void reload()}
            reloading={reloading}
          />
        )
      }
    >
      <WorkgroupFields
        key={generation}
        form={form}
        initialStructure={structure ? { id: structure.id, label: structure.socialReason } : null}
      />
    </FormDrawer>
  );
}
