import { fakerFR as faker } from '@faker-js/faker';
import type { CountryCode } from '@vetbo/domain/enums';

export type Region =
  | 'ARA'
  | 'BFC'
  | 'BRE'
  | 'COR'
  | 'CVL'
  | 'GES'
  | 'HDF'
  | 'IDF'
  | 'NAQ'
  | 'NOR'
  | 'OCC'
  | 'PAC'
  | 'PDL'
  | 'ANTILLES'
  | 'OCEAN_INDIEN'
  | 'PACIFIQUE'
  | 'ATLANTIQUE_NORD';

export interface SeedCity {
  city: string;
  postalCode: string;
  country: CountryCode;
  region: Region;
  /** E.164 country calling code, the first digits of a landline, and how many digits follow them. */
  dialCode: string;
  landline: string;
  localDigits: number;
  timezone: string;
}

const mainland = (city: string, postalCode: string, region: Region, landline: string): SeedCity => ({
  city,
  postalCode,
  country: 'FRA',
  region,
  dialCode: '33',
  landline,
  localDigits: 8,
  timezone: 'Europe/Paris',
});

export const MAINLAND_CITIES: readonly SeedCity[] = [
  mainland('Paris', '75011', 'IDF', '1'),
  mainland('Paris', '75015', 'IDF', '1'),
  mainland('Boulogne-Billancourt', '92100', 'IDF', '1'),
  mainland('Versailles', '78000', 'IDF', '1'),
  mainland('Lyon', '69003', 'ARA', '4'),
  mainland('Villeurbanne', '69100', 'ARA', '4'),
  mainland('Grenoble', '38000', 'ARA', '4'),
  mainland('Saint-Étienne', '42000', 'ARA', '4'),
  mainland('Annecy', '74000', 'ARA', '4'),
  mainland('Clermont-Ferrand', '63000', 'ARA', '4'),
  mainland('Aurillac', '15000', 'ARA', '4'),
  mainland('Bordeaux', '33000', 'NAQ', '5'),
  mainland('Limoges', '87000', 'NAQ', '5'),
  mainland('Pau', '64000', 'NAQ', '5'),
  mainland('La Rochelle', '17000', 'NAQ', '5'),
  mainland('Poitiers', '86000', 'NAQ', '5'),
  mainland('Périgueux', '24000', 'NAQ', '5'),
  mainland('Marseille', '13008', 'PAC', '4'),
  mainland('Nice', '06000', 'PAC', '4'),
  mainland('Avignon', '84000', 'PAC', '4'),
  mainland('Toulouse', '31000', 'OCC', '5'),
  mainland('Montpellier', '34000', 'OCC', '4'),
  mainland('Nîmes', '30900', 'OCC', '4'),
  mainland('Perpignan', '66000', 'OCC', '4'),
  mainland('Nantes', '44000', 'PDL', '2'),
  mainland('Angers', '49000', 'PDL', '2'),
  mainland('Le Mans', '72000', 'PDL', '2'),
  mainland('Laval', '53000', 'PDL', '2'),
  mainland('Rennes', '35000', 'BRE', '2'),
  mainland('Brest', '29200', 'BRE', '2'),
  mainland('Vannes', '56000', 'BRE', '2'),
  mainland('Strasbourg', '67000', 'GES', '3'),
  mainland('Mulhouse', '68100', 'GES', '3'),
  mainland('Nancy', '54000', 'GES', '3'),
  mainland('Metz', '57000', 'GES', '3'),
  mainland('Reims', '51100', 'GES', '3'),
  mainland('Lille', '59000', 'HDF', '3'),
  mainland('Amiens', '80000', 'HDF', '3'),
  mainland('Rouen', '76000', 'NOR', '2'),
  mainland('Caen', '14000', 'NOR', '2'),
  mainland('Cherbourg-en-Cotentin', '50100', 'NOR', '2'),
  mainland('Dijon', '21000', 'BFC', '3'),
  mainland('Besançon', '25000', 'BFC', '3'),
  mainland('Chalon-sur-Saône', '71100', 'BFC', '3'),
  mainland('Tours', '37000', 'CVL', '2'),
  mainland('Orléans', '45000', 'CVL', '2'),
  mainland('Ajaccio', '20000', 'COR', '4'),
  mainland('Bastia', '20200', 'COR', '4'),
];

const overseas = (
  city: string,
  postalCode: string,
  country: CountryCode,
  region: Region,
  phone: { dialCode: string; landline: string; localDigits: number },
  timezone: string,
): SeedCity => ({ city, postalCode, country, region, ...phone, timezone });

const REUNION = { dialCode: '262', landline: '262', localDigits: 6 };
const GUADELOUPE = { dialCode: '590', landline: '590', localDigits: 6 };

export const OVERSEAS_CITIES: readonly SeedCity[] = [
  overseas('Saint-Denis', '97400', 'REU', 'OCEAN_INDIEN', REUNION, 'Indian/Reunion'),
  overseas('Saint-Pierre', '97410', 'REU', 'OCEAN_INDIEN', REUNION, 'Indian/Reunion'),
  overseas('Pointe-à-Pitre', '97110', 'GLP', 'ANTILLES', GUADELOUPE, 'America/Guadeloupe'),
  overseas('Basse-Terre', '97100', 'GLP', 'ANTILLES', GUADELOUPE, 'America/Guadeloupe'),
  overseas(
    'Saint-Barthélemy',
    '97133',
    'BLM',
    'ANTILLES',
    { dialCode: '590', landline: '59027', localDigits: 4 },
    'America/St_Barthelemy',
  ),
  // Martinique has no country code of its own in the spec's list: it is written FRA, as the postal-code rules say.
  overseas(
    'Fort-de-France',
    '97200',
    'FRA',
    'ANTILLES',
    { dialCode: '596', landline: '596', localDigits: 6 },
    'America/Martinique',
  ),
  overseas(
    'Papeete',
    '98714',
    'PYF',
    'PACIFIQUE',
    { dialCode: '689', landline: '40', localDigits: 6 },
    'Pacific/Tahiti',
  ),
  overseas(
    'Nouméa',
    '98800',
    'NCL',
    'PACIFIQUE',
    { dialCode: '687', landline: '2', localDigits: 5 },
    'Pacific/Noumea',
  ),
  overseas(
    'Saint-Pierre',
    '97500',
    'SPM',
    'ATLANTIQUE_NORD',
    { dialCode: '508', landline: '41', localDigits: 4 },
    'America/Miquelon',
  ),
];

/** A city of mainland France nine times out of ten, an overseas one (kept by `accept`) otherwise. */
export function pickCity(accept: (city: SeedCity) => boolean = () => true): SeedCity {
  if (!faker.datatype.boolean(0.1)) return faker.helpers.arrayElement(MAINLAND_CITIES);
  return faker.helpers.arrayElement(OVERSEAS_CITIES.filter(accept));
}

/** French Polynesia and New Caledonia register companies in their own registers, not in SIRENE. */
export function hasSirene(city: SeedCity): boolean {
  return city.country !== 'PYF' && city.country !== 'NCL';
}

/** Saint-Barthélemy and Saint-Pierre-et-Miquelon are outside the EU VAT area: no intra-community number. */
export function inEuVatArea(city: SeedCity): boolean {
  return hasSirene(city) && city.country !== 'BLM' && city.country !== 'SPM';
}
