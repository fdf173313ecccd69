import { useForm } from '@mantine/form';
import { useCallback, useRef } from 'react';
import type { FieldErrors } from '../lib/form-errors.ts';
import { useUnsavedInput } from '../lib/unsaved-input.ts';

type Values = Record<string, unknown>;

function readPath(values: Values, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((node, key) => (node as Values | undefined)?.[key], values);
}

export interface FormStateOptions<T extends Values> {
  /**
   * The form's rules: usually the domain's zod schema run on the payload the values make, its issues
   * translated (lib/form-errors.ts fieldErrorsFromZod). `validate()` runs it and shows its errors.
   */
  validate?: (values: T) => FieldErrors;
  /** The required marks (components/forms/schema-form.ts reads them from the domain schema). */
  isRequired?: (path: string) => boolean;
}

/**
 * A form's values addressed by dot paths, with per-field errors and a dirty flag: @mantine/form's
 * `useForm` (controlled mode) behind the small surface every form drawer and its fields share.
 */
export function useFormState<T extends Values>(initialValues: T, options: FormStateOptions<T> = {}) {
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    // Editing a field clears its own error; the next submit validates again.
    clearInputErrorOnChange: true,
    validate: options.validate ? (values) => options.validate?.(values) ?? {} : undefined,
  });
  // useForm's functions are not all stable between renders; callers put `reset` in effect deps.
  const formRef = useRef(form);
  formRef.current = form;

  const setValue = useCallback((path: string, value: unknown) => {
    formRef.current.setFieldValue(path as never, value as never);
  }, []);

  const setErrors = useCallback((errors: FieldErrors) => formRef.current.setErrors(errors), []);

  const reset = useCallback((next: T) => {
    const current = formRef.current;
    current.setInitialValues(next);
    current.setValues(next);
    current.resetDirty(next);
    current.clearErrors();
  }, []);

  /** Runs the form's rules (see `validate`); true when there is nothing to fix. */
  const validate = useCallback(() => !formRef.current.validate().hasErrors, []);

  const values = form.getValues();
  const errors = form.errors as FieldErrors;
  const getValue = (path: string) => readPath(values, path);
  // Only a known mark is added: a field that writes `withAsterisk` itself keeps it.
  const mark = (path: string) => (options.isRequired?.(path) ? { withAsterisk: true } : {});

  const dirty = form.isDirty();
  // An error never throws typed input away (lib/unsaved-input.ts).
  useUnsavedInput(dirty);

  return {
    values,
    errors,
    dirty,
    setValue,
    setErrors,
    reset,
    validate,
    getValue,
    /** Props for a TextInput/Textarea: `name` is the dot path so tests and error mapping agree. */
    textProps: (path: string) => ({
      name: path,
      value: String(getValue(path) ?? ''),
      error: errors[path],
      ...mark(path),
      onChange: (event: { currentTarget: { value: string } }) => setValue(path, event.currentTarget.value),
    }),
    /** Props for a Select: the hidden input carries `name`, the visible one `data-field`. */
    selectProps: (path: string) => ({
      name: path,
      'data-field': path,
      value: String(getValue(path) ?? '') || null,
      error: errors[path],
      ...mark(path),
      onChange: (value: string | null) => setValue(path, value ?? ''),
    }),
  };
}

export type FormState<T extends Values> = ReturnType<typeof useFormState<T>>;
