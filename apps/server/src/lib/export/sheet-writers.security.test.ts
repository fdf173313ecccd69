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
    const styleOf = (ref: string) =>
      Number(new RegExp(`<c r="${ref}"(?: s="(\\d+)")?`).exec(sheet)?.[1] ?? 0);
    for (const ref of ['A2', 'A3']) expect(xfs[styleOf(ref)], ref).toContain('quotePrefix="1"');
    for (const ref of ['A4', 'A5', 'B2']) expect(xfs[styleOf(ref)] ?? '', ref).not.toContain('quotePrefix');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    const read = workbook.getWorksheet('Feuille');
    expect(read?.getCell('A2').value).toBe("-1+cmd|' /C calc'!A0");
    expect(read?.getCell('A3').value).toBe('+33 6 12 34 56 78');
    expect(read?.getCell('B2').value).toBe(-12.5);
    expect(read?.getCell('A4').value).toBe('-12');
  });
});
