import type {
  veterinaryEstablishmentClosures,
  veterinaryEstablishmentOpeningHours,
} from '@vetbo/db/schema/index';
import { type OpeningHours, type OpeningHoursInput, sortOpeningHours } from '@vetbo/domain/opening-hours';

export type OpeningRangeRow = typeof veterinaryEstablishmentOpeningHours.$inferSelect;
export type ClosureRow = typeof veterinaryEstablishmentClosures.$inferSelect;

/** PostgreSQL `time` answers "08:30:00"; the API speaks "08:30". */
const hhmm = (time: string) => time.slice(0, 5);

export function toOpeningHours(
  veterinaryEstablishmentId: number,
  ranges: OpeningRangeRow[],
  closures: ClosureRow[],
): OpeningHours {
  return {
    veterinaryEstablishmentId,
    timeZone: 'Europe/Paris',
    ...sortOpeningHours({
      weeklyHours: ranges.map((row) => ({
        dayOfWeek: row.dayOfWeek,
        opens: hhmm(row.opensAt),
        closes: hhmm(row.closesAt),
      })),
      closures: closures.map((row) => ({ fromDate: row.fromDate, toDate: row.toDate, label: row.label })),
    }),
  };
}

export const toRangeColumns = (veterinaryEstablishmentId: number, input: OpeningHoursInput) =>
  input.weeklyHours.map((range) => ({
    veterinaryEstablishmentId,
    dayOfWeek: range.dayOfWeek,
    opensAt: range.opens,
    closesAt: range.closes,
  }));

export const toClosureColumns = (veterinaryEstablishmentId: number, input: OpeningHoursInput) =>
  input.closures.map((closure) => ({ veterinaryEstablishmentId, ...closure }));

/** What the history keeps: the week and the closures, without the establishment's id (the entry has it). */
export const forHistory = ({ weeklyHours, closures }: OpeningHours) => ({ weeklyHours, closures });
