// A document's number (docs/decisions.md "Invoice numbers"): the series prefix of its creditor, the year
// of issue, and the 6-digit sequence of that series and year — `FVS-2026-000042`.

export const SEQUENCE_DIGITS = 6;
export const MAX_SEQUENCE = 999_999;

export function formatDocumentNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE)
    throw new RangeError(`Sequence ${sequence} is not between 1 and ${MAX_SEQUENCE}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999)
    throw new RangeError(`Year ${year} is out of range`);
  return `${prefix}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

const NUMBER = /^([A-Z][A-Z0-9]{1,5})-(\d{4})-(\d{6})$/;

export function parseDocumentNumber(
  number: string,
): { prefix: string; year: number; sequence: number } | null {
  const match = NUMBER.exec(number);
  if (!match) return null;
  const [, prefix, year, sequence] = match;
  return { prefix: prefix as string, year: Number(year), sequence: Number(sequence) };
}
