import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDateTime } from './format-date.ts';

describe('[FORMAT DATE] moments as the back office shows them (Paris time)', () => {
  it('a table column reads day and time on one line, in Paris time whatever the season', () => {
    expect(formatShortDateTime('2025-03-04T09:30:00Z')).toBe('04/03/2025 10:30');
    // Summer time (UTC+2) moves the moment to the next day.
    expect(formatShortDateTime('2025-07-14T22:15:00Z')).toBe('15/07/2025 00:15');
  });

  it('a detail reads the month in words', () => {
    expect(formatDateTime('2025-03-04T09:30:00Z')).toBe('4 mars 2025 à 10:30');
  });

  it('nothing, or what is not a moment, reads as nothing', () => {
    expect(formatShortDateTime(null)).toBe('');
    expect(formatShortDateTime('not a date')).toBe('');
  });
});
