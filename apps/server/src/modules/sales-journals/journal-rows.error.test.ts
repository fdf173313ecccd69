import { describe, expect, it } from 'vitest';
import { journalRow } from './journal-rows.fixtures.ts';
import { journalDocument } from './sales-journals.rows.ts';
import { FIELD_SEPARATOR as F } from './sales-journals.sql.ts';

describe('journalDocument: a row the statement should never write', () => {
  it('refuses a document without an entry number, and a line without its three fields', () => {
    expect(() =>
      journalDocument(
        journalRow({ number: 'FVS-2026-000043', movementNumber: null, lines: `706100${F}STANDARD${F}1000` }),
      ),
    ).toThrow('Document FVS-2026-000043 has no entry number');
    expect(() => journalDocument(journalRow({ lines: `706100${F}1000` }))).toThrow(
      'Not a document line: 706100',
    );
  });
});
