import { describe, expect, it } from 'vitest';
import { journalEntry } from '../src/money-files/journals/sales-journal.ts';
import { salesJournalCsvRecords } from '../src/money-files/journals/sales-journal-sheet.ts';
import { salesJournalXlsxWriter } from '../src/money-files/journals/sales-journal-xlsx.ts';
import { document } from './support/sales-journal.ts';

describe('journalEntry: a document as a balanced double entry', () => {
  it('refuses a document whose lines do not make its stored total', () => {
    expect(() => journalEntry(document({ amountWithVat: 12_001 }))).toThrow(/FVS-2026-000042/);
  });
});

describe('salesJournalCsvRecords: an entry’s CSV records at once', () => {
  const quote = (cell: string | number | null) =>
    cell === null ? '' : String(cell).includes(';') ? `"${cell}"` : String(cell);

  it('refuses lines of two entries', () => {
    const mixed = [...journalEntry(document({})), ...journalEntry(document({ number: 'FVS-2026-000043' }))];
    expect(() => salesJournalCsvRecords(mixed, quote)).toThrow(/one entry/);
  });
});

describe('salesJournalXlsxWriter: an entry’s rows at once', () => {
  it('refuses lines of two entries', () => {
    const mixed = [...journalEntry(document({})), ...journalEntry(document({ number: 'FVS-2026-000043' }))];
    const write = salesJournalXlsxWriter({
      textCell: () => ' t="s"><v>0</v></c>',
      amountStyle: '',
      firstRow: 2,
    });
    expect(() => write(mixed)).toThrow(/one entry/);
  });
});
