import { journalEntry } from '../../src/money-files/journals/sales-journal.ts';

// Shared by fec.error.test.ts and fec.happy.test.ts.
export const entry = journalEntry({
  series: 'INVOICE',
  creditorName: 'Vetbo Services',
  number: 'FVS-2026-000042',
  issueDate: '2026-03-05',
  dueDate: '2026-04-04',
  movementNumber: 15,
  auxiliaryAccount: 'CABC123',
  clientName: 'Clinique\tdes\r\nTilleuls | Nantes',
  amountWithVat: 12_346,
  lines: [{ accountingCode: '706100', vatCategory: 'STANDARD', amountWithoutVat: 10_288 }],
});
