import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidBic, isValidIban } from '../src/validators/iban.ts';

describe('IBAN', () => {
  it('accepts a French IBAN, with or without spaces', () => {
    expect(isValidIban('FR1420041010050500013M02606')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
  });

  it('accepts IBANs of other SEPA countries', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
  });

  it('formats an IBAN in groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(compactIban(' FR76 3000 6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
  });
});

describe('BIC', () => {
  it('accepts BICs of 8 and 11 characters of French banks', () => {
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('PSSTFRPPPAR')).toBe(true);
    expect(isValidBic('agrifrpp')).toBe(true);
  });
});
