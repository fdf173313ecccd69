import { describe, expect, it } from 'vitest';
import { legalStructureListQuery, legalStructuresSearchSchema } from './search-params.ts';

describe('legal structures list URL', () => {
  it('falls back to the defaults instead of failing on bad values', () => {
    expect(legalStructuresSearchSchema.parse({ page: 0, sort: 'city', order: 'up', q: ' ' })).toEqual({
      page: 1,
      sort: 'socialReason',
      order: 'asc',
    });
  });

  it('turns the sort into the API parameter', () => {
    const search = legalStructuresSearchSchema.parse({ page: 2, sort: 'createdDate', order: 'desc' });
    expect(legalStructureListQuery(search)).toEqual({ page: 2, limit: 20, sortCreatedDate: 'desc' });
  });
});
