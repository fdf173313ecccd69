import { fakerFR as faker } from '@faker-js/faker';
import { isValidIban } from '@vetbo/domain/validators/iban';
import { isValidSiren, isValidSiret } from '@vetbo/domain/validators/siret';
import { composeIBAN } from 'ibantools';
import type { SeedBank } from './banks.ts';

/** Appends the digit that makes `isValid` accept the number (a Luhn key here). */
export function withCheckDigit(base: string, isValid: (value: string) => boolean): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (isValid(`${base}${digit}`)) return `${base}${digit}`;
  }
  throw new RangeError(`No check digit completes ${base}`);
}

/** A fresh SIRET (SIREN and a head-office NIC, both with their Luhn key), not in `used`. */
export function uniqueSiret(used: Set<string>): string {
  for (;;) {
    const siren = withCheckDigit(faker.string.numeric({ length: 8, allowLeadingZeros: false }), isValidSiren);
    const nic = `000${faker.number.int({ min: 1, max: 9 })}`;
    const siret = withCheckDigit(`${siren}${nic}`, isValidSiret);
    if (!used.has(siret)) {
      used.add(siret);
      return siret;
    }
  }
}

/** NOTE: the French RIB key is 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), for numeric accounts. */
function ribKey(bankCode: string, branchCode: string, accountNumber: string): string {
  const sum = 89 * Number(bankCode) + 15 * Number(branchCode) + 3 * Number(accountNumber);
  return String(97 - (sum % 97)).padStart(2, '0');
}

/** A French IBAN at `bank`, with a valid RIB key and IBAN check digits. */
export function frenchIban(bank: SeedBank): string {
  const branchCode = faker.string.numeric(5);
  const accountNumber = faker.string.numeric(11);
  const bban = `${bank.bankCode}${branchCode}${accountNumber}${ribKey(bank.bankCode, branchCode, accountNumber)}`;
  const iban = composeIBAN({ countryCode: 'FR', bban });
  if (!iban || !isValidIban(iban)) throw new RangeError(`Generated an invalid IBAN from ${bban}`);
  return iban;
}

/** An E.164 landline of a city: "+33" + "4" + eight digits for Lyon, "+262" + "262" + six digits for Réunion. */
export function landline(city: { dialCode: string; landline: string; localDigits: number }): string {
  return `+${city.dialCode}${city.landline}${faker.string.numeric(city.localDigits)}`;
}

/** A French mobile number in E.164: +33 6… or +33 7…. */
export function frenchMobile(): string {
  return `+33${faker.helpers.arrayElement(['6', '7'])}${faker.string.numeric(8)}`;
}

/** "Clinique vétérinaire des Tilleuls" → "clinique-veterinaire-des-tilleuls". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
