import { describe, expect, it } from 'vitest';
import {
  isValidSepaCreditorIdentifier,
  sepaCreditorIdentifier,
} from '../src/validators/sepa-creditor-identifier.ts';

describe('SEPA creditor identifier', () => {
  it('computes the ISO 7064 mod 97-10 check digits over the national identifier and the country', () => {
    // The Deutsche Bundesbank's published test identifier.
    expect(sepaCreditorIdentifier('DE', '09999999999')).toBe('DE98ZZZ09999999999');
    expect(sepaCreditorIdentifier('FR', '123456')).toBe('FR72ZZZ123456');
  });

  it('ignores the creditor business code in the check digits', () => {
    expect(sepaCreditorIdentifier('FR', '123456', 'ABC')).toBe('FR72ABC123456');
    expect(isValidSepaCreditorIdentifier('FR72ABC123456')).toBe(true);
  });

  it('accepts identifiers with letters in the national identifier', () => {
    const identifier = sepaCreditorIdentifier('FR', '5C4D2E');
    expect(identifier).toMatch(/^FR[0-9]{2}ZZZ5C4D2E$/);
    expect(isValidSepaCreditorIdentifier(identifier)).toBe(true);
    expect(isValidSepaCreditorIdentifier(identifier.toLowerCase())).toBe(true);
  });
});
