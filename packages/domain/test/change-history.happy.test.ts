import { describe, expect, it } from 'vitest';
import { changedFields } from '../src/change-history.ts';

describe('changed fields of a record', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      changedFields(
        { name: 'Clinique A', tags: ['Canine'], city: 'Lyon', updatedDate: '2026-01-01T00:00:00Z' },
        { name: 'Clinique B', tags: ['Canine'], city: 'Lyon', updatedDate: '2026-02-01T00:00:00Z' },
      ),
    ).toEqual({ name: { before: 'Clinique A', after: 'Clinique B' } });
  });

  it('compares nested values by content and treats a missing field as null', () => {
    expect(changedFields({ tags: ['A', 'B'], phone: null }, { tags: ['A', 'B'] })).toEqual({});
    expect(changedFields({ tags: ['A', 'B'] }, { tags: ['B', 'A'] })).toEqual({
      tags: { before: ['A', 'B'], after: ['B', 'A'] },
    });
  });

  it('gives every field of a creation (from null) and of a deletion (to null)', () => {
    expect(changedFields(null, { name: 'X', city: null })).toEqual({ name: { before: null, after: 'X' } });
    expect(changedFields({ name: 'X' }, null)).toEqual({ name: { before: 'X', after: null } });
  });
});
