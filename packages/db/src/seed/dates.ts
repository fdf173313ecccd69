import { fakerFR as faker } from '@faker-js/faker';

/** Every generated date is relative to this fixed day, never to the clock, so the data set is reproducible. */
export const REFERENCE_DATE = new Date('2026-01-15T09:00:00Z');

/** "2024-01-01" for a calendar-date column. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A timestamp between `from` and `to` (default: the reference date), whole seconds. */
export function dateBetween(from: Date | string, to: Date | string = REFERENCE_DATE): Date {
  const date = faker.date.between({ from, to });
  date.setUTCMilliseconds(0);
  return date;
}

/** createdDate and updatedDate of a row created at `created`, last touched some time before the reference date. */
export function timestampsFrom(created: Date): { createdDate: Date; updatedDate: Date } {
  return { createdDate: created, updatedDate: dateBetween(created) };
}
