// The establishments export writes its cells in SQL: the same formula guard as lib/export/csv-cell.ts
// (issue 20): `+` and `-` followed by digits and more (`-1+cmd|…`) are neutralised too, a phone number
// in international format stays readable, a plain negative number stays a number.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/lib/export/csv-cell.ts';
import { baseUrl, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

let token: string;
beforeAll(async () => {
  token = await tokenFor('moderator');
});

const exportTagged = (format: 'csv' | 'xlsx', tag: string) =>
  fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=${format}&tag[]=${tag}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('[ESTABLISHMENTS] export: formula injection', () => {
  it('a name "-1+cmd|…" or "+1-2" is written as text in the CSV and marked text in the workbook', async () => {
    const tag = `formulas-${Date.now()}`;
    const names = ["-1+cmd|' /C calc'!A0", '+1-2', '@SUM(A1:A9)', '-12', 'Zoo -12'];
    for (const name of names) await createEstablishment(token, { name, customName: null, tags: [tag] });

    const csv = (await (await exportTagged('csv', tag)).text()).trim().split('\r\n').slice(1);
    expect(csv).toHaveLength(names.length);
    const nameCells = csv.map((line) => line.split(';')[2]).sort();
    expect(nameCells).toEqual(["'+1-2", "'-1+cmd|' /C calc'!A0", "'@SUM(A1:A9)", '-12', 'Zoo -12'].sort());
    // The SQL writer and csvCell agree, phone included (E.164, kept with its "+").
    for (const line of csv) {
      const cells = line.split(';');
      expect(cells[2]).toBe(csvCell(cells[2]?.replace(/^'/, '') ?? ''));
      expect(cells[13]).toBe("'+33478000000");
    }

    const bytes = new Uint8Array(await (await exportTagged('xlsx', tag)).arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const styles = (await zip.file('xl/styles.xml')?.async('string')) ?? '';
    const xfs = [...(/<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*\/>/g)].map(
      ([xf]) => xf,
    );
    expect(sheet).not.toContain('<f>');
    // Each row's name (column C) and phone (column N): their text as stored, and whether quote-prefixed.
    const cells = [...sheet.matchAll(/<c r="([A-Z]+)(\d+)"(?: s="(\d+)")?[^>]*>(?:<is><t[^>]*>([^<]*))?/g)];
    const written = (column: string) =>
      cells
        .filter(([, letter, row]) => letter === column && row !== '1')
        .map(([, , , style, text]) => ({
          text,
          quoted: (xfs[Number(style ?? 0)] ?? '').includes('quotePrefix="1"'),
        }));
    const byName = Object.fromEntries(written('C').map(({ text, quoted }) => [text, quoted]));
    expect(byName).toEqual({
      "-1+cmd|' /C calc'!A0": true,
      '+1-2': true,
      '@SUM(A1:A9)': true,
      '-12': false,
      'Zoo -12': false,
    });
    expect(written('N')).toEqual(names.map(() => ({ text: '+33478000000', quoted: true })));
    expect(written('J').every(({ quoted }) => !quoted)).toBe(true);
  });
});
