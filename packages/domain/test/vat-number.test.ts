import { describe, expect, it } from 'vitest';
import {
  compactVatNumber,
  frenchVatKey,
  frenchVatNumberFromSiren,
  isValidFrenchVatNumber,
} from '../src/validators/vat-number.ts';

describe('French intra-community VAT number', () => {
  it('derives the key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(frenchVatKey('552081317')).toBe('03');
  });

  it('builds the VAT number of a SIREN', () => {
    expect(frenchVatNumberFromSiren('552081317')).toBe('FR03552081317'); // Électricité de France
    expect(frenchVatNumberFromSiren('542 051 180')).toBe('FR59542051180'); // TotalEnergies SE
  });

  it('refuses to build a VAT number from an invalid SIREN', () => {
    expect(() => frenchVatNumberFromSiren('123456789')).toThrow(RangeError);
  });

  it('accepts FR, a numeric key and the SIREN, with or without spaces', () => {
    expect(isValidFrenchVatNumber('FR03552081317')).toBe(true);
    expect(isValidFrenchVatNumber('FR 40 303 265 045')).toBe(true);
    expect(isValidFrenchVatNumber('fr23334175221')).toBe(true);
  });

  it('refuses a VAT number whose key does not match the SIREN', () => {
    expect(isValidFrenchVatNumber('FR04552081317')).toBe(false);
    expect(isValidFrenchVatNumber('FR84323140391')).toBe(false);
  });

  it('refuses a VAT number whose SIREN fails its Luhn checksum', () => {
    // Key computed for 123456789, which is not a SIREN.
    expect(isValidFrenchVatNumber(`FR${frenchVatKey('123456789')}123456789`)).toBe(false);
  });

  it('accepts new-style keys holding a letter, checked modulo 11', () => {
    expect(isValidFrenchVatNumber('FRK7399859412')).toBe(true);
    expect(isValidFrenchVatNumber('FR4Z123456782')).toBe(true);
    expect(isValidFrenchVatNumber('FRK8399859412')).toBe(false);
  });

  it('refuses keys holding I or O', () => {
    expect(isValidFrenchVatNumber('FRIO334175221')).toBe(false);
  });

  it('refuses another country or a wrong length', () => {
    for (const value of ['', 'DE03552081317', 'FR0355208131', 'FR035520813170', '03552081317']) {
      expect(isValidFrenchVatNumber(value)).toBe(false);
    }
  });

  it('compacts what people type', () => {
    expect(compactVatNumber(' fr 03 552.081.317 ')).toBe('FR03552081317');
  });
});
