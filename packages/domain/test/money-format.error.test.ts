import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  fecAmount,
  inputAmount,
  pdfAmount,
  screenAmount,
  sepaAmount,
  xlsxAmount,
  xmlAmount,
} from '../src/money/format.ts';
import { parseEuros } from '../src/money/parse.ts';

describe('screenAmount: "1 234,56 €", as the web app has always shown amounts', () => {
  it('shows nothing for no amount, and refuses a fraction of a cent', () => {
    expect(screenAmount(null)).toBe('');
    expect(screenAmount(undefined)).toBe('');
    expect(() => screenAmount(10.5)).toThrow(RangeError);
    expect(() => screenAmount(2 ** 53)).toThrow(RangeError);
  });
});

describe('one format per destination', () => {
  it('refuses a fraction of a cent in every destination', () => {
    for (const format of [pdfAmount, csvAmount, fecAmount, sepaAmount, xlsxAmount, inputAmount, xmlAmount])
      expect(() => format(0.5)).toThrow(RangeError);
  });
});

describe('the euros of a form field', () => {
  it('refuses what is not euros to the cent', () => {
    for (const text of ['', 'abc', '1,234', '12,3,4', '€', '1e3', '1.5e2', '+5', '123456789012'])
      expect(parseEuros(text)).toBeUndefined();
  });
});
