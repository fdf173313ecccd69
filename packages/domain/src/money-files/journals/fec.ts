// The fichier des écritures comptables (LPF art. A47 A-1, BOI-CF-IOR-60-40-20): the 18 columns in their
// order, tab-separated, one record per entry line, dates AAAAMMJJ, amounts with a decimal comma.
import { fecAmount } from '../../money/format.ts';
import type { Account, JournalDefinition } from './chart-of-accounts.ts';
import { latin9Codes } from './fec-encoding.ts';
import type { JournalLine } from './sales-journal.ts';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** Records end with CR LF (the format takes CR, LF or both). */
export const FEC_RECORD_END = '\r\n';

/** The first record: the columns' names. */
export const FEC_HEADER = `${FEC_COLUMNS.join('\t')}${FEC_RECORD_END}`;

/** YYYY-MM-DD → AAAAMMJJ. */
export function fecDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) throw new RangeError(`Not a day: ${isoDay}`);
  return isoDay.replaceAll('-', '');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that would break a record
const BREAKERS = /[\u0000-\u001f\u007f-\u009f|\u2028\u2029]+/g;

/**
 * A text cell that cannot break a column or a record: tabs, line breaks, other control characters and
 * pipes (the other separator the format allows, which some readers assume) become one space.
 */
export const fecText = (text: string | null | undefined): string =>
  (text ?? '').replace(BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();

/**
 * What fecText or latin9Codes would change: a breaker, two spaces in a row, a space at either end (trim's
 * other spaces are breakers or above U+00FF), a character that is not its own byte in ISO 8859-15. Most
 * texts have none: they are written as they are.
 */
const NEEDS_CLEANING =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that would break a record
  /[\u0000-\u001f\u007f-\u009f|\u00a4\u00a6\u00a8\u00b4\u00b8\u00bc-\u00be\u0100-\uffff]| {2}|^[ \u00a0]|[ \u00a0]$/;

/** A text cell as the file holds it: no breaker (fecText), in ISO 8859-15 codes (latin9Codes). */
const cell = (text: string | null | undefined) =>
  text == null ? '' : NEEDS_CLEANING.test(text) ? latin9Codes(fecText(text)) : text;

/** The accounts (general and auxiliary) and journals of an export, each written once. */
const accountCells = new WeakMap<Account, string>();
const journalCells = new WeakMap<JournalDefinition, string>();
function accountCell(account: Account): string {
  let cells = accountCells.get(account);
  if (cells === undefined) {
    cells = `${cell(account.number)}\t${cell(account.label)}`;
    accountCells.set(account, cells);
  }
  return cells;
}
function journalCell(journal: JournalDefinition): string {
  let cells = journalCells.get(journal);
  if (cells === undefined) {
    cells = `${cell(journal.code)}\t${cell(journal.label)}`;
    journalCells.set(journal, cells);
  }
  return cells;
}

/**
 * The records of one entry (journalEntry's lines of one document), one per line, as ISO 8859-15 codes:
 * every character's code is its byte (the server writes the text as Latin-1). EcritureNum is the entry's
 * number in its journal; EcritureDate, PieceDate and ValidDate the document's issue day (an issued
 * document is final from its issue, and its entry with it: the day it became intangible); no lettering
 * (the payments are not in this file); the amounts are in euros, the accounting currency, so Montantdevise
 * and Idevise stay empty. What the lines share is written once.
 */
export function fecRecords(entry: readonly JournalLine[]): string {
  const first = entry[0];
  if (first === undefined) return '';
  const day = fecDate(first.date);
  const head = `${journalCell(first.journal)}\t${first.movementNumber}\t${day}\t`;
  const piece = `\t${cell(first.pieceRef)}\t${day}\t${cell(first.label)}\t`;
  const tail = `\t\t\t${day}\t\t${FEC_RECORD_END}`;
  let records = '';
  for (const line of entry) {
    if (line.pieceRef !== first.pieceRef || line.movementNumber !== first.movementNumber)
      throw new Error(`fecRecords takes the lines of one entry: ${line.pieceRef} after ${first.pieceRef}`);
    const auxiliary = line.auxiliary ? accountCell(line.auxiliary) : '\t';
    records += `${head}${accountCell(line.account)}\t${auxiliary}${piece}${fecAmount(line.debit)}\t${fecAmount(line.credit)}${tail}`;
  }
  return records;
}

/** One line's record (fecRecords of a one-line entry). */
export const fecRecord = (line: JournalLine): string => fecRecords([line]);

/**
 * `<SIREN>FEC<AAAAMMJJ>.txt`: the SIREN is the first 9 digits of the creditor's SIRET (legalCode), the
 * date the fiscal year's closing day.
 */
export function fecFileName(legalCode: string, closingDay: string): string {
  const digits = legalCode.replace(/\s/g, '');
  if (!/^\d{9}/.test(digits)) throw new RangeError(`No SIREN in the legal code ${legalCode}`);
  return `${digits.slice(0, 9)}FEC${fecDate(closingDay)}.txt`;
}

/** A fiscal year: the calendar year (no creditor has another closing date in the product yet). */
export function fiscalYearDays(year: number): { firstDay: string; closingDay: string } {
  if (!Number.isInteger(year) || year < 1900 || year > 9999)
    throw new RangeError(`Not a fiscal year: ${year}`);
  return { firstDay: `${year}-01-01`, closingDay: `${year}-12-31` };
}
