import { z } from 'zod';
import { requiredDate, requiredText } from './fields.ts';
import { itemResponse } from './list-query.ts';
import { fieldMessages } from './validation-messages.ts';

/** ISO weekdays: 1 = Monday … 7 = Sunday (the establishment's local time, Europe/Paris). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_RANGES_PER_DAY = 4;
export const MAX_CLOSURES = 100;

/** The opening hours' own field messages (the shared ones: validation-messages.ts). */
export const OPENING_HOURS_MESSAGES = fieldMessages({
  fr: {
    invalidTime: 'Heure invalide (format HH:MM, ex. 08:30)',
    invalidDayOfWeek: 'Jour invalide (1 = lundi … 7 = dimanche)',
    closesBeforeOpens: "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
    openingRangesOverlap: 'Cette plage chevauche une autre plage du même jour',
    tooManyOpeningRanges: 'Quatre plages horaires au plus par jour',
    tooManyClosures: 'Trop de fermetures exceptionnelles (100 au plus)',
    closureEndBeforeStart: 'La date de fin doit être égale ou postérieure à la date de début',
  },
  en: {
    invalidTime: 'Invalid time (HH:MM format, e.g. 08:30)',
    invalidDayOfWeek: 'Invalid day (1 = Monday … 7 = Sunday)',
    closesBeforeOpens: 'The closing time must be after the opening time',
    openingRangesOverlap: 'This range overlaps another range of the same day',
    tooManyOpeningRanges: 'At most four time ranges per day',
    tooManyClosures: 'Too many exceptional closures (at most 100)',
    closureEndBeforeStart: 'The end date must be on or after the start date',
  },
});
const M = OPENING_HOURS_MESSAGES;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDay = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : M.invalidTime),
  })
  .trim()
  .min(1, 'required')
  .regex(TIME_PATTERN, M.invalidTime);

const dayOfWeek = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : M.invalidDayOfWeek) })
  .int(M.invalidDayOfWeek)
  .min(1, M.invalidDayOfWeek)
  .max(7, M.invalidDayOfWeek);

/** One opening range of a weekday, e.g. Monday 08:30–12:00. */
export const openingRangeSchema = z
  .object({ dayOfWeek, opens: timeOfDay, closes: timeOfDay })
  .strict()
  .meta({ id: 'OpeningRange' });
export type OpeningRange = z.output<typeof openingRangeSchema>;

/** An exceptional closure, both dates included (e.g. "Congés d'été" from 2026-08-03 to 2026-08-21). */
export const closureSchema = z
  .object({ fromDate: requiredDate, toDate: requiredDate, label: requiredText(100) })
  .strict()
  .meta({ id: 'ExceptionalClosure' });
export type Closure = z.output<typeof closureSchema>;

export interface OpeningHoursIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The rules that tie the ranges together: a range closes after it opens, the ranges of one day do not
 * overlap (touching is allowed: 12:00–14:00 then 14:00–19:00), four ranges a day at most; a closure ends
 * on or after its start. Run by the schema (API and form alike).
 */
export function openingHoursIssues(value: {
  weeklyHours: OpeningRange[];
  closures: Closure[];
}): OpeningHoursIssue[] {
  const issues: OpeningHoursIssue[] = [];
  const perDay = new Map<number, number[]>();
  value.weeklyHours.forEach((range, index) => {
    if (range.closes <= range.opens)
      issues.push({ path: ['weeklyHours', index, 'closes'], message: M.closesBeforeOpens });
    perDay.set(range.dayOfWeek, [...(perDay.get(range.dayOfWeek) ?? []), index]);
  });
  for (const indexes of perDay.values()) {
    if (indexes.length > MAX_RANGES_PER_DAY) {
      for (const index of indexes.slice(MAX_RANGES_PER_DAY)) {
        issues.push({ path: ['weeklyHours', index, 'dayOfWeek'], message: M.tooManyOpeningRanges });
      }
    }
    for (const [position, index] of indexes.entries()) {
      const range = value.weeklyHours[index] as OpeningRange;
      if (range.closes <= range.opens) continue;
      const overlaps = indexes.slice(0, position).some((other) => {
        const earlier = value.weeklyHours[other] as OpeningRange;
        return earlier.opens < earlier.closes && range.opens < earlier.closes && earlier.opens < range.closes;
      });
      if (overlaps) issues.push({ path: ['weeklyHours', index, 'opens'], message: M.openingRangesOverlap });
    }
  }
  value.closures.forEach((closure, index) => {
    if (closure.toDate < closure.fromDate) {
      issues.push({ path: ['closures', index, 'toDate'], message: M.closureEndBeforeStart });
    }
  });
  return issues;
}

/** PUT body: the whole week and every closure, replacing what was stored. */
export const openingHoursInputSchema = z
  .object({
    weeklyHours: z
      .array(openingRangeSchema, { error: 'invalidType' })
      .max(7 * MAX_RANGES_PER_DAY, M.tooManyOpeningRanges),
    closures: z.array(closureSchema, { error: 'invalidType' }).max(MAX_CLOSURES, M.tooManyClosures),
  })
  .strict()
  .superRefine((value, context) => {
    for (const issue of openingHoursIssues(value)) context.addIssue({ code: 'custom', ...issue });
  })
  .meta({ id: 'OpeningHoursReplace' });
export type OpeningHoursInput = z.output<typeof openingHoursInputSchema>;

export const openingHoursSchema = z
  .object({
    veterinaryEstablishmentId: z.number().int(),
    timeZone: z.literal('Europe/Paris').describe('The times are local times of this zone'),
    weeklyHours: z
      .array(z.object({ dayOfWeek: z.number().int(), opens: z.string(), closes: z.string() }))
      .describe('Sorted by day, then opening time'),
    closures: z
      .array(z.object({ fromDate: z.string(), toDate: z.string(), label: z.string() }))
      .describe('Sorted by start date'),
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const openingHoursResponseSchema = itemResponse(openingHoursSchema);

/** Ranges sorted by day then opening time, closures by start date: the order the API answers in. */
export function sortOpeningHours(value: { weeklyHours: OpeningRange[]; closures: Closure[] }) {
  return {
    weeklyHours: [...value.weeklyHours].sort(
      (a, b) => a.dayOfWeek - b.dayOfWeek || a.opens.localeCompare(b.opens),
    ),
    closures: [...value.closures].sort(
      (a, b) =>
        a.fromDate.localeCompare(b.fromDate) ||
        a.toDate.localeCompare(b.toDate) ||
        a.label.localeCompare(b.label),
    ),
  };
}
