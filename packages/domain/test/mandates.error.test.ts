import { describe, expect, it } from 'vitest';
import { isValidRum } from '../src/mandates.ts';

describe('RUM (unique mandate reference)', () => {
  it('refuses other characters, more than 35, a leading or trailing space or slash, and "//"', () => {
    for (const rum of [
      '',
      'RUM_1',
      'RUMÉ',
      'RUM#1',
      'X'.repeat(36),
      ' RUM',
      'RUM ',
      '/RUM',
      'RUM/',
      'A//B',
    ]) {
      expect(isValidRum(rum), rum).toBe(false);
    }
  });
});
