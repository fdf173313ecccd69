import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type SheetCell, type SheetColumn, xlsxFile } from './sheet-writers.ts';

const COLUMNS: SheetColumn[] = [
  { header: 'Texte', width: 20 },
  { header: 'Montant', width: 12, format: 'euros' },
  { header: 'Autre', width: 12 },
];

async function written(rows: SheetCell[][]): Promise<Buffer> {
  const stream: Readable = xlsxFile(
    'Feuille',
    COLUMNS,
    (async function* () {
      for (let start = 0; start < rows.length; start += 1000) yield rows.slice(start, start + 1000);
    })(),
  );
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

async function readBack(rows: SheetCell[][]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await written(rows)).buffer);
  const sheet = workbook.getWorksheet('Feuille');
  return (row: number, column: number) => sheet?.getRow(row).getCell(column).value ?? null;
}

describe('xlsxFile: every cell where it was written, as it was written', () => {
  it('keeps the spaces a spreadsheet would drop: at either end, doubled, tabs and line breaks', async () => {
    const texts = [' devant', 'derrière ', 'deux  espaces', 'tab\tulation', 'ligne\nsuivante', 'é & <b>'];
    const cell = await readBack(texts.map((text) => [text, 1, null]));
    expect(texts.map((_, index) => cell(index + 2, 1))).toEqual(texts);
  });

  it('writes a text repeated on many rows, and past the distinct texts it keeps, each in its own cell', async () => {
    const rows: SheetCell[][] = [];
    for (let index = 0; index < 45_000; index++)
      rows.push([
        index % 3 === 0 ? 'Vetbo Services' : `Client ${index}`,
        index / 100,
        index % 2 ? 'X' : null,
      ]);
    const cell = await readBack(rows);
    for (const index of [0, 1, 2, 3, 19_999, 20_000, 20_001, 30_001, 44_998, 44_999]) {
      expect(cell(index + 2, 1), `row ${index}`).toBe(index % 3 === 0 ? 'Vetbo Services' : `Client ${index}`);
      expect(cell(index + 2, 2)).toBe(index / 100);
      expect(cell(index + 2, 3)).toBe(index % 2 ? 'X' : null);
    }
    // Texts are shared strings (30 000 distinct ones here): a text still in use when the cache starts a new
    // generation (every 20 000) is not written again.
    const zip = await JSZip.loadAsync(await written(rows));
    const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(strings.match(/<si><t>Vetbo Services<\/t><\/si>/g)).toHaveLength(1);
    expect(strings.match(/<si><t>X<\/t><\/si>/g)).toHaveLength(1);
    expect(strings).toContain('<si><t>Client 44998</t></si>');
  });

  it('places a cell after empty ones in its own column, whichever columns are empty', async () => {
    const rows: SheetCell[][] = [
      ['a', null, 'c'],
      [null, 2, null],
      [null, null, 'z'],
      ['d', 4, 'f'],
      [null, null, null],
      ['g', null, null],
    ];
    const cell = await readBack(rows);
    const read = rows.map((cells, row) => cells.map((_, column) => cell(row + 2, column + 1)));
    expect(read).toEqual(rows);
  });
});
