import type { ProblemFieldError } from '@vetbo/api-client/client';
import { type Locale, translateValidationMessage } from '@vetbo/domain/validation-messages';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Zod issues carry field message keys (validation-messages.ts); the first issue of each dot path wins. */
export function fieldErrorsFromZod(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= translateValidationMessage(issue.message, locale);
  }
  return errors;
}

/** The API's `errors[]` (already translated) keyed by their dot path, e.g. mainAddress.postalCode. */
export function fieldErrorsFromProblem(errors: readonly ProblemFieldError[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { path, message } of errors) {
    const key = path.replace(/^body\./, '');
    result[key] ??= message;
  }
  return result;
}

/** Messages whose path matches no field of the form, so they are not lost. */
export function unmatchedErrors(errors: FieldErrors, knownPaths: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([path]) => !knownPaths.includes(path))
    .map(([path, message]) => (path ? `${path} : ${message}` : message));
}
