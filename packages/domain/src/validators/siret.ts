const SIREN_PATTERN = /^[0-9]{9}$/;
const SIRET_PATTERN = /^[0-9]{14}$/;
const LA_POSTE_SIREN = '356000000';

/** Luhn: from the right, every second digit is doubled (minus 9 past 9); the sum must end in 0. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function digitSum(digits: string): number {
  let sum = 0;
  for (const digit of digits) sum += Number(digit);
  return sum;
}

/** Strips the spaces and dots people type in "732 829 320" or "732.829.320". */
export function compactLegalNumber(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** SIREN: nine digits whose last one is a Luhn check digit. */
export function isValidSiren(value: string): boolean {
  const siren = compactLegalNumber(value);
  return SIREN_PATTERN.test(siren) && passesLuhn(siren);
}

/**
 * SIRET: the SIREN followed by a five-digit establishment number (NIC), Luhn over the fourteen digits.
 * NOTE: La Poste has too many establishments for Luhn: under SIREN 356000000 a SIRET whose digits add
 * up to a multiple of 5 is valid too (its head office, 35600000000048, is an ordinary Luhn number).
 */
export function isValidSiret(value: string): boolean {
  const siret = compactLegalNumber(value);
  if (!SIRET_PATTERN.test(siret) || !isValidSiren(siret.slice(0, 9))) return false;
  if (passesLuhn(siret)) return true;
  return siret.startsWith(LA_POSTE_SIREN) && digitSum(siret) % 5 === 0;
}

/** The SIREN part of a SIRET (its first nine digits). */
export function sirenOfSiret(siret: string): string {
  return compactLegalNumber(siret).slice(0, 9);
}
