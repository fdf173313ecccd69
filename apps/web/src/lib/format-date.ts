import { TIME_ZONE } from './locale.ts';

// Spec §9: French date locale, Europe/Paris time zone, whatever the interface language.
const DATE_LOCALE = 'fr-FR';

const dateFormat = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const shortDateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2025-03-04T09:30:00Z' → '04/03/2025'. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '';
}

/** '2025-03-04T09:30:00Z' → '4 mars 2025 à 10:30'. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** '2025-03-04T09:30:00Z' → '04/03/2025 10:30': a table's column, on one line. */
export function formatShortDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? shortDateTimeFormat.format(date) : '';
}

/** A calendar day as the API writes it ('2027-03-04') → '04/03/2027', with no time zone involved. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Today in the browser's calendar, as a date input holds it and the API writes days (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
