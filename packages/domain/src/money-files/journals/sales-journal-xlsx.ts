// The sales journal's XLSX rows, written entry by entry as the CSV's are (salesJournalCsvWriter): the sheet
// of 100 000 invoices has 700 000 rows, and what an entry's rows share (journal, number, date, piece, label,
// creditor) or what entries share (the accounts) is written once. The cells are salesJournalCells' for
// 'xlsx', in SpreadsheetML (ECMA-376 §18.3.1): texts are the workbook's shared strings, which the server
// owns, so a row is ASCII markup, digits and indexes only.
import { xlsxAmount } from '../../money/format.ts';
import type { Account } from './chart-of-accounts.ts';
import type { JournalLine } from './sales-journal.ts';
import { checkOneEntry, frenchDay } from './sales-journal-sheet.ts';

/**
 * A text's cell after its `<c` and optional reference, up to `</c>`: its style, its type and its shared
 * string's index (` t="s"><v>12</v></c>`). The server's, which also marks a formula-like text. `distinct`
 * says that no other cell repeats the text (the piece's number, the entry's label): the server then adds it
 * to its table without looking for it.
 */
export type XlsxTextCell = (text: string, distinct?: boolean) => string;

export interface SalesJournalXlsxOptions {
  textCell: XlsxTextCell;
  /** The euros' number format, as a style attribute (` s="2"`). */
  amountStyle: string;
  /** The number of the first row written (the header is the server's). */
  firstRow: number;
}

/** Accounts whose cells one export keeps: every general account, and the clients' up to this many. */
const ACCOUNT_CELLS_KEPT = 10_000;

/** The sheet's columns by letter, in the order of SALES_JOURNAL_COLUMNS. */
const [LABEL, CREDIT, DUE, CREDITOR] = ['I', 'K', 'L', 'M'] as const;

/**
 * The XLSX writer of one export: each call writes one entry's `<row>` elements, numbered on from
 * `firstRow`. A cell carries its reference (`r="K12"`) only when it does not follow the cell before it (a
 * row's first, or after an empty one): readers place a cell without one in the next column.
 */
export function salesJournalXlsxWriter({
  textCell,
  amountStyle,
  firstRow,
}: SalesJournalXlsxOptions): (entry: readonly JournalLine[]) => string {
  const accounts = new Map<Account, string>();
  const creditors = new Map<string, string>();
  const amountOpen = `${amountStyle}><v>`;
  let row = firstRow;
  /** An account's two cells, general or auxiliary. */
  const accountCells = (account: Account) => {
    let cells = accounts.get(account);
    if (cells === undefined) {
      cells = `<c${textCell(account.number)}<c${textCell(account.label)}`;
      if (accounts.size < ACCOUNT_CELLS_KEPT) accounts.set(account, cells);
    }
    return cells;
  };
  const creditorCell = (name: string) => {
    let cell = creditors.get(name);
    if (cell === undefined) {
      cell = textCell(name);
      creditors.set(name, cell);
    }
    return cell;
  };
  return (entry) => {
    const first = entry[0];
    if (first === undefined) return '';
    checkOneEntry(entry, 'salesJournalXlsxWriter');
    // Column A's reference is the row's; the rest of the entry's head follows it.
    const head = `${textCell(first.journal.code)}<c><v>${first.movementNumber}</v></c><c${textCell(frenchDay(first.date))}<c${textCell(first.pieceRef, true)}`;
    const label = textCell(first.label, true);
    const creditor = creditorCell(first.creditorName);
    let rows = '';
    for (const line of entry) {
      const due = line.dueDate === null ? null : textCell(frenchDay(line.dueDate));
      let xml = `<row r="${row}"><c r="A${row}"${head}${accountCells(line.account)}`;
      xml +=
        line.auxiliary === null
          ? `<c r="${LABEL}${row}"${label}`
          : `${accountCells(line.auxiliary)}<c${label}`;
      let follows = true;
      if (line.debit !== 0) xml += `<c${amountOpen}${xlsxAmount(line.debit)}</v></c>`;
      else follows = false;
      if (line.credit !== 0) {
        xml += `${follows ? '<c' : `<c r="${CREDIT}${row}"`}${amountOpen}${xlsxAmount(line.credit)}</v></c>`;
        follows = true;
      } else follows = false;
      if (due !== null) {
        xml += `${follows ? '<c' : `<c r="${DUE}${row}"`}${due}<c${creditor}`;
      } else xml += `<c r="${CREDITOR}${row}"${creditor}`;
      rows += `${xml}</row>`;
      row++;
    }
    return rows;
  };
}
