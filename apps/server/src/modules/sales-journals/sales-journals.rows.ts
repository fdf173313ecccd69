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
    lines: (lines === null ? [] : lines.split(LINE_SEPARATOR)).map((line) => {
      const [code, vatCategory, amount] = line.split(FIELD_SEPARATOR) as [string, VatCategory, string];
      return { accountingCode: code, vatCategory, amountWithoutVat: Number(amount) };
    }),
  };
}
