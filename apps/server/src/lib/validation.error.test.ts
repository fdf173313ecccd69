import { describe, expect, it } from 'vitest';
import { record, stored } from './validation.fixtures.ts';
import { mergeChecked } from './validation.ts';

describe('[PATCH] the stored record merged with the fields sent', () => {
  it('refuses the merged record with the field errors of its rules, across fields too', () => {
    expect(() => mergeChecked(record, stored, { low: 11 })).toThrow(
      expect.objectContaining({ status: 400, errors: [{ path: 'low', message: 'tooBig' }] }),
    );
  });
});
