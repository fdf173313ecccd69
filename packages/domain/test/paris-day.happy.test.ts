import { describe, expect, it } from 'vitest';
import { parisDay } from '../src/paris-day.ts';

describe('[DOMAIN] parisDay', () => {
  it('is already the next day at 00:30 in Paris, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(parisDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('is still the same day at 23:30 in Paris, and across a month and a year', () => {
    expect(parisDay(new Date('2026-03-02T22:30:00Z'))).toBe('2026-03-02');
    expect(parisDay(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-15');
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('counts the offset of the night itself on the nights the clocks change (29 March, 25 October 2026)', () => {
    // Still winter time (UTC+1) at 00:30 on 29 March; still summer time (UTC+2) at 00:30 on 25 October.
    expect(parisDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(parisDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
});
