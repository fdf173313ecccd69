// NAF rév. 2 code (the APE code INSEE gives each company): 2 digits, 2 digits, 1 letter, written
// "75.00Z" by INSEE and often "7500Z" on documents; both are accepted.
const APE_CODE_PATTERN = /^([0-9]{2})\.?([0-9]{2})([A-Z])$/;

export function isValidApeCode(value: string): boolean {
  return APE_CODE_PATTERN.test(value.trim().toUpperCase());
}

/** INSEE's written form, "7500z" → "75.00Z"; null when the value is not an APE code. */
export function formatApeCode(value: string): string | null {
  const match = APE_CODE_PATTERN.exec(value.trim().toUpperCase());
  return match ? `${match[1]}.${match[2]}${match[3]}` : null;
}
