// A billing document as a double-entry accounting entry (issue 24 §4): the third party (411 client, or 401
// for self-billing) for the amount with VAT, each line's account for the net of its lines, the VAT per rate
// — as documentTotals computes it, never otherwise — balanced by construction and checked against the
// document's stored total.
import type { DocumentSeries } from '../../billing/enums.ts';
import { documentTotals, type TotalsLine } from '../../billing/totals.ts';
import type { VatCategory } from '../../enums.ts';
import type { Cents } from '../../money/safe-cents.ts';
import {
  type Account,
  auxiliaryAccount,
  JOURNALS,
  type JournalDefinition,
  lineAccount,
  vatAccount,
} from './chart-of-accounts.ts';

export interface JournalDocumentLine extends TotalsLine {
  /** The line's account (a revenue account 7…, or the expense account of a self-billing line). */
  accountingCode: string;
  vatCategory: VatCategory;
}

/** What the export reads of an issued document. */
export interface JournalDocument {
  series: DocumentSeries;
  /** The creditor whose books the entry goes to. */
  creditorName: string;
  /** `FVS-2026-000042`: the FEC's PieceRef. */
  number: string;
  /** YYYY-MM-DD (Paris): the entry's date, the piece's and its validation's. */
  issueDate: string;
  dueDate: string | null;
  /** The entry's number in its journal (accountingMovementIncrementalNumber). */
  movementNumber: number;
  /** The client's (or the self-billing establishment's) auxiliary account; none when it had no code. */
  auxiliaryAccount: string | null;
  clientName: string;
  /** The stored total, which the entry must match. */
  amountWithVat: Cents;
  lines: readonly JournalDocumentLine[];
}

export interface JournalLine {
  journal: JournalDefinition;
  creditorName: string;
  movementNumber: number;
  date: string;
  dueDate: string | null;
  pieceRef: string;
  account: Account;
  auxiliary: Account | null;
  label: string;
  debit: Cents;
  credit: Cents;
}

/** What every line of one entry shares. */
type EntryCommon = Pick<
  JournalLine,
  'journal' | 'creditorName' | 'movementNumber' | 'date' | 'pieceRef' | 'label'
>;

/**
 * A line of the entry with its amount on the given side: a negative amount goes to the other side, as
 * its opposite (a discount account is debited on an invoice). Written out field by field: an export makes
 * hundreds of thousands of them.
 */
function entryLine(
  common: EntryCommon,
  account: Account,
  auxiliary: Account | null,
  dueDate: string | null,
  amount: Cents,
  side: 'debit' | 'credit',
): JournalLine {
  const onDebit = amount >= 0 === (side === 'debit');
  const magnitude = Math.abs(amount);
  return {
    journal: common.journal,
    creditorName: common.creditorName,
    movementNumber: common.movementNumber,
    date: common.date,
    dueDate,
    pieceRef: common.pieceRef,
    account,
    auxiliary,
    label: common.label,
    debit: onDebit ? magnitude : 0,
    credit: onDebit ? 0 : magnitude,
  };
}

/**
 * The entry's lines: the third party first, then one line per account in the order of the document's
 * lines (their amounts summed, discounts included), then one per VAT rate. Lines of zero are left out.
 * A document whose lines do not add up to its stored total is refused (it would be a corrupt document).
 */
export function journalEntry(document: JournalDocument): JournalLine[] {
  const journal = JOURNALS[document.series];
  const totals = documentTotals(document.lines);
  if (totals.amountWithVat !== document.amountWithVat)
    throw new Error(
      `Document ${document.number}: its lines total ${totals.amountWithVat} cents, its stored total ${document.amountWithVat}`,
    );
  const common: EntryCommon = {
    journal,
    creditorName: document.creditorName,
    movementNumber: document.movementNumber,
    date: document.issueDate,
    pieceRef: document.number,
    label: `${journal.documentLabel} ${document.number} ${document.clientName}`,
  };
  const side = journal.thirdPartySide;
  const counterSide = side === 'debit' ? 'credit' : 'debit';
  const auxiliary =
    document.auxiliaryAccount === null
      ? null
      : auxiliaryAccount(document.auxiliaryAccount, document.clientName);
  const entry: JournalLine[] = [];
  if (totals.amountWithVat !== 0)
    entry.push(
      entryLine(common, journal.thirdParty, auxiliary, document.dueDate, totals.amountWithVat, side),
    );
  const byAccount = new Map<string, Cents>();
  for (const line of document.lines)
    byAccount.set(line.accountingCode, (byAccount.get(line.accountingCode) ?? 0) + line.amountWithoutVat);
  for (const [code, amount] of byAccount)
    if (amount !== 0) entry.push(entryLine(common, lineAccount(code), null, null, amount, counterSide));
  for (const { vatCategory, vat } of totals.vatBreakdown)
    if (vat !== 0)
      entry.push(entryLine(common, vatAccount(journal.vat, vatCategory), null, null, vat, counterSide));
  return entry;
}

/** Σ debit − Σ credit of lines: 0 for every entry journalEntry makes. */
export const entryBalance = (lines: readonly Pick<JournalLine, 'debit' | 'credit'>[]): Cents =>
  lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
