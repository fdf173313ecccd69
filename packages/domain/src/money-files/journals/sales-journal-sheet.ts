// The sales journal as a spreadsheet (CSV or XLSX): one row per entry line, the columns an accounting
// software's import asks for. The server streams the rows; this says what each row holds.
import { csvAmount, xlsxAmount } from '../../money/format.ts';
import type { JournalLine } from './sales-journal.ts';

/** Structurally the server's SheetColumn (apps/server/src/lib/export/sheet-writers.ts). */
export interface JournalSheetColumn {
  header: string;
  width: number;
  format?: 'euros';
}

/** The file's columns, in the order of salesJournalCells. */
export const SALES_JOURNAL_COLUMNS: readonly JournalSheetColumn[] = [
  { header: 'Journal', width: 8 },
  { header: 'N° d’écriture', width: 12 },
  { header: 'Date', width: 12 },
  { header: 'N° de pièce', width: 18 },
  { header: 'Compte général', width: 14 },
  { header: 'Intitulé du compte', width: 32 },
  { header: 'Compte auxiliaire', width: 16 },
  { header: 'Intitulé auxiliaire', width: 32 },
  { header: 'Libellé', width: 48 },
  { header: 'Débit', width: 14, format: 'euros' },
  { header: 'Crédit', width: 14, format: 'euros' },
  { header: 'Échéance', width: 12 },
  { header: 'Créancier', width: 24 },
];

/** DD/MM/YYYY, what French spreadsheets and accounting imports read as a date. */
function frenchDate(isoDay: string | null): string | null {
  return isoDay === null ? null : `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
}

/** An amount's cell: CSV text ("1234,56") or an XLSX number; an empty side is left blank. */
function amountCell(cents: number, format: 'csv' | 'xlsx'): string | number | null {
  if (cents === 0) return null;
  return format === 'xlsx' ? xlsxAmount(cents) : csvAmount(cents);
}

/** A line's cells, in the order of SALES_JOURNAL_COLUMNS. */
export function salesJournalCells(line: JournalLine, format: 'csv' | 'xlsx'): (string | number | null)[] {
  return [
    line.journal.code,
    line.movementNumber,
    frenchDate(line.date),
    line.pieceRef,
    line.account.number,
    line.account.label,
    line.auxiliary?.number ?? null,
    line.auxiliary?.label ?? null,
    line.label,
    amountCell(line.debit, format),
    amountCell(line.credit, format),
    frenchDate(line.dueDate),
    line.creditorName,
  ];
}

/** How the CSV writes a cell (the server's csvCell: `;` quoting, formulas neutralised). */
export type CsvCellWriter = (cell: string | number | null) => string;

/**
 * The CSV records of one entry (journalEntry's lines of one document), `;`-separated and CR LF-ended, the
 * cells of salesJournalCells: what the lines share is quoted once per entry, not once per line.
 */
export function salesJournalCsvRecords(entry: readonly JournalLine[], csvCell: CsvCellWriter): string {
  const first = entry[0];
  if (first === undefined) return '';
  const head = `${csvCell(first.journal.code)};${first.movementNumber};${csvCell(frenchDate(first.date))};${csvCell(first.pieceRef)};`;
  const label = `;${csvCell(first.label)};`;
  const creditor = `;${csvCell(first.creditorName)}\r\n`;
  let records = '';
  for (const line of entry) {
    if (line.pieceRef !== first.pieceRef || line.movementNumber !== first.movementNumber)
      throw new Error(
        `salesJournalCsvRecords takes the lines of one entry: ${line.pieceRef} after ${first.pieceRef}`,
      );
    records += `${head}${csvCell(line.account.number)};${csvCell(line.account.label)};${csvCell(
      line.auxiliary?.number ?? null,
    )};${csvCell(line.auxiliary?.label ?? null)}${label}${csvCell(amountCell(line.debit, 'csv'))};${csvCell(
      amountCell(line.credit, 'csv'),
    )};${csvCell(frenchDate(line.dueDate))}${creditor}`;
  }
  return records;
}
