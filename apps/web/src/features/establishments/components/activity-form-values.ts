import { ACTIVITIES, type Activity } from '@vetbo/domain/enums';
import type { ActivitiesChange } from '../api/save-activities.ts';

export interface ActivityRow {
  id: number;
  activity: Activity;
  share: number | null;
}

/** A share as typed: empty (not known) or a number, as the NumberInput gives it. */
export type ShareInput = number | string;

export interface ActivityFormValues extends Record<string, unknown> {
  shares: Record<string, ShareInput>;
  newActivity: Activity | null;
  newShare: ShareInput;
}

export function toActivityFormValues(rows: readonly ActivityRow[]): ActivityFormValues {
  return {
    shares: Object.fromEntries(rows.map((row) => [String(row.id), row.share ?? ''])),
    newActivity: null,
    newShare: '',
  };
}

/** The activities not declared yet, which the panel offers to add. */
export function freeActivities(rows: readonly ActivityRow[]): Activity[] {
  const taken = new Set(rows.map((row) => row.activity));
  return ACTIVITIES.filter((activity) => !taken.has(activity));
}

type ShareError = 'shareRange';

function parseShare(value: ShareInput): number | null | ShareError {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isInteger(number) || number < 0 || number > 100) return 'shareRange';
  return number;
}

export type ActivityFormErrors = Record<string, 'shareRange' | 'chooseActivity' | 'sumTooHigh'>;

/**
 * Checks the panel's values (spec §2.10): each share a whole number from 0 to 100, a share for a new
 * activity only with the activity, and all the shares adding up to 100 % at most. Either the errors
 * (by field path; `total` for the sum) or the change to save.
 */
export function validateActivities(
  establishmentId: number,
  rows: readonly ActivityRow[],
  values: ActivityFormValues,
): { errors: ActivityFormErrors; total: number } | { change: ActivitiesChange } {
  const errors: ActivityFormErrors = {};
  const shares: ActivitiesChange['shares'] = [];
  let total = 0;
  for (const row of rows) {
    const parsed = parseShare(values.shares[String(row.id)] ?? '');
    if (parsed === 'shareRange') errors[`shares.${row.id}`] = 'shareRange';
    else {
      total += parsed ?? 0;
      if (parsed !== row.share) shares.push({ id: row.id, before: row.share, after: parsed });
    }
  }
  const newShare = parseShare(values.newShare);
  if (newShare === 'shareRange') errors.newShare = 'shareRange';
  else {
    if (newShare !== null && !values.newActivity) errors.newActivity = 'chooseActivity';
    if (values.newActivity) total += newShare ?? 0;
  }
  if (Object.keys(errors).length === 0 && total > 100) errors.total = 'sumTooHigh';
  if (Object.keys(errors).length > 0) return { errors, total };
  const added =
    values.newActivity && newShare !== 'shareRange'
      ? { activity: values.newActivity, share: newShare }
      : undefined;
  return { change: { establishmentId, shares, added } };
}
