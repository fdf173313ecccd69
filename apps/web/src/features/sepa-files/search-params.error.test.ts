import { describe, expect, it } from 'vitest';
import { sepaFilesListUrl } from './search-params.ts';

describe('the SEPA files lists URL', () => {
  it('reads the page, the creditor and the open file, dropping bad values', () => {
    expect(sepaFilesListUrl.schema.parse({ page: 2, creditorId: '3', file: '12' })).toEqual({
      page: 2,
      creditorId: 3,
      file: 12,
    });
    expect(sepaFilesListUrl.schema.parse({ page: -1, creditorId: 'x', file: '1.5' })).toEqual({ page: 1 });
  });
});
