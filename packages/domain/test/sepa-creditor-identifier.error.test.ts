import { describe, expect, it } from 'vitest';
import { isValidSepaCreditorIdentifier } from '../src/validators/sepa-creditor-identifier.ts';

describe('SEPA creditor identifier', () => {
  it('refuses an identifier whose check digits are wrong', () => {
    expect(isValidSepaCreditorIdentifier('DE97ZZZ09999999999')).toBe(false);
    expect(isValidSepaCreditorIdentifier('FR73ZZZ123456')).toBe(false);
  });

  it('refuses anything but country, check digits, business code and national identifier', () => {
    for (const value of ['', 'FR72', 'FR72ZZZ', '7FR2ZZZ123456', 'FRXXZZZ123456']) {
      expect(isValidSepaCreditorIdentifier(value)).toBe(false);
    }
  });
});
