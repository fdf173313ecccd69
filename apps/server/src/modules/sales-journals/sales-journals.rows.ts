// A row of journalDocumentsStatement (array mode, as pg parses it) as the domain's JournalDocument.
import type { DocumentSeries } from '@vetbo/domain/billing/enums';
import type { VatCategory } from '@vetbo/domain/enums';
import type { JournalDocument } from '@vetbo/domain/money-files/journals/sales-journal';
import { FIELD_SEPARATOR, LINE_SEPARATOR } from './sales-journals.sql.ts';

type Row = [
  series: DocumentSeries,
  number: string,
  issueDate: string,
  dueDate: string | null,
  movementNumber: number | null,
  accountingCode: string | null,
  clientName: string,
  amountWithVat: number,
  creditorName: string,
  lines: string | null,
];

export function journalDocument(raw: unknown[]): JournalDocument {
  const [
    series,
    number,
    issueDate,
    dueDate,
    movementNumber,
    accountingCode,
    clientName,
    amountWithVat,
    creditorName,
    lines,
  ] = raw as Row;
  // numberJournalEntries numbered every document the statement reads, in the same scope, before it ran.
  if (movementNumber === null) throw new Error(`Document ${number} has no entry number`);
  return {
    series,
    creditorName,
    number,
    issueDate,
    dueDate,
    movementNumber,
    auxiliaryAccount: accountingCode,
    clientName,
    amountWithVat,
    lines: lines === null ? [] : documentLines(lines),
  };
}

/**
 * The lines' text (account, VAT category and amount of each, FIELD_SEPARATOR between them, LINE_SEPARATOR
 * between lines), read by position: an export reads hundreds of thousands of lines.
 */
function documentLines(text: string): JournalDocument['lines'] {
  const lines: JournalDocument['lines'][number][] = [];
  let start = 0;
  while (start < text.length) {
    const afterCode = text.indexOf(FIELD_SEPARATOR, start);
    const afterCategory = text.indexOf(FIELD_SEPARATOR, afterCode + 1);
    let end = text.indexOf(LINE_SEPARATOR, afterCategory + 1);
    if (end === -1) end = text.length;
    if (afterCode === -1 || afterCategory === -1)
      throw new Error(`Not a document line: ${text.slice(start, end)}`);
    lines.push({
      accountingCode: text.slice(start, afterCode),
      vatCategory: text.slice(afterCode + 1, afterCategory) as VatCategory,
      amountWithoutVat: Number(text.slice(afterCategory + 1, end)),
    });
    start = end + 1;
  }
  return lines;
}
