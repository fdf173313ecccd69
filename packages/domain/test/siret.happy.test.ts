import { describe, expect, it } from 'vitest';
import { isValidSiren, isValidSiret, sirenOfSiret } from '../src/validators/siret.ts';

describe('SIREN', () => {
  it('accepts nine digits whose Luhn checksum is right', () => {
    expect(isValidSiren('542051180')).toBe(true); // TotalEnergies SE
    expect(isValidSiren('552081317')).toBe(true); // Électricité de France
    expect(isValidSiren('356000000')).toBe(true); // La Poste
  });

  it('accepts the spaces and dots people type', () => {
    expect(isValidSiren('542 051 180')).toBe(true);
    expect(isValidSiren('542.051.180')).toBe(true);
  });
});

describe('SIRET', () => {
  it('accepts fourteen digits whose Luhn checksum is right', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
  });

  it("accepts La Poste's establishments whose digits add up to a multiple of 5", () => {
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it("accepts La Poste's head office, an ordinary Luhn number", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
  });

  it('gives the SIREN of a SIRET', () => {
    expect(sirenOfSiret('732 829 320 00074')).toBe('732829320');
  });
});
