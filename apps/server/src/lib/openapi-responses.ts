import { z } from 'zod';

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe('Stable machine-readable code, e.g. PRIVILEGED_CODE_TAKEN'),
    instance: z.string().optional(),
    requestId: z.string().optional(),
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

/**
 * The domain's refusals a route can give, declared next to its 200: `...problems(409, 422)`. The others
 * (400, 401, 403, 404, 412, 413, 415) are added to each route from what it declares
 * (plugins/problem-responses.ts).
 */
export function problems<S extends 401 | 409 | 422 | 429 | 502>(
  ...statuses: S[]
): Record<S, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<
    S,
    typeof problemSchema
  >;
}
