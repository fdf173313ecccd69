import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvRate,
  fecAmount,
  inputAmount,
  pdfAmount,
  screenAmount,
  screenRate,
  sepaAmount,
  xlsxAmount,
  xlsxRate,
  xmlAmount,
  xmlRate,
} from '../src/money/format.ts';
import { parseEuros } from '../src/money/parse.ts';

const NNBSP = '\u202f'; // between thousands
const NBSP = '\u00a0'; // before €

describe('screenAmount: "1 234,56 €", as the web app has always shown amounts', () => {
  it.each([
    [123_456, `1${NNBSP}234,56${NBSP}€`],
    [24_000, `240,00${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [7, `0,07${NBSP}€`],
    [-1, `-0,01${NBSP}€`],
    [-1_230, `-12,30${NBSP}€`],
    [-123_456_789, `-1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [100_000_000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
    [Number.MAX_SAFE_INTEGER, `90${NNBSP}071${NNBSP}992${NNBSP}547${NNBSP}409,91${NBSP}€`],
  ])('%i → %s', (cents, shown) => {
    expect(screenAmount(cents)).toBe(shown);
  });

  it('writes what Intl.NumberFormat fr-FR EUR writes (Chromium and Node have the same data)', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 99, 100, 12_345, -12_345, 99_999_999, 123_456_789_012, -2_147_483_647])
      expect(screenAmount(cents)).toBe(intl.format(cents / 100));
  });
});

describe('one format per destination', () => {
  it.each([
    // cents, PDF, CSV and FEC, SEPA
    [123_456, '1 234,56 €', '1234,56', '1234.56'],
    [1_234_567, '12 345,67 €', '12345,67', '12345.67'],
    [0, '0,00 €', '0,00', '0.00'],
    [5, '0,05 €', '0,05', '0.05'],
    [100_000_000_000, '1 000 000 000,00 €', '1000000000,00', '1000000000.00'],
  ])('%i → PDF %s, CSV/FEC %s, SEPA %s', (cents, pdf, csv, sepa) => {
    expect(pdfAmount(cents)).toBe(pdf);
    expect(csvAmount(cents)).toBe(csv);
    expect(fecAmount(cents)).toBe(csv);
    expect(sepaAmount(cents)).toBe(sepa);
    expect(xmlAmount(cents)).toBe(sepa);
  });

  it('writes a credit with a minus, except in SEPA XML whose schema has no negative amount', () => {
    expect(pdfAmount(-123_456)).toBe('-1 234,56 €');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(fecAmount(-123_456)).toBe('-1234,56');
    expect(xmlAmount(-1000)).toBe('-10.00');
    expect(() => sepaAmount(-1)).toThrow(RangeError);
  });

  it('puts euros in an XLSX cell as a number the cell shows to the cent', () => {
    expect(xlsxAmount(123_456)).toBe(1234.56);
    expect(xlsxAmount(-5)).toBe(-0.05);
    expect(xlsxAmount(0)).toBe(0);
  });

  it('writes rates (hundredths of a percent) on screen to the hundredth, in CSV without trailing zeros', () => {
    expect([1050, 2000, 550, 5, 10_000].map(screenRate)).toEqual([
      '10,50 %',
      '20,00 %',
      '5,50 %',
      '0,05 %',
      '100,00 %',
    ]);
    expect([2000, 550, 210, 1005, 0, 10_000].map(csvRate)).toEqual([
      '20 %',
      '5,5 %',
      '2,1 %',
      '10,05 %',
      '0 %',
      '100 %',
    ]);
    expect([2000, 550, 0].map(xlsxRate)).toEqual([0.2, 0.055, 0]);
    expect([2000, 850, 5].map(xmlRate)).toEqual(['20.00', '8.50', '0.05']);
  });
});

describe('the euros of a form field', () => {
  it('reads euros typed the French or the English way, to the cent, without floats', () => {
    expect(parseEuros('240')).toBe(24_000);
    expect(parseEuros('240,5')).toBe(24_050);
    expect(parseEuros('0,07')).toBe(7);
    expect(parseEuros('1 240,50 €')).toBe(124_050);
    expect(parseEuros(`1${NNBSP}240,99`)).toBe(124_099);
    expect(parseEuros(`1${NBSP}240,99${NBSP}€`)).toBe(124_099);
    expect(parseEuros('19.99')).toBe(1_999);
    // 0.29 × 100 is 28.999999999999996 in floating point: never computed that way.
    expect(parseEuros('0,29')).toBe(29);
    expect(parseEuros('-12,30')).toBe(-1_230);
    expect(parseEuros('99999999999,99')).toBe(9_999_999_999_999);
  });

  it('fills the field with what it reads back', () => {
    expect(inputAmount(24_050)).toBe('240,50');
    expect(inputAmount(7)).toBe('0,07');
    expect(inputAmount(-1_230)).toBe('-12,30');
    expect(inputAmount(null)).toBe('');
    expect(inputAmount(undefined)).toBe('');
    for (const cents of [0, 1, 99, 123_456_789, -42, 9_999_999_999_999])
      expect(parseEuros(inputAmount(cents))).toBe(cents);
    expect(parseEuros(screenAmount(-123_456_789))).toBe(-123_456_789);
  });
});
