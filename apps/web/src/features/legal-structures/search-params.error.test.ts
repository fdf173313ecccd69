import { describe, expect, it } from 'vitest';
import { legalStructuresSearchSchema } from './search-params.ts';

describe('legal structures list URL', () => {
  it('falls back to the defaults instead of failing on bad values', () => {
    expect(legalStructuresSearchSchema.parse({ page: 0, sort: 'city', order: 'up', q: ' ' })).toEqual({
      page: 1,
      sort: 'socialReason',
      order: 'asc',
    });
  });
});
