import { describe, expect, it } from 'vitest';
import { sepaFilesListUrl } from './search-params.ts';

describe('the SEPA files lists URL', () => {
  it('asks the API for one kind, the page and the creditor; the open file is not a filter', () => {
    const search = sepaFilesListUrl.schema.parse({ page: 3, creditorId: 2, file: 7 });
    expect(sepaFilesListUrl.listQuery('DIRECT_DEBIT', search)).toEqual({
      kind: 'DIRECT_DEBIT',
      page: 3,
      creditorId: 2,
    });
    expect(sepaFilesListUrl.listQuery('CREDIT_TRANSFER', { page: 1 })).toEqual({
      kind: 'CREDIT_TRANSFER',
      page: 1,
    });
    expect(sepaFilesListUrl.hasActiveFilters(search)).toBe(true);
    expect(sepaFilesListUrl.hasActiveFilters({ page: 1, file: 7 })).toBe(false);
  });
});
