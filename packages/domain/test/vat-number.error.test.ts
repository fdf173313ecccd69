import { describe, expect, it } from 'vitest';
import {
  frenchVatKey,
  frenchVatNumberFromSiren,
  isValidFrenchVatNumber,
} from '../src/validators/vat-number.ts';

describe('French intra-community VAT number', () => {
  it('refuses to build a VAT number from an invalid SIREN', () => {
    expect(() => frenchVatNumberFromSiren('123456789')).toThrow(RangeError);
  });

  it('refuses a VAT number whose key does not match the SIREN', () => {
    expect(isValidFrenchVatNumber('FR04552081317')).toBe(false);
    expect(isValidFrenchVatNumber('FR84323140391')).toBe(false);
  });

  it('refuses a VAT number whose SIREN fails its Luhn checksum', () => {
    // Key computed for 123456789, which is not a SIREN.
    expect(isValidFrenchVatNumber(`FR${frenchVatKey('123456789')}123456789`)).toBe(false);
  });

  it('refuses keys holding I or O', () => {
    expect(isValidFrenchVatNumber('FRIO334175221')).toBe(false);
  });

  it('refuses another country or a wrong length', () => {
    for (const value of ['', 'DE03552081317', 'FR0355208131', 'FR035520813170', '03552081317']) {
      expect(isValidFrenchVatNumber(value)).toBe(false);
    }
  });
});
