import { WEEKDAYS } from '@vetbo/domain/opening-hours';

interface Range {
  dayOfWeek: number;
  opens: string;
  closes: string;
}

/** Each ISO weekday (1 = Monday) with its ranges as "08:30–12:00", in opening order; none = closed. */
export function rangesByDay(ranges: readonly Range[]): { dayOfWeek: number; ranges: string[] }[] {
  return WEEKDAYS.map((dayOfWeek) => ({
    dayOfWeek,
    ranges: ranges
      .filter((range) => range.dayOfWeek === dayOfWeek)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((range) => `${range.opens}–${range.closes}`),
  }));
}

/** Closures not over yet on `today` (YYYY-MM-DD, Paris), soonest first. */
export function upcomingClosures<T extends { fromDate: string; toDate: string }>(
  closures: readonly T[],
  today: string,
): T[] {
  return closures
    .filter((closure) => closure.toDate >= today)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
}

/** Today in Europe/Paris as YYYY-MM-DD (the establishments' time zone, whatever the browser's). */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

interface Closure {
  fromDate: string;
  toDate: string;
  label: string;
}

export type HistoryLine =
  | { kind: 'day'; dayOfWeek: number; before: string[]; after: string[] }
  | { kind: 'closures'; before: Closure[]; after: Closure[] };

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A history entry's changes as lines a person reads: each weekday that changed, then the closures. */
export function openingHoursHistoryLines(
  changes: readonly { field: string; before?: unknown; after?: unknown }[],
): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const week = changes.find((change) => change.field === 'weeklyHours');
  if (week) {
    const before = rangesByDay(asList<Range>(week.before));
    const after = rangesByDay(asList<Range>(week.after));
    for (const [index, day] of after.entries()) {
      const was = before[index]?.ranges ?? [];
      if (was.join() !== day.ranges.join()) {
        lines.push({ kind: 'day', dayOfWeek: day.dayOfWeek, before: was, after: day.ranges });
      }
    }
  }
  const closures = changes.find((change) => change.field === 'closures');
  if (closures) {
    lines.push({
      kind: 'closures',
      before: asList<Closure>(closures.before),
      after: asList<Closure>(closures.after),
    });
  }
  return lines;
}
