import { fakerFR as faker } from '@faker-js/faker';
import type { LegalForm } from '@vetbo/domain/enums';
import { sepaCreditorIdentifier } from '@vetbo/domain/validators/sepa-creditor-identifier';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import type { creditors } from '../schema/creditors.ts';
import type {
  billingAccounts,
  legalStructures,
  mandates,
  requiredMandates,
} from '../schema/legal-structures.ts';
import { FRENCH_BANKS, type SeedBank } from './banks.ts';
import { hasSirene, inEuVatArea, MAINLAND_CITIES, pickCity, type SeedCity } from './cities.ts';
import { dateBetween, timestampsFrom } from './dates.ts';
import { frenchIban, uniqueSiret } from './identifiers.ts';
import { BRANDS, ESTABLISHMENT_NAME_SUFFIXES } from './vocabulary.ts';

export interface CreditorPlan {
  row: typeof creditors.$inferInsert;
  mandate: Omit<typeof mandates.$inferInsert, 'creditorId'>;
}

export interface RequiredMandatePlan {
  mandateIndex: number;
  row: Omit<typeof requiredMandates.$inferInsert, 'billingAccountId' | 'mandateId'>;
}

export interface BillingAccountPlan {
  row: Omit<typeof billingAccounts.$inferInsert, 'legalStructureId'>;
  requiredMandates: RequiredMandatePlan[];
}

export interface LegalStructurePlan {
  row: typeof legalStructures.$inferInsert;
  city: SeedCity;
  billingAccounts: BillingAccountPlan[];
}

/** How many legal structures the demo data holds; the first two belong to the demo leader. */
export const LEGAL_STRUCTURE_COUNT = 60;

// Series prefixes: invoices, credit notes, self-billing; share capital in cents.
const CREDITORS = [
  {
    name: 'Vetbo Services SAS',
    ics: '5C4D2E',
    bank: 0,
    street: '12 rue de la République',
    postal: '69002',
    series: ['FVS', 'AVS', 'AFVS'],
    capital: 5_000_000,
  },
  {
    name: 'Vetbo Distribution SAS',
    ics: '7F3A91',
    bank: 1,
    street: '27 rue de Marseille',
    postal: '69007',
    series: ['FVD', 'AVD', 'AFVD'],
    capital: 15_000_000,
  },
] as const;
const MANDATE_PREFIXES = ['VSV', 'VDS'] as const;

const LEGAL_FORMS: { weight: number; value: LegalForm }[] = [
  { weight: 30, value: 'SELARL' },
  { weight: 22, value: 'SELAS' },
  { weight: 12, value: 'SAS' },
  { weight: 10, value: 'SARL' },
  { weight: 10, value: 'SCP' },
  { weight: 4, value: 'SELARLU' },
  { weight: 3, value: 'SELURL' },
  { weight: 3, value: 'SCM' },
  { weight: 3, value: 'SASU' },
  { weight: 2, value: 'EURL' },
  { weight: 1, value: 'EI' },
];

function bankAt(index: number): SeedBank {
  const bank = FRENCH_BANKS[index];
  if (!bank) throw new RangeError(`No bank ${index}`);
  return bank;
}

export function planCreditors(usedSirets: Set<string>): CreditorPlan[] {
  return CREDITORS.map((creditor, index) => {
    const siret = uniqueSiret(usedSirets);
    const created = new Date('2019-03-01T09:00:00Z');
    return {
      row: {
        name: creditor.name,
        legalCode: siret,
        vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
        sepaCreditorIdentifier: sepaCreditorIdentifier('FR', creditor.ics),
        iban: frenchIban(bankAt(creditor.bank)),
        bicSwift: bankAt(creditor.bank).bic,
        streetName: creditor.street,
        postalCode: creditor.postal,
        city: 'Lyon',
        country: 'FRA',
        invoiceSeriesPrefix: creditor.series[0],
        creditNoteSeriesPrefix: creditor.series[1],
        selfBillingSeriesPrefix: creditor.series[2],
        legalForm: 'SAS',
        shareCapital: creditor.capital,
        tradeRegisterCity: 'Lyon',
        createdDate: created,
        updatedDate: created,
      },
      mandate: {
        prefix: MANDATE_PREFIXES[index] ?? 'VXX',
        entitled: `Mandat de prélèvement SEPA CORE — ${creditor.name}`,
        createdDate: created,
        updatedDate: created,
      },
    };
  });
}

function socialReason(form: LegalForm, city: SeedCity): { socialReason: string; tradeName: string | null } {
  const style = faker.helpers.arrayElement(['doctors', 'place', 'brand'] as const);
  if (style === 'doctors') {
    const names = `${faker.person.lastName()} et ${faker.person.lastName()}`;
    return { socialReason: `${form} des Docteurs ${names}`, tradeName: null };
  }
  if (style === 'place') {
    const place = `Vétérinaire ${faker.helpers.arrayElement(ESTABLISHMENT_NAME_SUFFIXES)}`;
    return { socialReason: `${form} ${place}`, tradeName: place };
  }
  const brand = `${faker.helpers.arrayElement(BRANDS)} ${city.city}`;
  return { socialReason: `${form} ${brand}`, tradeName: brand };
}

// The RUM (SEPA mandate reference) is unique: creditor prefix, year, account ordinal.
function requiredMandate(mandateIndex: number, ordinal: number, accountCreated: Date, validated: boolean) {
  const validatedDate = validated ? dateBetween(accountCreated) : null;
  const rum = `${MANDATE_PREFIXES[mandateIndex]}-${accountCreated.getUTCFullYear()}-${String(ordinal).padStart(6, '0')}`;
  return {
    mandateIndex,
    row: { rum, isValidated: validated, validatedDate, ...timestampsFrom(accountCreated) },
  };
}

function planBillingAccounts(index: number, socialName: string, created: Date, firstOrdinal: number) {
  const isLeaders = index < 2;
  const count = isLeaders
    ? 1
    : faker.helpers.weightedArrayElement([
        { weight: 7, value: 1 },
        { weight: 3, value: 2 },
      ]);
  return Array.from({ length: count }, (_, position): BillingAccountPlan => {
    const bank = faker.helpers.arrayElement(FRENCH_BANKS);
    const accountCreated = dateBetween(created);
    const ordinal = firstOrdinal + position;
    const requiredMandates = isLeaders
      ? [
          requiredMandate(0, ordinal, accountCreated, true),
          requiredMandate(1, ordinal, accountCreated, false),
        ]
      : [
          requiredMandate(0, ordinal, accountCreated, faker.datatype.boolean(0.7)),
          ...(faker.datatype.boolean(0.6)
            ? [requiredMandate(1, ordinal, accountCreated, faker.datatype.boolean(0.7))]
            : []),
        ];
    return {
      row: {
        entitled: `Compte ${position === 0 ? 'principal' : 'secondaire'} ${bank.name}`,
        iban: frenchIban(bank),
        bicSwift: bank.bic,
        identityName: socialName,
        sepa: true,
        signatoryName: `${faker.person.firstName()} ${faker.person.lastName()}`,
        status: !isLeaders && faker.datatype.boolean(0.08) ? 'DISABLED' : 'ENABLED',
        ...timestampsFrom(accountCreated),
      },
      requiredMandates,
    };
  });
}

export function planLegalStructures(usedSirets: Set<string>): LegalStructurePlan[] {
  let ordinal = 1;
  return Array.from({ length: LEGAL_STRUCTURE_COUNT }, (_, index) => {
    const city = index < 2 ? (MAINLAND_CITIES[4 + index] as SeedCity) : pickCity(hasSirene);
    const form = faker.helpers.weightedArrayElement(LEGAL_FORMS);
    const names = socialReason(form, city);
    const siret = uniqueSiret(usedSirets);
    const created = dateBetween('2012-01-01', '2024-06-30');
    const billingAccounts = planBillingAccounts(index, names.socialReason, created, ordinal);
    ordinal += billingAccounts.length;
    return {
      city,
      billingAccounts,
      row: {
        ...names,
        legalCode: siret,
        legalForm: form,
        apeCode: '7500Z',
        vatIntraCommunityNumber: inEuVatArea(city) ? frenchVatNumberFromSiren(siret.slice(0, 9)) : null,
        headQuarterStreetNumber: String(faker.number.int({ min: 1, max: 150 })),
        headQuarterStreetName: faker.location.street(),
        headQuarterPostalCode: city.postalCode,
        headQuarterCity: city.city,
        headQuarterCountry: city.country,
        ...timestampsFrom(created),
      },
    };
  });
}
