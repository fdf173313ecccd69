import type { CountryCode } from '../enums.ts';

const POSTAL_CODE_PATTERNS: Record<CountryCode, RegExp> = {
  // Mainland and Corsica (01000–95999) plus the overseas departments without their own country code here.
  FRA: /^(?:0[1-9]|[1-8][0-9]|9[0-5])[0-9]{3}$|^97[1-6][0-9]{2}$/,
  GLP: /^971[0-9]{2}$/,
  REU: /^974[0-9]{2}$/,
  SPM: /^97500$/,
  BLM: /^97133$/,
  PYF: /^987[0-9]{2}$/,
  NCL: /^988[0-9]{2}$/,
  BEL: /^[1-9][0-9]{3}$/,
  LUX: /^(?:L-)?[0-9]{4}$/,
  CHE: /^[1-9][0-9]{3}$/,
  CAN: /^[A-CEGHJ-NPR-TVXY][0-9][A-CEGHJ-NPR-TV-Z] ?[0-9][A-CEGHJ-NPR-TV-Z][0-9]$/,
  GBR: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/,
};

export function isValidPostalCode(postalCode: string, country: CountryCode): boolean {
  return POSTAL_CODE_PATTERNS[country].test(postalCode.trim().toUpperCase());
}
