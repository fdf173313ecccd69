import { fakerFR as faker } from '@faker-js/faker';
import type { EstablishmentType } from '@vetbo/domain/enums';
import { hasSirene, MAINLAND_CITIES, OVERSEAS_CITIES, type SeedCity } from './cities.ts';
import { dateBetween } from './dates.ts';
import { landline, slugify } from './identifiers.ts';
import { planTags, vatCategoryOf } from './plan-establishment-details.ts';
import { seeded } from './seeded.ts';
import {
  ESTABLISHMENT_NAME_PREFIXES,
  ESTABLISHMENT_NAME_SUFFIXES,
  SHORT_DESCRIPTIONS,
} from './vocabulary.ts';

export interface StructureRef {
  id: number;
  mainBillingAccountId: number | null;
}

/** One batch of generated establishments as parallel columns, the shape `unnest` takes. */
export interface ScaleColumns {
  code: string[];
  name: string[];
  type: EstablishmentType[];
  description: string[];
  structureId: (number | null)[];
  billingAccountId: (number | null)[];
  vatCategory: string[];
  created: string[];
  streetNumber: string[];
  streetName: string[];
  postalCode: string[];
  city: string[];
  country: string[];
  email: string[];
  phone: string[];
  tagCode: string[];
  tag: string[];
}

const TYPES: readonly EstablishmentType[] = [
  'CAB',
  'CLI',
  'CAB',
  'CLI',
  'CHV',
  'CAB',
  'LAB',
  'CLI',
  'OTHER',
  'CAB',
];

function emptyColumns(): ScaleColumns {
  return {
    code: [],
    name: [],
    type: [],
    description: [],
    structureId: [],
    billingAccountId: [],
    vatCategory: [],
    created: [],
    streetNumber: [],
    streetName: [],
    postalCode: [],
    city: [],
    country: [],
    email: [],
    phone: [],
    tagCode: [],
    tag: [],
  };
}

/**
 * Columns for the establishments numbered `first`, `first + 1`… (one per code), reproducible from `first`:
 * one in ten overseas, 85 % in a legal structure taken in turn.
 */
export function scaleColumns(
  first: number,
  codes: readonly string[],
  structures: readonly StructureRef[],
): ScaleColumns {
  return seeded(first, () => {
    const columns = emptyColumns();
    codes.forEach((code, offset) => {
      const ordinal = first + offset;
      const type = TYPES[ordinal % TYPES.length] as EstablishmentType;
      const city: SeedCity =
        ordinal % 10 === 0
          ? (OVERSEAS_CITIES[(ordinal / 10) % OVERSEAS_CITIES.length] as SeedCity)
          : (MAINLAND_CITIES[ordinal % MAINLAND_CITIES.length] as SeedCity);
      const suffix = faker.helpers.arrayElement(ESTABLISHMENT_NAME_SUFFIXES);
      const structure =
        structures.length > 0 && hasSirene(city) && ordinal % 20 > 2
          ? structures[ordinal % structures.length]
          : undefined;
      columns.code.push(code);
      columns.name.push(
        `${faker.helpers.arrayElement(ESTABLISHMENT_NAME_PREFIXES[type])} ${suffix} – ${city.city}`,
      );
      columns.type.push(type);
      columns.description.push(faker.helpers.arrayElement(SHORT_DESCRIPTIONS[type]));
      columns.structureId.push(structure?.id ?? null);
      columns.billingAccountId.push(structure?.mainBillingAccountId ?? null);
      columns.vatCategory.push(vatCategoryOf(city));
      columns.created.push(dateBetween('2015-01-01').toISOString());
      columns.streetNumber.push(String(faker.number.int({ min: 1, max: 180 })));
      columns.streetName.push(faker.location.street());
      columns.postalCode.push(city.postalCode);
      columns.city.push(city.city);
      columns.country.push(city.country);
      columns.email.push(`contact-${code.toLowerCase()}@${slugify(suffix)}-${slugify(city.city)}.test`);
      columns.phone.push(landline(city));
      for (const tag of planTags(type)) {
        columns.tagCode.push(code);
        columns.tag.push(tag);
      }
    });
    return columns;
  });
}
