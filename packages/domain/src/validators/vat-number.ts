import { compactLegalNumber, isValidSiren } from './siret.ts';

// New-style keys use these characters: digits, then letters without I and O.
const KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const FRENCH_VAT_PATTERN = /^FR[0-9A-HJ-NP-Z]{2}[0-9]{9}$/;

/** "FR 44 732 829 320", "fr44732829320" → "FR44732829320". */
export function compactVatNumber(value: string): string {
  return compactLegalNumber(value).replace(/-/g, '').toUpperCase();
}

/** The numeric key: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The intra-community VAT number the tax office derives from a SIREN: FR, key, SIREN. */
export function frenchVatNumberFromSiren(siren: string): string {
  const compact = compactLegalNumber(siren);
  if (!isValidSiren(compact)) throw new RangeError(`Invalid SIREN: ${siren}`);
  return `FR${frenchVatKey(compact)}${compact}`;
}

/**
 * NOTE: new-style keys (at least one letter, given when the numeric key space ran out) are checked
 * with the tax office's mod 11 rule; both digits of an old-style key come from frenchVatKey.
 */
function hasValidNewStyleKey(key: string, siren: string): boolean {
  const first = KEY_ALPHABET.indexOf(key.charAt(0));
  const second = KEY_ALPHABET.indexOf(key.charAt(1));
  const check = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

/** French intra-community VAT number: FR + two-character key + SIREN. Spaces and case are ignored. */
export function isValidFrenchVatNumber(value: string): boolean {
  const vat = compactVatNumber(value);
  if (!FRENCH_VAT_PATTERN.test(vat)) return false;
  const key = vat.slice(2, 4);
  const siren = vat.slice(4);
  // Monaco companies hold French VAT numbers built on a "000" pseudo-SIREN that has no Luhn digit.
  if (!siren.startsWith('000') && !isValidSiren(siren)) return false;
  if (/^[0-9]{2}$/.test(key)) return key === frenchVatKey(siren);
  return hasValidNewStyleKey(key, siren);
}
