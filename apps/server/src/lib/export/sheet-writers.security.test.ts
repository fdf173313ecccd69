import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { csvFile, type SheetCell, type SheetColumn, xlsxFile } from './sheet-writers.ts';

const COLUMNS: SheetColumn[] = [
  { header: 'Libellé', width: 20 },
  { header: 'Montant', width: 12, format: 'euros' },
];
const ROWS: SheetCell[][] = [
  ["-1+cmd|' /C calc'!A0", -12.5],
  ['+33 6 12 34 56 78', 0],
  ['-12', 3],
  ['Clinique', null],
];

async function bytes(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * Each cell's style by its reference. A cell names its reference when it does not follow the cell before it
 * in its row; one without is in the next column (as spreadsheets read it).
 */
function cellStyles(sheet: string): Map<string, string> {
  const styles = new Map<string, string>();
  for (const [, rowNumber, cells] of sheet.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/g)) {
    let column = -1;
    for (const [, attributes = ''] of (cells ?? '').matchAll(/<c((?: [a-z]+="[^"]*")*)\s*\/?>/g)) {
      const reference = / r="([A-Z]+)\d+"/.exec(attributes)?.[1];
      column = reference ? reference.charCodeAt(0) - 65 : column + 1;
      styles.set(
        `${String.fromCharCode(65 + column)}${rowNumber}`,
        / s="(\d+)"/.exec(attributes)?.[1] ?? '0',
      );
    }
  }
  return styles;
}

const rows = () =>
  (async function* () {
    yield ROWS;
  })();

describe('csvFile and xlsxFile: formulas neutralised, numbers kept as numbers', () => {
  it('CSV: a leading apostrophe on what a spreadsheet would evaluate, numbers untouched', async () => {
    const lines = (await bytes(csvFile(COLUMNS, rows()))).toString('utf8').split('\r\n');
    expect(lines.slice(1, 5)).toEqual([
      "'-1+cmd|' /C calc'!A0;-12.5",
      "'+33 6 12 34 56 78;0",
      '-12;3',
      'Clinique;',
    ]);
  });

  it('XLSX: text stays text as typed, marked "quote prefix" so that editing it never makes a formula; numbers are numbers', async () => {
    const file = await bytes(xlsxFile('Feuille', COLUMNS, rows()));
    const zip = await JSZip.loadAsync(file);
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const styles = (await zip.file('xl/styles.xml')?.async('string')) ?? '';
    expect(sheet).not.toContain('<f>');
    const xfs = [...(/<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*\/>/g)].map(
      ([xf]) => xf,
    );
    const styleOf = (ref: string) => Number(cellStyles(sheet).get(ref) ?? 0);
    for (const ref of ['A2', 'A3']) expect(xfs[styleOf(ref)], ref).toContain('quotePrefix="1"');
    for (const ref of ['A4', 'A5', 'B2']) expect(xfs[styleOf(ref)] ?? '', ref).not.toContain('quotePrefix');
    expect(cellStyles(sheet).get('B2'), 'the amount next to a formula-like text').toBe('2');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    const read = workbook.getWorksheet('Feuille');
    expect(read?.getCell('A2').value).toBe("-1+cmd|' /C calc'!A0");
    expect(read?.getCell('A3').value).toBe('+33 6 12 34 56 78');
    expect(read?.getCell('B2').value).toBe(-12.5);
    expect(read?.getCell('A4').value).toBe('-12');
  });
});
