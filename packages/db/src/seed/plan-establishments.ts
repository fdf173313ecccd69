import { fakerFR as faker } from '@faker-js/faker';
import type { Activity, EstablishmentType } from '@vetbo/domain/enums';
import type { veterinaryEstablishmentAddresses, veterinaryEstablishments } from '../schema/establishments.ts';
import { hasSirene, MAINLAND_CITIES, OVERSEAS_CITIES, type SeedCity } from './cities.ts';
import { dateBetween, timestampsFrom } from './dates.ts';
import { landline, slugify } from './identifiers.ts';
import {
  type OpeningHoursPlan,
  planActivities,
  planOpeningHours,
  planTags,
  vatCategoryOf,
} from './plan-establishment-details.ts';
import type { LegalStructurePlan } from './plan-organisations.ts';
import { randomPrivilegedCode } from './privileged-codes.ts';
import {
  ADDITIONAL_ADDRESSES,
  ESTABLISHMENT_NAME_PREFIXES,
  ESTABLISHMENT_NAME_SUFFIXES,
  PERSONALISED_MENTIONS,
  SHORT_DESCRIPTIONS,
} from './vocabulary.ts';

export interface EstablishmentPlan {
  row: Omit<typeof veterinaryEstablishments.$inferInsert, 'legalStructureId'>;
  legalStructureIndex: number | null;
  city: SeedCity;
  /** The e-mail domain of the establishment and its staff. */
  domain: string;
  address: Omit<typeof veterinaryEstablishmentAddresses.$inferInsert, 'veterinaryEstablishmentId'>;
  tags: string[];
  activities: { activity: Activity; share: number }[];
  openingHours: OpeningHoursPlan[];
}

export const ESTABLISHMENT_COUNT = 200;

const DOMAIN_WORDS: Record<EstablishmentType, string> = {
  CAB: 'cabinet',
  CLI: 'clinique',
  CHV: 'chv',
  LAB: 'labo',
  OTHER: 'centre',
};

const TYPE_WEIGHTS: { weight: number; value: EstablishmentType }[] = [
  { weight: 40, value: 'CAB' },
  { weight: 30, value: 'CLI' },
  { weight: 10, value: 'CHV' },
  { weight: 8, value: 'LAB' },
  { weight: 12, value: 'OTHER' },
];
// The first establishments cover every type, the leader's two being a clinic and a practice.
const FIRST_TYPES: readonly EstablishmentType[] = ['CLI', 'CAB', 'CHV', 'LAB', 'OTHER'];

function pickType(index: number): EstablishmentType {
  return FIRST_TYPES[index] ?? faker.helpers.weightedArrayElement(TYPE_WEIGHTS);
}

/** Each structure gets one establishment first; then most establishments join a structure (not the leader's). */
function pickLegalStructure(index: number, structureCount: number): number | null {
  if (index < structureCount) return index;
  return faker.datatype.boolean(0.88) ? faker.number.int({ min: 2, max: structureCount - 1 }) : null;
}

function pickName(type: EstablishmentType, city: SeedCity, usedNames: Set<string>) {
  for (;;) {
    const suffix = faker.helpers.arrayElement(ESTABLISHMENT_NAME_SUFFIXES);
    const base = `${faker.helpers.arrayElement(ESTABLISHMENT_NAME_PREFIXES[type])} ${suffix}`;
    const name = usedNames.has(base) ? `${base} – ${city.city}` : base;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return { name, domain: `${DOMAIN_WORDS[type]}-${slugify(suffix)}-${slugify(city.city)}.test` };
    }
  }
}

export function planEstablishments(structures: readonly LegalStructurePlan[]): EstablishmentPlan[] {
  const usedCodes = new Set<string>();
  const usedNames = new Set<string>();
  // Overseas cities come in turn, so that every overseas territory has establishments.
  let overseasTurn = 0;
  const pickCity = (): SeedCity =>
    faker.datatype.boolean(0.07)
      ? (OVERSEAS_CITIES[overseasTurn++ % OVERSEAS_CITIES.length] as SeedCity)
      : faker.helpers.arrayElement(MAINLAND_CITIES);
  return Array.from({ length: ESTABLISHMENT_COUNT }, (_, index): EstablishmentPlan => {
    const type = pickType(index);
    let legalStructureIndex = pickLegalStructure(index, structures.length);
    const structure = legalStructureIndex === null ? undefined : structures[legalStructureIndex];
    const city = structure && (index < 2 || faker.datatype.boolean(0.6)) ? structure.city : pickCity();
    if (!hasSirene(city)) legalStructureIndex = null;
    const { name, domain } = pickName(type, city, usedNames);
    const privilegedCode = randomPrivilegedCode(usedCodes);
    const tags = planTags(type);
    const created = dateBetween('2015-01-01', '2025-10-31');
    const timestamps = timestampsFrom(created);
    return {
      legalStructureIndex,
      city,
      domain,
      tags,
      activities: planActivities(type, tags),
      openingHours: planOpeningHours(type, tags),
      row: {
        name,
        customName:
          structure && faker.datatype.boolean(0.4)
            ? `${name} (${structure.row.socialReason})`.slice(0, 120)
            : null,
        personalisedMention: faker.datatype.boolean(0.1)
          ? faker.helpers.arrayElement(PERSONALISED_MENTIONS)
          : null,
        privilegedCode,
        accountingCode: `C${privilegedCode}`,
        type,
        shortDescription: faker.helpers.arrayElement(SHORT_DESCRIPTIONS[type]),
        serviceVatCategory: vatCategoryOf(city),
        ...timestamps,
      },
      address: {
        streetNumber: `${faker.number.int({ min: 1, max: 180 })}${faker.datatype.boolean(0.05) ? ' bis' : ''}`,
        streetName: faker.location.street(),
        additionalAddress: faker.datatype.boolean(0.1)
          ? faker.helpers.arrayElement(ADDITIONAL_ADDRESSES)
          : null,
        postalCode: city.postalCode,
        city: city.city,
        country: city.country,
        email: `contact@${domain}`,
        phone: landline(city),
        link: faker.datatype.boolean(0.6) ? `https://www.${domain}` : null,
        ...timestamps,
      },
    };
  });
}
