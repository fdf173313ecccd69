import { describe, expect, it } from 'vitest';
import { rows } from './activity-form-values.fixtures.ts';
import { toActivityFormValues, validateActivities } from './activity-form-values.ts';

describe('the activities panel', () => {
  it('refuses shares out of 0–100 or not whole, with a message on the field', () => {
    const values = { ...toActivityFormValues(rows), newActivity: 'EQUINE' as const, newShare: 101 };
    values.shares['1'] = 12.5;
    expect(validateActivities(7, rows, values)).toMatchObject({
      errors: { 'shares.1': 'shareRange', newShare: 'shareRange' },
    });
  });

  it('refuses shares adding up to more than 100 %, and a share without its activity', () => {
    const over = { ...toActivityFormValues(rows), newActivity: 'EQUINE' as const, newShare: 41 };
    expect(validateActivities(7, rows, over)).toEqual({ errors: { total: 'sumTooHigh' }, total: 101 });
    const exact = { ...over, newShare: 40 };
    expect(validateActivities(7, rows, exact)).toHaveProperty('change');
    const orphan = { ...toActivityFormValues(rows), newShare: 5 };
    expect(validateActivities(7, rows, orphan)).toMatchObject({ errors: { newActivity: 'chooseActivity' } });
  });
});
