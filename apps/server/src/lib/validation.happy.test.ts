import { describe, expect, it } from 'vitest';
import { record, stored } from './validation.fixtures.ts';
import { mergeChecked } from './validation.ts';

describe('[PATCH] the stored record merged with the fields sent', () => {
  it('keeps the stored fields the schema knows, under the fields sent (undefined keeps, null clears)', () => {
    expect(mergeChecked(record, stored, { name: 'Après', low: undefined })).toEqual({
      name: 'Après',
      note: 'gardée',
      low: 3,
    });
    expect(mergeChecked(record, stored, { note: null })).toEqual({ name: 'Avant', note: null, low: 3 });
  });
});
