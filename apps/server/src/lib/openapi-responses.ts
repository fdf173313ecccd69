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

/** The problem+json answers every authenticated route may give. */
export const problemResponses = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
