import { describe, expect, it } from 'vitest';
import { fecDate, fecFileName, fecRecords } from '../src/money-files/journals/fec.ts';
import { entry } from './support/fec.ts';

describe('fecDate, fecFileName, fiscalYearDays', () => {
  it('writes AAAAMMJJ and refuses anything else', () => {
    expect(fecDate('2026-12-31')).toBe('20261231');
    expect(() => fecDate('31/12/2026')).toThrow(RangeError);
  });
  it('refuses a legal code without a SIREN', () => {
    expect(() => fecFileName('B12345', '2026-12-31')).toThrow(RangeError);
  });
});

describe('fecRecords: an entry at once', () => {
  it('refuses lines of two entries', () => {
    expect(() =>
      fecRecords([...entry, { ...(entry[0] as (typeof entry)[number]), pieceRef: 'OTHER' }]),
    ).toThrow(/one entry/);
  });
});
