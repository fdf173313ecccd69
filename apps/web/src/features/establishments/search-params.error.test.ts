import { describe, expect, it } from 'vitest';
import { establishmentsSearchSchema } from './search-params.ts';

describe('establishments list URL', () => {
  it('falls back to the defaults instead of failing on bad values', () => {
    expect(establishmentsSearchSchema.parse({ type: 'HOSPITAL', page: -3, sort: 'id', order: 'up' })).toEqual(
      establishmentsSearchSchema.parse({}),
    );
  });
});
