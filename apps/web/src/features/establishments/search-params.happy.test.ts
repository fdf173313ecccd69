import { describe, expect, it } from 'vitest';
import { establishmentsSearchSchema } from './search-params.ts';

describe('establishments list URL', () => {
  it('reads the router’s arrays and a hand-written single value alike', () => {
    expect(establishmentsSearchSchema.parse({ type: ['LAB', 'CLI'] }).type).toEqual(['LAB', 'CLI']);
    expect(establishmentsSearchSchema.parse({ type: 'LAB', addressPostalCode: 69003 })).toMatchObject({
      type: ['LAB'],
      addressPostalCode: ['69003'],
    });
  });
});
