import { z } from 'zod';
import type { Problem } from './problem.ts';

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe('Stable machine-readable code, e.g. PRIVILEGED_CODE_TAKEN'),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    access: z
      .object({ area: z.string(), action: z.enum(['read', 'write']) })
      .optional()
      .describe('On a 403 of a permission area: the area and action the role lacks'),
    excluded: z
      .array(z.object({ documentId: z.number().int(), number: z.string().nullable(), reason: z.string() }))
      .optional()
      .describe('NOTHING_TO_EXPORT: each document left out of the SEPA files, with its coded reason'),
    errors: z
      .array(
        z.object({
          path: z.string().describe('Dot path of the field, e.g. mainAddress.postalCode'),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Problem' });

/** Where `refuses()` leaves the problems a route declares, for plugins/problem-responses.ts. */
export const REFUSALS = Symbol('refusals');

/**
 * The domain's refusals a route can give, declared next to its 200 from the module's catalogue:
 * `response: { 200: x, ...refuses(MANDATE_PROBLEMS.SIGNED_MANDATE, HTTP_PROBLEMS.UNKNOWN_REFERENCE) }`.
 * Each status gets the Problem schema; the operation lists the codes (`x-problem-codes`: code, status,
 * French title). The HTTP ones (400, 401, 403, 404, 412, 413, 415) are added from what the route declares
 * (plugins/problem-responses.ts).
 */
export function refuses<const P extends readonly Problem[]>(
  ...declared: P
): Record<P[number]['status'], typeof problemSchema> & { [REFUSALS]: readonly Problem[] } {
  const responses = Object.fromEntries(declared.map((problem) => [problem.status, problemSchema]));
  return Object.assign(responses, { [REFUSALS]: declared }) as unknown as Record<
    P[number]['status'],
    typeof problemSchema
  > & { [REFUSALS]: readonly Problem[] };
}
