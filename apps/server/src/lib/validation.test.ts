import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mergeChecked } from './validation.ts';

const record = z
  .object({ name: z.string().min(1, 'required'), note: z.string().nullable().optional(), low: z.number() })
  .strict()
  .superRefine((value, ctx) => {
    if (value.low > 10) ctx.addIssue({ code: 'custom', path: ['low'], message: 'tooBig' });
  });
const stored = { id: 7, name: 'Avant', note: 'gardée', low: 3, createdDate: new Date() };

describe('[PATCH] the stored record merged with the fields sent', () => {
  it('keeps the stored fields the schema knows, under the fields sent (undefined keeps, null clears)', () => {
    expect(mergeChecked(record, stored, { name: 'Après', low: undefined })).toEqual({
      name: 'Après',
      note: 'gardée',
      low: 3,
    });
    expect(mergeChecked(record, stored, { note: null })).toEqual({ name: 'Avant', note: null, low: 3 });
  });

  it('refuses the merged record with the field errors of its rules, across fields too', () => {
    expect(() => mergeChecked(record, stored, { low: 11 })).toThrow(
      expect.objectContaining({ status: 400, errors: [{ path: 'low', message: 'tooBig' }] }),
    );
  });
});
