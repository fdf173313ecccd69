// NOTE: "a prefix followed by three digits": the prefix is one to eight capital letters or digits
// starting with a letter, e.g. CLI042 or 411VET123 is refused but VET123 and C411A001 are accepted.
export const ACCOUNTING_CODE_PATTERN = /^[A-Z][A-Z0-9]{0,7}[0-9]{3}$/;

export function isValidAccountingCode(code: string): boolean {
  return ACCOUNTING_CODE_PATTERN.test(code);
}
