// The domain stores ISO 3166 alpha-3 countries; Factur-X (BT-40, BT-55, BT-80) wants alpha-2.
import type { CountryCode } from '@vetbo/domain/enums';

export const ALPHA2: Readonly<Record<CountryCode, string>> = {
  BEL: 'BE',
  BLM: 'BL',
  CAN: 'CA',
  CHE: 'CH',
  FRA: 'FR',
  GBR: 'GB',
  GLP: 'GP',
  LUX: 'LU',
  NCL: 'NC',
  PYF: 'PF',
  REU: 'RE',
  SPM: 'PM',
};

/** The country's name in French, printed under an address outside France. */
export const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  BEL: 'Belgique',
  BLM: 'Saint-Barthélemy',
  CAN: 'Canada',
  CHE: 'Suisse',
  FRA: 'France',
  GBR: 'Royaume-Uni',
  GLP: 'Guadeloupe',
  LUX: 'Luxembourg',
  NCL: 'Nouvelle-Calédonie',
  PYF: 'Polynésie française',
  REU: 'La Réunion',
  SPM: 'Saint-Pierre-et-Miquelon',
};
