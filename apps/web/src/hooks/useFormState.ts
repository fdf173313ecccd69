import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../lib/form-errors.ts';

type Values = Record<string, unknown>;

function readPath(values: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Values | undefined)?.[key], values);
}

function writePath<T extends Values>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [head]: value };
  return { ...values, [head]: writePath((values[head] ?? {}) as Values, rest.join('.'), value) };
}

/** Controlled form values addressed by dot paths, with per-field errors and a dirty flag. */
export function useFormState<T extends Values>(initialValues: T) {
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((path: string, value: unknown) => {
    setValues((current) => writePath(current, path, value));
    // Editing a field clears its own error; the next submit validates again.
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...others } = current;
      return others;
    });
  }, []);

  const reset = useCallback((next: T) => {
    setInitial(next);
    setValues(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);

  const getValue = (path: string) => readPath(values, path);

  return {
    values,
    errors,
    dirty,
    setValue,
    setErrors,
    reset,
    getValue,
    /** Props for a TextInput/Textarea: `name` is the dot path so tests and error mapping agree. */
    textProps: (path: string) => ({
      name: path,
      value: String(getValue(path) ?? ''),
      error: errors[path],
      onChange: (event: { currentTarget: { value: string } }) => setValue(path, event.currentTarget.value),
    }),
    /** Props for a Select: the hidden input carries `name`, the visible one `data-field`. */
    selectProps: (path: string) => ({
      name: path,
      'data-field': path,
      value: String(getValue(path) ?? '') || null,
      error: errors[path],
      onChange: (value: string | null) => setValue(path, value ?? ''),
    }),
  };
}

export type FormState<T extends Values> = ReturnType<typeof useFormState<T>>;
