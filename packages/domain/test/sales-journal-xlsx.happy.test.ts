import { describe, expect, it } from 'vitest';
import { type JournalDocument, journalEntry } from '../src/money-files/journals/sales-journal.ts';
import { SALES_JOURNAL_COLUMNS, salesJournalCells } from '../src/money-files/journals/sales-journal-sheet.ts';
import { salesJournalXlsxWriter } from '../src/money-files/journals/sales-journal-xlsx.ts';
import { document, line } from './support/sales-journal.ts';

/** A shared-strings table as the server keeps one: each text's index, and which texts were said distinct. */
function table() {
  const texts: string[] = [];
  const distinct: string[] = [];
  const textCell = (text: string, isDistinct?: boolean) => {
    if (isDistinct) distinct.push(text);
    texts.push(text);
    return ` t="s"><v>${texts.length - 1}</v></c>`;
  };
  return { texts, distinct, textCell };
}

const COLUMN_LETTERS = 'ABCDEFGHIJKLM';
const CELL = /<c(?: r="([A-M])(\d+)")?( s="2")?( t="s")?><v>([^<]*)<\/v><\/c>/y;

/**
 * The rows as a reader places their cells (ECMA-376 §18.3.1.4: a cell without a reference is the next
 * column's), each cell's value read back: a text through the table, a number as a number. Fails on any
 * markup it does not expect, a reference to another row, or an amount without the euros' style.
 */
function readRows(xml: string, texts: readonly string[]) {
  const rows: { number: number; cells: (string | number | null)[] }[] = [];
  for (const [, number, body] of xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)) {
    const cells: (string | number | null)[] = Array.from({ length: COLUMN_LETTERS.length }, () => null);
    let column = 0;
    CELL.lastIndex = 0;
    while (CELL.lastIndex < (body as string).length) {
      const match = CELL.exec(body as string);
      if (!match) throw new Error(`Unexpected markup at ${CELL.lastIndex}: ${body}`);
      const [, letter, row, euros, shared, value] = match;
      // A row's first cell names its place (ExcelJS, which the server's tests read with, needs it).
      if (column === 0) expect(letter, body).toBe('A');
      if (letter !== undefined) {
        expect(row).toBe(number);
        column = COLUMN_LETTERS.indexOf(letter);
      }
      if (shared) cells[column] = texts[Number(value)] as string;
      else {
        expect(euros !== undefined, `column ${COLUMN_LETTERS[column]}`).toBe(column === 9 || column === 10);
        cells[column] = Number(value);
      }
      column++;
    }
    rows.push({ number: Number(number), cells });
  }
  expect(xml.replace(/<row r="\d+">.*?<\/row>/g, ''), 'nothing outside the rows').toBe('');
  return rows;
}

const write = (docs: JournalDocument[], firstRow = 2) => {
  const { texts, distinct, textCell } = table();
  const writer = salesJournalXlsxWriter({ textCell, amountStyle: ' s="2"', firstRow });
  const xml = docs.map((doc) => writer(journalEntry(doc))).join('');
  return { rows: readRows(xml, texts), distinct, xml };
};

describe('salesJournalXlsxWriter: an entry’s rows at once', () => {
  const cases: [string, JournalDocument][] = [
    [
      'an invoice of two rates, a client name with markup',
      document({
        clientName: 'Clinique <des> Tilleuls & Co',
        amountWithVat: 17_275,
        lines: [line('706100', 10_000), line('707000', 5_000, 'REDUCED_RATE')],
      }),
    ],
    [
      'a self-billing document without auxiliary, nor due date',
      document({ series: 'SELF_BILLING', auxiliaryAccount: null, dueDate: null }),
    ],
    ['a credit note', document({ series: 'CREDIT_NOTE' })],
    [
      'a discount below zero and 0,01 €',
      document({ amountWithVat: 1, lines: [line('706100', 10), line('709000', -9)] }),
    ],
    ['a document of zero', document({ amountWithVat: 0, lines: [line('706100', 0)] })],
  ];
  for (const [name, doc] of cases)
    it(`${name}: the cells of salesJournalCells, line by line`, () => {
      const entry = journalEntry(doc);
      const { rows } = write([doc]);
      expect(rows.map((row) => row.cells)).toEqual(entry.map((l) => salesJournalCells(l, 'xlsx')));
      for (const row of rows) expect(row.cells).toHaveLength(SALES_JOURNAL_COLUMNS.length);
    });

  it('numbers the rows on from the first, entry after entry', () => {
    const docs = [document({}), document({ number: 'FVS-2026-000043', movementNumber: 8 })];
    const { rows } = write(docs, 5);
    expect(rows.map((row) => row.number)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(rows.map((row) => row.cells[1])).toEqual([7, 7, 7, 8, 8, 8]);
  });

  it('says distinct only the texts no other entry repeats: the piece’s number and the label', () => {
    const { distinct } = write([document({})]);
    expect(distinct).toEqual(['FVS-2026-000042', 'Facture FVS-2026-000042 Clinique des Tilleuls']);
  });

  it('writes an account’s and a creditor’s cells once per export', () => {
    const { textCell, texts } = table();
    const writer = salesJournalXlsxWriter({ textCell, amountStyle: ' s="2"', firstRow: 2 });
    for (let index = 0; index < 3; index++)
      writer(journalEntry(document({ number: `FVS-2026-00004${index}` })));
    expect(texts.filter((text) => text === '411000')).toHaveLength(1);
    expect(texts.filter((text) => text === 'Vetbo Services')).toHaveLength(1);
  });
});
