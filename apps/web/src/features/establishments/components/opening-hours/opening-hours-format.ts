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
