type Cell = string | number | null;

/** A negative number written as text ("-12", "-12,50"): a spreadsheet reads it as the number it is. */
const PLAIN_NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * Text a spreadsheet would evaluate as a formula (OWASP "CSV injection"): starting with `=`, `@`, a tab
 * or a carriage return; starting with `+` (a phone number in international format too: kept as text, it
 * keeps its "+" instead of becoming the number 33612345678); starting with `-` unless the whole text is a
 * plain negative number (`-1+cmd|' /C calc'!A0` is a formula, `-12` is not).
 * The establishments export applies the same rule in SQL (establishment-export-sql.ts).
 */
export function looksLikeFormula(text: string): boolean {
  const first = text.charAt(0);
  if (first === '=' || first === '@' || first === '+' || first === '\t' || first === '\r') return true;
  return first === '-' && !PLAIN_NEGATIVE_NUMBER.test(text);
}

/**
 * Quotes a CSV cell for `;`-separated files and neutralises spreadsheet formulas with a leading `'`
 * (looksLikeFormula). Numbers are numbers: written as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = looksLikeFormula(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
