import { describe, expect, it } from 'vitest';
import { isValidSiren, isValidSiret } from '../src/validators/siret.ts';

describe('SIREN', () => {
  it('refuses a SIREN whose Luhn checksum is wrong', () => {
    expect(isValidSiren('542051181')).toBe(false);
    expect(isValidSiren('123456789')).toBe(false);
  });

  it('refuses anything but nine digits', () => {
    for (const value of ['', '54205118', '5420511800', '54205118A', '54205118O']) {
      expect(isValidSiren(value)).toBe(false);
    }
  });
});

describe('SIRET', () => {
  it('refuses a SIRET whose Luhn checksum is wrong', () => {
    expect(isValidSiret('73282932000079')).toBe(false);
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it('refuses a SIRET whose SIREN part is not a valid SIREN', () => {
    // Luhn-valid over fourteen digits, but 123456789 is not a SIREN.
    expect(isValidSiret('12345678900006')).toBe(false);
  });

  it('keeps the sum-of-5 rule for La Poste only', () => {
    // Digits add up to 30 but the number fails Luhn and belongs to another company.
    expect(isValidSiret('54205118000004')).toBe(false);
  });

  it('refuses anything but fourteen digits', () => {
    for (const value of ['', '7328293200007', '732829320000744', '7328293200007A']) {
      expect(isValidSiret(value)).toBe(false);
    }
  });
});
