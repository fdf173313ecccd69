import { describe, expect, it } from 'vitest';
import { isValidApeCode } from '../src/validators/ape-code.ts';

describe('APE code', () => {
  it('refuses anything but four digits and a letter', () => {
    for (const value of ['', '75.00', '750Z', '75000Z', '75-00Z', '7500ZZ', 'Z7500']) {
      expect(isValidApeCode(value)).toBe(false);
    }
  });
});
