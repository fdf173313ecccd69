import { type ApiError, isApiError } from '@vetbo/api-client/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { StaleRecordAlert } from '../components/feedback/StaleRecordAlert.tsx';
import type { SchemaForm } from '../components/forms/schema-form.ts';
import { type FieldErrors, fieldErrorsFromProblem, unmatchedErrors } from '../lib/form-errors.ts';
import { type ParsedPayload, parsePayload } from '../lib/parse-payload.ts';
import { showSuccessToast } from '../lib/toasts.tsx';
import { isStaleRecordError, type Versioned } from '../lib/versioned-record.ts';
import { useFormState } from './useFormState.ts';

type Values = Record<string, unknown>;

/** The props of a create/edit side panel of record R (its parent passes the version and the reload). */
export type RecordDrawerProps<R> = {
  opened: boolean;
  onClose: () => void;
  onSaved: (record: R) => void;
} & (
  | { mode: 'create'; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      /** The record and the ETag of the version the form starts from (sent back in If-Match). */
      record: Versioned<R>;
      /** Fetches the current version after a 412. */
      onReload: () => Promise<unknown>;
    }
);

/** The form's plumbing: from the domain schema (components/forms/schema-form.ts). */
interface SchemaPlumbing<V extends Values, P, R> {
  /**
   * Values of a record, the paths the fields show (errors on any other path are listed in the drawer's
   * summary), the required marks and the payload.
   */
  form: SchemaForm<V>;
  /** The schema that checks the payload (the create or the update one, lib/parse-payload.ts). */
  schema: z.ZodType & { _output: P };
  /** When the record's values need more than the schema says (a field the API answers elsewhere). */
  toValues?: (record: R | undefined) => V;
  /** When the body needs more than the schema's conversions (e.g. a field sent only in one mode). */
  toPayload?: (values: V) => Record<string, unknown>;
  /** The paths the fields show, when they are not the schema's (a field the schema lacks, lines). */
  fieldPaths?: (values: V, schemaPaths: readonly string[]) => readonly string[];
  /** A rule of this form only, on its values (e.g. ending requires a leave date); wins over the schema's. */
  check?: (values: V) => FieldErrors | undefined;
}

/** A mutation of the resource's API hooks, as the panel uses it (the body's type is the hook's). */
export interface SaveMutation<A, R> {
  mutateAsync: (args: A) => Promise<{ data: R }>;
  isPending: boolean;
}

/** How the panel saves: the resource's create and update mutations, or its own `send`. */
type Saving<P, R> =
  | {
      /**
       * The API hooks' mutations: a POST of the body without a record, a PATCH of the record's id with
       * the ETag of the version the values came from; pending while either runs.
       */
      save: {
        create?: SaveMutation<never, R>;
        update?: SaveMutation<{ id: number; etag: string | undefined; body: never }, R>;
      };
      send?: undefined;
      pending?: undefined;
    }
  | {
      save?: undefined;
      /** Sends the body (with the ETag of the version the values came from) and answers the saved record. */
      send: (payload: P, etag: string | undefined) => Promise<R>;
      pending: boolean;
    };

export type RecordFormOptions<V extends Values, P, R> = SchemaPlumbing<V, P, R> &
  Saving<P, R> & {
    opened: boolean;
    /** The saved version the panel starts from and its ETag (sent back in If-Match); none when creating. */
    record: Versioned<R> | undefined;
    savedMessage: string;
    onSaved: (record: R) => void;
    onClose: () => void;
    /** Fetches the current version after a 412; without it the panel offers no reload. */
    onReload?: () => Promise<unknown>;
    staleMessage?: string;
    /** Called whenever the values restart from a record (opening, reloading, discarding). */
    onRestart?: (record: R | undefined) => void;
    /** Called at each submit, before the checks (e.g. to clear a notice of the previous attempt). */
    beforeSubmit?: () => void;
    /** Called with a refusal that carries field errors, before they are shown on the fields. */
    onFieldErrors?: (error: ApiError) => void;
  };

/**
 * What every create/edit side panel repeats (spec §2.10): values from the record on each opening, the
 * domain schema's errors on the fields, the API's 400/409/422 field errors, a 412 with the offer to
 * reload the current version, the unsaved-changes question, the success toast. Spread `drawerProps`
 * on components/forms/FormDrawer and give `form` to the fields.
 */
export function useRecordForm<V extends Values, P, R>(options: RecordFormOptions<V, P, R>) {
  const { opened, record, onRestart } = options;
  const plumbing = options.form;
  const toValues = options.toValues ?? ((saved: R | undefined) => plumbing.toValues(saved));
  const form = useFormState<V>(toValues(record?.data), { isRequired: plumbing.isRequired });
  // The values an edit started from: what the user emptied is sent as null, what was empty is not sent.
  const started = useRef<V | undefined>(record ? form.values : undefined);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The version the values came from: kept while the user edits, even if the cache refreshes meanwhile.
  const [etag, setEtag] = useState(record?.etag);
  const formRef = useRef<HTMLFormElement>(null);
  const { reset } = form;
  const { save } = options;
  const pending = save ? Boolean(save.create?.isPending || save.update?.isPending) : options.pending;
  const send = async (payload: P, version: string | undefined): Promise<R> => {
    if (!save) return options.send(payload, version);
    const id = (record?.data as { id?: number } | undefined)?.id;
    const mutation =
      id === undefined
        ? save.create?.mutateAsync(payload as never)
        : save.update?.mutateAsync({ id, etag: version, body: payload as never });
    if (!mutation) throw new Error(`useRecordForm: no ${id === undefined ? 'create' : 'update'} mutation`);
    return (await mutation).data;
  };

  const restart = (next: Versioned<R> | undefined) => {
    const values = toValues(next?.data);
    started.current = next ? values : undefined;
    reset(values);
    setEtag(next?.etag);
    onRestart?.(next?.data);
  };

  const recordId = (record?.data as { id?: unknown } | undefined)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved version each time the panel opens (or shows another record)
  useEffect(() => {
    if (!opened) return;
    restart(record);
    setStale(false);
  }, [opened, reset, recordId]);

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
    else options.onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    options.beforeSubmit?.();
    const from = started.current;
    const payload = options.toPayload
      ? options.toPayload(form.values)
      : plumbing.toPayload(form.values, from && { from, schema: options.schema });
    const parsed = parsePayload(options.schema, payload) as ParsedPayload<P>;
    const own = options.check?.(form.values);
    if ('errors' in parsed || own) {
      showErrors({ ...('errors' in parsed ? parsed.errors : {}), ...own });
      return;
    }
    try {
      const saved = await send(parsed.data, etag);
      showSuccessToast(options.savedMessage);
      const values = toValues(saved);
      if (record) started.current = values;
      reset(values);
      options.onSaved(saved);
    } catch (error) {
      if (isStaleRecordError(error)) setStale(true);
      // 400/409/422 with errors[] go onto the fields; anything else was reported by the MutationCache.
      else if (isApiError(error) && error.fieldErrors.length > 0) {
        options.onFieldErrors?.(error);
        showErrors(fieldErrorsFromProblem(error.fieldErrors));
      }
    }
  };

  const fieldPaths = (values: V): readonly string[] => {
    const paths = plumbing.paths(values);
    return options.fieldPaths ? options.fieldPaths(values, paths) : paths;
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = (await options.onReload?.()) as Versioned<R> | undefined;
      if (current) restart(current);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return {
    form,
    drawerProps: {
      opened,
      formRef,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onRequestClose: requestClose,
      confirming,
      onKeep: () => setConfirming(false),
      onDiscard: () => {
        setConfirming(false);
        restart(record);
        options.onClose();
      },
      hasErrors: Object.keys(form.errors).length > 0,
      otherErrors: unmatchedErrors(form.errors, fieldPaths(form.values)),
      pending,
      notice:
        stale && options.staleMessage ? (
          <StaleRecordAlert
            message={options.staleMessage}
            onReload={() => void reload()}
            reloading={reloading}
          />
        ) : undefined,
    },
  };
}
