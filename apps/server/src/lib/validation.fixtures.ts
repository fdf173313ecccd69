import { z } from 'zod';

// Shared by validation.error.test.ts and validation.happy.test.ts.
export const record = z
  .object({ name: z.string().min(1, 'required'), note: z.string().nullable().optional(), low: z.number() })
  .strict()
  .superRefine((value, ctx) => {
    if (value.low > 10) ctx.addIssue({ code: 'custom', path: ['low'], message: 'tooBig' });
  });

export const stored = { id: 7, name: 'Avant', note: 'gardée', low: 3, createdDate: new Date() };
