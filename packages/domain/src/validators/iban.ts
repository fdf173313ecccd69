import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** "fr76 3000 6000 0112 3456 7890 189" → "FR7630006000011234567890189". */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? '';
}

/** ISO 13616 IBAN: country rules, mod 97 check digits and, for France, the RIB key. Spaces and case are ignored. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  return iban !== '' && isValidIBAN(iban);
}

/** ISO 9362 BIC of 8 or 11 characters for a known country. Spaces and case are ignored. */
export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s/g, '').toUpperCase());
}

/** Groups of four for display: "FR76 3000 6000 0112 3456 7890 189". */
export function formatIban(value: string): string {
  const iban = compactIban(value);
  return friendlyFormatIBAN(iban) ?? iban;
}
