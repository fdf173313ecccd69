// SEPA creditor identifier (ICS in France): country, two check digits, a three-character creditor business
// code (ZZZ when unused) and the national identifier, e.g. FR72ZZZ123456.
const SCI_PATTERN = /^([A-Z]{2})([0-9]{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

/** ISO 7064 mod 97-10 remainder of an alphanumeric string, letters read as A = 10 … Z = 35. */
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const digits = String(Number.parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** NOTE: the check digits cover the national identifier and the country, never the business code. */
function checkDigits(country: string, nationalIdentifier: string): string {
  return String(98 - mod97(`${nationalIdentifier}${country}00`)).padStart(2, '0');
}

export function sepaCreditorIdentifier(
  country: string,
  nationalIdentifier: string,
  businessCode = 'ZZZ',
): string {
  return `${country}${checkDigits(country, nationalIdentifier)}${businessCode}${nationalIdentifier}`;
}

export function isValidSepaCreditorIdentifier(value: string): boolean {
  const match = SCI_PATTERN.exec(value.replace(/\s/g, '').toUpperCase());
  if (!match) return false;
  const [, country = '', digits = '', , nationalIdentifier = ''] = match;
  return checkDigits(country, nationalIdentifier) === digits;
}
