type Cell = string | number | null;

/**
 * Quotes a CSV cell for `;`-separated files and neutralises spreadsheet formulas (=, @, +x, -x).
 * The rows' cells get the same treatment in SQL (establishment-export-sql.ts).
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=@]/.test(text) || /^[+-][^0-9]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
