import { describe, expect, it } from 'vitest';
import { legalStructureListQuery, legalStructuresSearchSchema } from './search-params.ts';

describe('legal structures list URL', () => {
  it('turns the sort into the API parameter', () => {
    const search = legalStructuresSearchSchema.parse({ page: 2, sort: 'createdDate', order: 'desc' });
    expect(legalStructureListQuery(search)).toEqual({ page: 2, limit: 20, sortCreatedDate: 'desc' });
  });
});
