import type { z } from 'zod';
import { invalidFields } from './http.problems.ts';

/**
 * Parses with a domain schema inside a use case (rules that need the stored record, such as a PATCH
 * checked on the merged result); refusals are the same 400 field errors as the route's own validation.
 */
export function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidFields(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
