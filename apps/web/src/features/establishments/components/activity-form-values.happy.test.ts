import { describe, expect, it } from 'vitest';
import { rows } from './activity-form-values.fixtures.ts';
import { freeActivities, toActivityFormValues, validateActivities } from './activity-form-values.ts';

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
});
