import { describe, expect, it } from 'vitest';
import { maskIban } from '../src/billing-accounts.ts';

describe('IBAN masking', () => {
  it('keeps the country, the check digits and the last four characters, in groups of four', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskIban('BE68539007547034')).toBe('BE68 **** **** 7034');
  });
});
