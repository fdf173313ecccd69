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

/**
 * A PATCH checked on the record as it will be: of the stored record (a row or the API's view), only the
 * fields the record's schema knows (not its id or dates); over them the fields sent (one sent undefined
 * keeps the stored value); the whole parsed by that schema, so the rules across fields hold again.
 */
export function mergeChecked<T extends z.ZodObject>(schema: T, stored: object, sent: object): z.output<T> {
  const kept = stored as Record<string, unknown>;
  const changes = sent as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = changes[key] === undefined ? kept[key] : changes[key];
    if (value !== undefined) merged[key] = value;
  }
  return parseOrRefuse(schema, merged);
}
