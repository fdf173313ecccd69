import { describe, expect, it } from 'vitest';
import { freeActivities, toActivityFormValues, validateActivities } from './activity-form-values.ts';

const rows = [
  { id: 1, activity: 'CANINE' as const, share: 60 },
  { id: 2, activity: 'FELINE' as const, share: null },
];

describe('the activities panel', () => {
  it('offers only the activities not declared yet', () => {
    expect(freeActivities(rows)).not.toContain('CANINE');
    expect(freeActivities(rows)).toContain('EQUINE');
    expect(freeActivities(rows)).toHaveLength(7);
  });

  it('saves only the changed shares and the new activity', () => {
    const values = { ...toActivityFormValues(rows), newActivity: 'EQUINE' as const, newShare: 30 };
    values.shares['2'] = 10;
    expect(validateActivities(7, rows, values)).toEqual({
      change: {
        establishmentId: 7,
        shares: [{ id: 2, before: null, after: 10 }],
        added: { activity: 'EQUINE', share: 30 },
      },
    });
  });

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
