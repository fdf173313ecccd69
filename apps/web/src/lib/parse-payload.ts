import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod } from './form-errors.ts';
import { currentLocale } from './i18n.ts';

export type ParsedPayload<T> = { data: T } | { errors: FieldErrors };

/** Checks a form's payload with the domain's zod schema: the parsed body, or the translated field errors. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): ParsedPayload<z.output<S>> {
  const parsed = schema.safeParse(payload);
  return parsed.success
    ? { data: parsed.data }
    : { errors: fieldErrorsFromZod(parsed.error, currentLocale()) };
}
