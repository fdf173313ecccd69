import { describe, expect, it } from 'vitest';
import {
  FEC_COLUMNS,
  FEC_HEADER,
  fecFileName,
  fecRecord,
  fecRecords,
  fecText,
  fiscalYearDays,
} from '../src/money-files/journals/fec.ts';
import { latin9, latin9Codes } from '../src/money-files/journals/fec-encoding.ts';
import { journalEntry } from '../src/money-files/journals/sales-journal.ts';
import { entry } from './support/fec.ts';
import { document } from './support/sales-journal.ts';

const records = entry.map((line) => fecRecord(line).replace(/\r\n$/, '').split('\t'));

describe('FEC records: the 18 columns of LPF art. A47 A-1', () => {
  it('has the header of the administration’s format, in its order', () => {
    expect(FEC_HEADER).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise\r\n',
    );
  });

  it('writes every record with 18 columns, ending CR LF', () => {
    for (const line of entry) expect(fecRecord(line)).toMatch(/^([^\t\r\n]*\t){17}[^\t\r\n]*\r\n$/);
  });

  it('writes the client line as the format wants it', () => {
    const client = Object.fromEntries(FEC_COLUMNS.map((column, index) => [column, records[0]?.[index]]));
    expect(client).toEqual({
      JournalCode: 'VT',
      JournalLib: 'Journal des ventes',
      EcritureNum: '15',
      EcritureDate: '20260305',
      CompteNum: '411000',
      CompteLib: 'Clients',
      CompAuxNum: 'CABC123',
      CompAuxLib: 'Clinique des Tilleuls Nantes',
      PieceRef: 'FVS-2026-000042',
      PieceDate: '20260305',
      EcritureLib: 'Facture FVS-2026-000042 Clinique des Tilleuls Nantes',
      Debit: '123,46',
      Credit: '0,00',
      EcritureLet: '',
      DateLet: '',
      ValidDate: '20260305',
      Montantdevise: '',
      Idevise: '',
    });
  });

  it('balances the entry in the file’s own amounts', () => {
    const cents = (text: string | undefined) => Number((text as string).replace(',', ''));
    const debit = records.reduce((sum, r) => sum + cents(r[11]), 0);
    const credit = records.reduce((sum, r) => sum + cents(r[12]), 0);
    expect(debit).toBe(12_346);
    expect(credit).toBe(12_346);
    expect(records.map((r) => r[4])).toEqual(['411000', '706100', '445712']);
  });
});

describe('fecText: no label breaks a column', () => {
  const cases: [string | null, string][] = [
    ['Clinique\tdes Tilleuls', 'Clinique des Tilleuls'],
    ['ligne 1\r\nligne 2', 'ligne 1 ligne 2'],
    ['A | B|C', 'A B C'],
    ['  espaces   en trop ', 'espaces en trop'],
    ['\u2028séparateur\u0085', 'séparateur'],
    [null, ''],
  ];
  for (const [input, output] of cases) it(JSON.stringify(input), () => expect(fecText(input)).toBe(output));
});

describe('fecDate, fecFileName, fiscalYearDays', () => {
  const names: [string, string, string][] = [
    ['73282932000074', '2026-12-31', '732829320FEC20261231.txt'],
    ['732 829 320 00074', '2025-12-31', '732829320FEC20251231.txt'],
  ];
  for (const [legalCode, day, name] of names)
    it(`${legalCode} → ${name}`, () => expect(fecFileName(legalCode, day)).toBe(name));
  it('takes the calendar year', () => {
    expect(fiscalYearDays(2026)).toEqual({ firstDay: '2026-01-01', closingDay: '2026-12-31' });
    expect(() => fiscalYearDays(20.5)).toThrow(RangeError);
  });
});

describe('latin9: the file in ISO 8859-15', () => {
  const cases: [string, number[]][] = [
    ['Clinique', [...'Clinique'].map((c) => c.charCodeAt(0))],
    ['é à ç', [0xe9, 0x20, 0xe0, 0x20, 0xe7]],
    ['€ œ Œ Ÿ Š ž', [0xa4, 0x20, 0xbd, 0x20, 0xbc, 0x20, 0xbe, 0x20, 0xa6, 0x20, 0xb8]],
    ['l’œuvre — “x”', [0x6c, 0x27, 0xbd, 0x75, 0x76, 0x72, 0x65, 0x20, 0x2d, 0x20, 0x22, 0x78, 0x22]],
    ['ō ¤ 漢', [0x6f, 0x20, 0x3f, 0x20, 0x3f]],
  ];
  for (const [text, bytes] of cases)
    it(JSON.stringify(text), () => {
      expect([...latin9(text)]).toEqual(bytes);
      expect(latin9Codes(text)).toHaveLength(bytes.length);
    });
});

describe('fecRecords: an entry at once', () => {
  it.each([
    'Clinique des Tilleuls',
    'Clinique  des   Tilleuls',
    ' début',
    'fin ',
    'fin\u00a0',
    '\u00a0avant',
    'tab\tpuis',
    'pipe|puis',
    'ligne\r\nsuivante',
    'Œuvre à 10 €',
    'été',
    'Š ž ō “guillemets”',
    '\u2003cadratin',
  ])('writes the label %j as fecText and latin9Codes make it', (clientName) => {
    const [first] = journalEntry({ ...document({}), clientName });
    const record = fecRecords(first ? [first] : []).split('\t');
    expect(record[7]).toBe(latin9Codes(fecText(clientName)));
    expect(record[10]).toBe(latin9Codes(fecText(`Facture FVS-2026-000042 ${clientName}`)));
  });

  it('writes each line’s record, the shared cells once', () => {
    expect(fecRecords(entry)).toBe(entry.map((line) => fecRecord(line)).join(''));
    expect(fecRecords([])).toBe('');
  });
  it('writes ISO 8859-15 codes: the euro sign is 0xA4, œ 0xBD', () => {
    const client = journalEntry({
      series: 'INVOICE',
      creditorName: 'Vetbo Services',
      number: 'FVS-2026-000044',
      issueDate: '2026-03-05',
      dueDate: null,
      movementNumber: 16,
      auxiliaryAccount: 'CŒUR001',
      clientName: 'Clinique du Cœur €',
      amountWithVat: 12_000,
      lines: [{ accountingCode: '706100', vatCategory: 'STANDARD', amountWithoutVat: 10_000 }],
    });
    const record = fecRecords(client.slice(0, 1));
    expect(record).toContain('C\u00bcUR001\tClinique du C\u00bdur \u00a4\t');
    expect([...record].every((character) => character.charCodeAt(0) < 256)).toBe(true);
  });
});
