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

  it('accepts FR, a numeric key and the SIREN, with or without spaces', () => {
    expect(isValidFrenchVatNumber('FR03552081317')).toBe(true);
    expect(isValidFrenchVatNumber('FR 40 303 265 045')).toBe(true);
    expect(isValidFrenchVatNumber('fr23334175221')).toBe(true);
  });

  it('accepts new-style keys holding a letter, checked modulo 11', () => {
    expect(isValidFrenchVatNumber('FRK7399859412')).toBe(true);
    expect(isValidFrenchVatNumber('FR4Z123456782')).toBe(true);
    expect(isValidFrenchVatNumber('FRK8399859412')).toBe(false);
  });

  it('compacts what people type', () => {
    expect(compactVatNumber(' fr 03 552.081.317 ')).toBe('FR03552081317');
  });
});
