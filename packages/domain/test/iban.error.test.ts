import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban } from '../src/validators/iban.ts';

describe('IBAN', () => {
  it('refuses an IBAN whose mod 97 check digits are wrong', () => {
    expect(isValidIban('FR7730006000011234567890189')).toBe(false);
  });

  it('refuses a French IBAN whose RIB key is wrong', () => {
    // Check digits recomputed for the altered RIB key, so only the RIB key is wrong.
    expect(isValidIban('FR7630006000011234567890189')).toBe(true);
    expect(isValidIban('FR0630006000011234567890188')).toBe(false);
  });

  it('refuses an empty value, an unknown country or a wrong length', () => {
    for (const value of ['', 'XX7630006000011234567890189', 'FR763000600001123456789018']) {
      expect(isValidIban(value)).toBe(false);
    }
  });
});

describe('BIC', () => {
  it('refuses an unknown country or a wrong length', () => {
    for (const value of ['', 'BNPAXXPP', 'BNPAFRP', 'BNPAFRPPXX', '1NPAFRPP']) {
      expect(isValidBic(value)).toBe(false);
    }
  });
});
