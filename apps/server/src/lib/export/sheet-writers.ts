// CSV and XLSX files written as their rows arrive (any export whose cells are computed in TypeScript;
// the establishments export writes its cells in SQL for speed, modules/establishments/).
import { Readable } from 'node:stream';
import { csvCell, looksLikeFormula } from './csv-cell.ts';
import { inBuffers } from './text-pieces.ts';
import { zipStream } from './zip-stream.ts';

export type SheetCell = string | number | null;
export interface SheetColumn {
  header: string;
  width: number;
  /** How XLSX shows the column's numbers: euros to the cent ("1 234,50 €"), or a percentage. */
  format?: 'euros' | 'percent';
}

/** The workbook's cell styles (styles.xml `cellXfs`), by index: 1 is the header's bold. */
const NUMBER_STYLES = { euros: ' s="2"', percent: ' s="3"' } as const;
/**
 * Text a spreadsheet would evaluate (csv-cell.ts looksLikeFormula): an inline string is never evaluated as
 * it stands, and "quote prefix" keeps it text when someone edits the cell, without showing an apostrophe.
 */
const QUOTE_PREFIX_STYLE = ' s="4"';

const ONE_BATCH = { objectMode: true, highWaterMark: 1 };

/** UTF-8 with BOM and `;` so that French Excel opens it as is; formulas neutralised (csvCell). */
export function csvFile(columns: SheetColumn[], rows: AsyncIterable<SheetCell[][]>): Readable {
  const line = (cells: SheetCell[]) => `${cells.map(csvCell).join(';')}\r\n`;
  return Readable.from(
    (async function* () {
      yield `\uFEFF${line(columns.map((column) => column.header))}`;
      for await (const batch of rows) yield batch.map(line).join('');
    })(),
    ONE_BATCH,
  );
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot hold
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
const column = (index: number) =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${String.fromCharCode(64 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`;

/** Spaces a spreadsheet would drop unless told to keep them: at either end, doubled, tabs, line breaks. */
const NEEDS_PRESERVE = /^\s|\s$|\s\s|[\t\r\n]/;

/** Of the cache of a text's cell: past this many distinct texts, it starts again (memory stays flat). */
const TEXT_CELLS_KEPT = 20_000;

/**
 * A worksheet's rows as XML, written for files of hundreds of thousands of rows: each column's cell start
 * (`<c r="A`) and a number's style once, each distinct text's cell (its style, escaping and quote prefix)
 * once per file while it repeats (a journal code, an account, a creditor), and the row's number once per
 * row: a cell is then three or five pieces joined.
 */
function rowWriter(columnCount: number, numberStyles: readonly string[] = [], style = '') {
  const starts = Array.from({ length: columnCount }, (_, index) => `<c r="${column(index)}`);
  const numberOpen = Array.from(
    { length: columnCount },
    (_, index) => `"${style || numberStyles[index] || ''}><v>`,
  );
  let textCells = new Map<string, string>();
  const textCell = (text: string) => {
    let xml = textCells.get(text);
    if (xml === undefined) {
      const textStyle = style || (looksLikeFormula(text) ? QUOTE_PREFIX_STYLE : '');
      const space = NEEDS_PRESERVE.test(text) ? ' xml:space="preserve"' : '';
      xml = `"${textStyle} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
      if (textCells.size >= TEXT_CELLS_KEPT) textCells = new Map();
      textCells.set(text, xml);
    }
    return xml;
  };
  return (cells: readonly SheetCell[], row: number): string => {
    const reference = `${row}`;
    let xml = `<row r="${reference}">`;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index];
      if (cell === null || cell === undefined) continue;
      xml +=
        typeof cell === 'number'
          ? `${starts[index]}${reference}${numberOpen[index]}${cell}</v></c>`
          : `${starts[index]}${reference}${textCell(cell)}`;
    }
    return `${xml}</row>`;
  };
}

/** One worksheet with a bold header, numbers as numbers, zipped as it is written. */
export function xlsxFile(
  sheetName: string,
  columns: SheetColumn[],
  rows: AsyncIterable<SheetCell[][]>,
): Readable {
  const parts: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
  async function* sheet(): AsyncGenerator<string | Buffer> {
    const cols = columns
      .map((c, index) => `<col min="${index + 1}" max="${index + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    const header = rowWriter(columns.length, [], ' s="1"');
    yield `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>${header(
      columns.map((c) => c.header),
      1,
    )}`;
    const rowXml = rowWriter(
      columns.length,
      columns.map((c) => (c.format ? NUMBER_STYLES[c.format] : '')),
    );
    let next = 2;
    yield* inBuffers(
      (async function* () {
        for await (const batch of rows)
          yield (function* () {
            for (const cells of batch) yield rowXml(cells, next++);
          })();
      })(),
      'utf8',
    );
    yield '</sheetData></worksheet>';
  }
  return Readable.from(
    zipStream([
      ...Object.entries(parts).map(([name, xml]) => ({ name, content: [xml] })),
      { name: 'xl/worksheets/sheet1.xml', content: sheet() },
    ]),
    ONE_BATCH,
  );
}
