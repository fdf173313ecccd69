import { describe, expect, it } from 'vitest';
import { journalDocument } from './sales-journals.rows.ts';
import { FIELD_SEPARATOR as F } from './sales-journals.sql.ts';

const row = (movementNumber: number | null, lines: string) => [
  'INVOICE',
  'FVS-2026-000043',
  '2026-03-05',
  null,
  movementNumber,
  null,
  'Clinique des Tilleuls',
  1_200,
  'Vetbo Services',
  lines,
];

describe('journalDocument: a row the statement should never write', () => {
  it('refuses a document without an entry number, and a line without its three fields', () => {
    expect(() => journalDocument(row(null, `706100${F}STANDARD${F}1000`))).toThrow(
      'Document FVS-2026-000043 has no entry number',
    );
    expect(() => journalDocument(row(3, `706100${F}1000`))).toThrow('Not a document line: 706100');
  });
});
