import type { OpeningHours } from '../../api/opening-hours.ts';

export type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

export interface RangeRow {
  key: number;
  dayOfWeek: number;
  opens: string;
  closes: string;
}
export interface ClosureRow {
  key: number;
  fromDate: string;
  toDate: string;
  label: string;
}
export interface OpeningHoursFormValues extends Record<string, unknown> {
  /** One flat list, like the API's: row i is `weeklyHours.i` in the errors. */
  weeklyHours: RangeRow[];
  closures: ClosureRow[];
}

let lastKey = 0;
/** A React key for a new row (rows have no id before they are saved). */
export const newRowKey = () => ++lastKey;

export const toFormValues = (hours: OpeningHours | undefined): OpeningHoursFormValues => ({
  weeklyHours: (hours?.weeklyHours ?? []).map((range) => ({ key: newRowKey(), ...range })),
  closures: (hours?.closures ?? []).map((closure) => ({ key: newRowKey(), ...closure })),
});

export const toPayload = (values: OpeningHoursFormValues) => ({
  weeklyHours: values.weeklyHours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes })),
  closures: values.closures.map(({ fromDate, toDate, label }) => ({ fromDate, toDate, label })),
});
