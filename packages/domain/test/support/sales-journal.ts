import type { JournalDocument, JournalDocumentLine } from '../../src/money-files/journals/sales-journal.ts';

// Shared by sales-journal.error.test.ts and sales-journal.happy.test.ts.
export const line = (
  accountingCode: string,
  amountWithoutVat: number,
  vatCategory: JournalDocumentLine['vatCategory'] = 'STANDARD',
): JournalDocumentLine => ({ accountingCode, amountWithoutVat, vatCategory });

export const document = (overrides: Partial<JournalDocument>): JournalDocument => ({
  series: 'INVOICE',
  creditorName: 'Vetbo Services',
  number: 'FVS-2026-000042',
  issueDate: '2026-11-27',
  dueDate: '2026-12-27',
  movementNumber: 7,
  auxiliaryAccount: 'CABC123',
  clientName: 'Clinique des Tilleuls',
  amountWithVat: 12_000,
  lines: [line('706100', 10_000)],
  ...overrides,
});
