import { describe, expect, it } from 'vitest';
import { journalRow } from './journal-rows.fixtures.ts';
import { journalDocument } from './sales-journals.rows.ts';
import { FIELD_SEPARATOR as F, LINE_SEPARATOR as L } from './sales-journals.sql.ts';

describe('journalDocument: a row of the journal statement as the domain’s document', () => {
  it('reads every field and each line by position', () => {
    const lines = [
      `706100${F}STANDARD${F}10000`,
      `709000${F}STANDARD${F}-1000`,
      `707000${F}REDUCED_RATE${F}5000`,
    ];
    expect(journalDocument(journalRow({ lines: lines.join(L) }))).toEqual({
      series: 'INVOICE',
      creditorName: 'Vetbo Services',
      number: 'FVS-2026-000042',
      issueDate: '2026-03-05',
      dueDate: '2026-04-04',
      movementNumber: 17,
      auxiliaryAccount: 'CABC123',
      clientName: 'Clinique des Tilleuls – Nord',
      amountWithVat: 17_275,
      lines: [
        { accountingCode: '706100', vatCategory: 'STANDARD', amountWithoutVat: 10_000 },
        { accountingCode: '709000', vatCategory: 'STANDARD', amountWithoutVat: -1_000 },
        { accountingCode: '707000', vatCategory: 'REDUCED_RATE', amountWithoutVat: 5_000 },
      ],
    });
  });

  it('reads a document without lines, due day or auxiliary account', () => {
    expect(journalDocument(journalRow({ lines: null, dueDate: null, accountingCode: null }))).toMatchObject({
      dueDate: null,
      auxiliaryAccount: null,
      lines: [],
    });
    expect(journalDocument(journalRow({ lines: `706100${F}EXEMPT${F}0` })).lines).toEqual([
      { accountingCode: '706100', vatCategory: 'EXEMPT', amountWithoutVat: 0 },
    ]);
  });
});
