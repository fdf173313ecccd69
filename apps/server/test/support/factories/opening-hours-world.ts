// The set-up and helpers the opening-hours/opening-hours.*.test.ts files share.
import type { OpeningHoursInput } from '@vetbo/domain/opening-hours';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let admin: string;
export let moderator: string;

export const WEEK: OpeningHoursInput = {
  weeklyHours: [
    { dayOfWeek: 2, opens: '14:00', closes: '19:00' },
    { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
    { dayOfWeek: 2, opens: '08:30', closes: '12:00' },
    { dayOfWeek: 6, opens: '09:00', closes: '12:00' },
  ],
  closures: [{ fromDate: '2026-08-03', toDate: '2026-08-21', label: "Congés d'été" }],
};

export const path = (id: number) => `/v1/veterinary_establishments/${id}/opening_hours`;

export async function put(id: number, body: unknown, etag?: string) {
  return call('PUT', path(id), {
    token: moderator,
    body,
    headers: etag ? { 'if-match': etag } : {},
  });
}

/** Registers the set-up the opening-hours tests share. */
export function useOpeningHoursWorld() {
  beforeAll(async () => {
    [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
  });
}
