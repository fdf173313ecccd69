// The sales journal as a spreadsheet (CSV or XLSX): one row per entry line, the columns an accounting
// software's import asks for. The server streams the rows; this says what each row holds.
import { csvAmount, xlsxAmount } from '../../money/format.ts';
import type { Account } from './chart-of-accounts.ts';
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
export const frenchDay = (isoDay: string): string =>
  `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

const frenchDate = (isoDay: string | null): string | null => (isoDay === null ? null : frenchDay(isoDay));

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

/** Refuses lines of more than one entry: the writers write an entry's shared cells once, from its first line. */
export function checkOneEntry(entry: readonly JournalLine[], writer: string): void {
  const first = entry[0];
  for (const line of entry)
    if (line.pieceRef !== first?.pieceRef || line.movementNumber !== first.movementNumber)
      throw new Error(`${writer} takes the lines of one entry: ${line.pieceRef} after ${first?.pieceRef}`);
}

/** How the CSV writes a cell (the server's csvCell: `;` quoting, formulas neutralised). */
export type CsvCellWriter = (cell: string | number | null) => string;

/** Accounts whose cells one export keeps: every general account, and the clients' up to this many. */
const ACCOUNT_CELLS_KEPT = 10_000;

/** An amount's CSV text ("1234,56", blank for 0): csvCell leaves such a text as it is. */
const csvAmountCell = (cents: number): string => (cents === 0 ? '' : csvAmount(cents));

/**
 * The CSV writer of one export: each call writes one entry's records (journalEntry's lines of one
 * document), `;`-separated and CR LF-ended, the cells of salesJournalCells. What an entry's lines share is
 * quoted once per entry, and what entries share (a journal, an account, a creditor) once per export: an
 * export writes hundreds of thousands of lines.
 */
export function salesJournalCsvWriter(csvCell: CsvCellWriter): (entry: readonly JournalLine[]) => string {
  const accounts = new Map<Account, string>();
  const creditors = new Map<string, string>();
  /** An account's two cells and their separators, general or auxiliary. */
  const accountCells = (account: Account) => {
    let cells = accounts.get(account);
    if (cells === undefined) {
      cells = `${csvCell(account.number)};${csvCell(account.label)};`;
      if (accounts.size < ACCOUNT_CELLS_KEPT) accounts.set(account, cells);
    }
    return cells;
  };
  const creditorCells = (name: string) => {
    let cells = creditors.get(name);
    if (cells === undefined) {
      cells = `;${csvCell(name)}\r\n`;
      creditors.set(name, cells);
    }
    return cells;
  };
  return (entry) => {
    const first = entry[0];
    if (first === undefined) return '';
    const head = `${csvCell(first.journal.code)};${first.movementNumber};${csvCell(frenchDate(first.date))};${csvCell(first.pieceRef)};`;
    const label = `${csvCell(first.label)};`;
    const creditor = creditorCells(first.creditorName);
    let records = '';
    checkOneEntry(entry, 'salesJournalCsvRecords');
    for (const line of entry) {
      const auxiliary = line.auxiliary === null ? ';;' : accountCells(line.auxiliary);
      const due = line.dueDate === null ? '' : csvCell(frenchDate(line.dueDate));
      records += `${head}${accountCells(line.account)}${auxiliary}${label}${csvAmountCell(line.debit)};${csvAmountCell(line.credit)};${due}${creditor}`;
    }
    return records;
  };
}

/** One entry's CSV records (salesJournalCsvWriter's, for a single entry). */
export const salesJournalCsvRecords = (entry: readonly JournalLine[], csvCell: CsvCellWriter): string =>
  salesJournalCsvWriter(csvCell)(entry);
