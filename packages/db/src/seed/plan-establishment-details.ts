import { fakerFR as faker } from '@faker-js/faker';
import type { Activity, EstablishmentType, VatCategory } from '@vetbo/domain/enums';
import { inEuVatArea, type SeedCity } from './cities.ts';
import { ACTIVITY_OF_TAG, TAG_POOLS } from './vocabulary.ts';

export interface OpeningHoursPlan {
  dayOfWeek: number;
  opensAt: string;
  closesAt: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

export function planTags(type: EstablishmentType): string[] {
  return faker.helpers.arrayElements(TAG_POOLS[type], { min: 1, max: 3 });
}

/** Activities implied by the tags (a laboratory always analyses), shares in percent adding up to 100. */
export function planActivities(type: EstablishmentType, tags: readonly string[]) {
  const activities = new Set<Activity>();
  if (type === 'LAB') activities.add('LABORATORY');
  for (const tag of tags) {
    const activity = ACTIVITY_OF_TAG[tag];
    if (activity) activities.add(activity);
    if (tag === 'Rurale' && faker.datatype.boolean(0.5)) activities.add('OVINE');
  }
  if (activities.size === 0) {
    activities.add('CANINE');
    activities.add('FELINE');
  }
  const list = [...activities];
  const share = Math.floor(100 / list.length);
  return list.map((activity, index) => ({
    activity,
    share: index === 0 ? 100 - share * (list.length - 1) : share,
  }));
}

export function planOpeningHours(type: EstablishmentType, tags: readonly string[]): OpeningHoursPlan[] {
  if (type === 'CHV' || tags.includes('Urgences 24/7')) {
    return ALL_DAYS.map((dayOfWeek) => ({ dayOfWeek, opensAt: '00:00:00', closesAt: '23:59:00' }));
  }
  if (type === 'LAB') {
    const days = WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, opensAt: '08:00:00', closesAt: '18:00:00' }));
    return faker.datatype.boolean(0.5)
      ? [...days, { dayOfWeek: 6, opensAt: '08:00:00', closesAt: '12:00:00' }]
      : days;
  }
  const days = WEEKDAYS.flatMap((dayOfWeek) => [
    { dayOfWeek, opensAt: '08:30:00', closesAt: '12:30:00' },
    { dayOfWeek, opensAt: '14:00:00', closesAt: '19:00:00' },
  ]);
  return faker.datatype.boolean(0.8)
    ? [...days, { dayOfWeek: 6, opensAt: '09:00:00', closesAt: '12:30:00' }]
    : days;
}

/** 20 % in mainland France, 8.5 % in Réunion, Guadeloupe and Martinique, no French VAT elsewhere. */
export function vatCategoryOf(city: SeedCity): VatCategory {
  if (!inEuVatArea(city)) return 'EXEMPT_EXPORT_OUTSIDE_EU';
  return city.postalCode.startsWith('97') ? 'OVERSEAS' : 'STANDARD';
}
