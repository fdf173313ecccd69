// A row as pg reads journalDocumentsStatement's (array mode), for the row reader's tests.

export interface JournalRowValues {
  number?: string;
  dueDate?: string | null;
  movementNumber?: number | null;
  accountingCode?: string | null;
  clientName?: string;
  amountWithVat?: number;
  lines: string | null;
}

export const journalRow = (values: JournalRowValues): unknown[] => [
  'INVOICE',
  values.number ?? 'FVS-2026-000042',
  '2026-03-05',
  values.dueDate === undefined ? '2026-04-04' : values.dueDate,
  values.movementNumber === undefined ? 17 : values.movementNumber,
  values.accountingCode === undefined ? 'CABC123' : values.accountingCode,
  values.clientName ?? 'Clinique des Tilleuls – Nord',
  values.amountWithVat ?? 17_275,
  'Vetbo Services',
  values.lines,
];
