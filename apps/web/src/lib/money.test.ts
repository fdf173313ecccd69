import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseEuros } from './money.ts';

describe('money on screen', () => {
  it('reads euros typed the French or the English way, to the cent, without floats', () => {
    expect(parseEuros('240')).toBe(24_000);
    expect(parseEuros('240,5')).toBe(24_050);
    expect(parseEuros('0,07')).toBe(7);
    expect(parseEuros('1 240,50 €')).toBe(124_050);
    expect(parseEuros('1\u202f240,99')).toBe(124_099);
    expect(parseEuros('19.99')).toBe(1_999);
    // 0.29 * 100 is 28.999999999999996 in floating point: not here.
    expect(parseEuros('0,29')).toBe(29);
    expect(parseEuros('-12,30')).toBe(-1_230);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1,234', '12,3,4', '€', '1e3']) expect(parseEuros(text)).toBeUndefined();
  });

  it('shows cents in euros and back into the field', () => {
    expect(formatCents(24_000)).toMatch(/^240,00\s€$/u);
    expect(formatCents(-1_230)).toMatch(/^-12,30\s€$/u);
    expect(formatCents(undefined)).toBe('');
    expect(centsToInput(24_050)).toBe('240,50');
    expect(centsToInput(7)).toBe('0,07');
    expect(centsToInput(null)).toBe('');
    expect(parseEuros(centsToInput(123_456_789))).toBe(123_456_789);
  });
});
