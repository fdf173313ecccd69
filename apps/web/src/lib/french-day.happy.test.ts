import { describe, expect, it } from 'vitest';
import { parseFrenchDay, toFrenchDay } from './french-day.ts';

describe('days typed and shown jj/mm/aaaa', () => {
  it.each([
    ['27/11/2026', '2026-11-27'],
    ['7/3/2026', '2026-03-07'],
    ['07.03.2026', '2026-03-07'],
    ['07-03-2026', '2026-03-07'],
    ['27112026', '2026-11-27'],
    [' 2026-11-27 ', '2026-11-27'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %s as %s', (typed, day) => {
    expect(parseFrenchDay(typed)).toEqual({ day });
  });

  it.each([
    '27/11',
    '31/02/2026',
    '29/02/2027',
    '00/01/2026',
    '12/13/2026',
    '11/27/2026',
    'demain',
    '2026-13-01',
    '1/1/99',
  ])('refuses %s', (typed) => {
    expect(parseFrenchDay(typed)).toEqual({ invalid: true });
  });

  it('takes nothing typed for no day', () => {
    expect(parseFrenchDay('  ')).toEqual({ empty: true });
  });

  it('shows an ISO day the French way and anything else as it is', () => {
    expect(toFrenchDay('2026-03-07')).toBe('07/03/2026');
    expect(toFrenchDay('')).toBe('');
    expect(toFrenchDay(null)).toBe('');
    expect(toFrenchDay('27/1')).toBe('27/1');
  });
});
