import { describe, expect, it } from 'vitest';
import { parisToday, rangesByDay, upcomingClosures } from './opening-hours-format.ts';

describe('opening hours display', () => {
  it('groups the ranges by weekday in opening order, every day listed', () => {
    const days = rangesByDay([
      { dayOfWeek: 1, opens: '14:00', closes: '19:00' },
      { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
      { dayOfWeek: 6, opens: '09:00', closes: '12:00' },
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ dayOfWeek: 1, ranges: ['08:30–12:00', '14:00–19:00'] });
    expect(days[1]).toEqual({ dayOfWeek: 2, ranges: [] });
    expect(days[5]?.ranges).toEqual(['09:00–12:00']);
  });

  it('keeps the closures not over yet, soonest first', () => {
    const closures = [
      { fromDate: '2026-12-24', toDate: '2027-01-01', label: 'Fin d’année' },
      { fromDate: '2026-08-03', toDate: '2026-08-21', label: 'Été' },
      { fromDate: '2026-11-20', toDate: '2026-11-23', label: 'Travaux' },
    ];
    expect(upcomingClosures(closures, '2026-11-23').map((c) => c.label)).toEqual(['Travaux', 'Fin d’année']);
  });

  it('gives the Paris date, not the UTC one', () => {
    expect(parisToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('opening hours history', () => {
  it('lists only the days that changed, then the closures', async () => {
    const { openingHoursHistoryLines } = await import('./opening-hours-format.ts');
    const lines = openingHoursHistoryLines([
      {
        field: 'weeklyHours',
        before: [{ dayOfWeek: 2, opens: '09:00', closes: '12:00' }],
        after: [
          { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
          { dayOfWeek: 2, opens: '09:00', closes: '12:00' },
        ],
      },
      {
        field: 'closures',
        before: [],
        after: [{ fromDate: '2026-08-03', toDate: '2026-08-21', label: 'Été' }],
      },
    ]);
    expect(lines).toEqual([
      { kind: 'day', dayOfWeek: 1, before: [], after: ['08:30–12:00'] },
      {
        kind: 'closures',
        before: [],
        after: [{ fromDate: '2026-08-03', toDate: '2026-08-21', label: 'Été' }],
      },
    ]);
  });
});
