// CSV and XLSX files written as their rows arrive (any export whose cells are computed in TypeScript;
// the establishments export writes its cells in SQL for speed, modules/establishments/).
import { Readable } from 'node:stream';
import { AsciiChunks } from './ascii-chunks.ts';
import { csvCell, looksLikeFormula } from './csv-cell.ts';
import { type SharedStrings, sharedStrings } from './shared-strings.ts';
import { MAIN, XML, xmlText } from './spreadsheet-xml.ts';
import { zipStream } from './zip-stream.ts';

export type SheetCell = string | number | null;
export interface SheetColumn {
  header: string;
  width: number;
  /** How XLSX shows the column's numbers: euros to the cent ("1 234,50 €"), or a percentage. */
  format?: 'euros' | 'percent';
}

/** The workbook's cell styles (styles.xml `cellXfs`), by index: 1 is the header's bold. */
const HEADER_STYLE = ' s="1"';
const NUMBER_STYLES = { euros: ' s="2"', percent: ' s="3"' } as const;
/**
 * Text a spreadsheet would evaluate (csv-cell.ts looksLikeFormula): a string cell is never evaluated as
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

const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const column = (index: number) =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${String.fromCharCode(64 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`;

/** Of a text cell's cache: past this many distinct texts, a new generation starts (memory stays flat). */
const TEXT_CELLS_KEPT = 20_000;

/**
 * A text's cell (after `<c` and its reference): its style, quote prefix included, and its shared string's
 * index, made once per distinct text while it repeats. Two generations: a text still in use (a journal
 * code, an account, a client) moves to the new one, a document's own texts fall out with the old one.
 */
function textCells(strings: SharedStrings, style: string): TextCell {
  let current = new Map<string, string>();
  let previous = new Map<string, string>();
  const added = (text: string) =>
    `${style || (looksLikeFormula(text) ? QUOTE_PREFIX_STYLE : '')} t="s"><v>${strings.add(text)}</v></c>`;
  return (text, distinct) => {
    if (distinct) return added(text);
    let cell = current.get(text);
    if (cell !== undefined) return cell;
    cell = previous.get(text) ?? added(text);
    if (current.size >= TEXT_CELLS_KEPT) {
      previous = current;
      current = new Map();
    }
    current.set(text, cell);
    return cell;
  };
}

/** A cell's most bytes: `<c r="ZZ1048576"`, ` s="4" t="s"><v>`, a number's or an index's digits, `</v></c>`. */
const CELL_BYTES = 80;
/** A row's, beside its cells: `<row r="1048576">` and `</row>`. */
const ROW_BYTES = 32;

/**
 * A worksheet's rows as XML bytes, written for files of hundreds of thousands of rows: texts are shared
 * strings (textCells), so a row is markup, digits and indexes only, written into buffers as ASCII
 * (AsciiChunks) without a string per row. A cell carries its reference (`r="C12"`) only when it does not
 * follow the cell before it (a row's first, or after an empty one): readers place a cell without one in
 * the next column.
 */
function rowWriter(
  columnCount: number,
  textCell: (text: string) => string,
  numberStyles: readonly string[] = [],
  style = '',
) {
  const references = Array.from({ length: columnCount }, (_, index) => `<c r="${column(index)}`);
  const numberOpen = Array.from(
    { length: columnCount },
    (_, index) => `${style || numberStyles[index] || ''}><v>`,
  );
  const rowBytes = ROW_BYTES + CELL_BYTES * columnCount;
  // A column's last text and its cell: a document's rows repeat their date, number and label one under the
  // other, and comparing with the row above costs less than finding the text in textCells' map.
  const lastTexts: (string | undefined)[] = Array.from({ length: columnCount }, () => undefined);
  const lastCells: string[] = Array.from({ length: columnCount }, () => '');
  const cellOf = (text: string, index: number) => {
    if (text === lastTexts[index]) return lastCells[index] as string;
    const cell = textCell(text);
    lastTexts[index] = text;
    lastCells[index] = cell;
    return cell;
  };
  /** Writes the row into `out`; answers the buffer it filled before, if any. */
  return (cells: readonly SheetCell[], row: number, out: AsciiChunks): Buffer | undefined => {
    const full = out.room(rowBytes);
    const reference = `${row}"`;
    out.ascii('<row r="');
    out.ascii(reference);
    out.ascii('>');
    let follows = false;
    for (let index = 0; index < columnCount; index++) {
      const cell = cells[index];
      if (cell === null || cell === undefined) {
        follows = false;
        continue;
      }
      if (follows) out.ascii('<c');
      else {
        out.ascii(references[index] as string);
        out.ascii(reference);
      }
      if (typeof cell === 'number') {
        out.ascii(numberOpen[index] as string);
        out.ascii(`${cell}`);
        out.ascii('</v></c>');
      } else out.ascii(cellOf(cell, index));
      follows = true;
    }
    out.ascii('</row>');
    return full;
  };
}

/**
 * Text cells for a sheet's rows (textCells): what follows a cell's `<c` and reference, up to `</c>`.
 * `distinct`: a text no other cell repeats (a document's number), added to the table without a look.
 */
export type TextCell = (text: string, distinct?: boolean) => string;

/** The amounts' number format as a cell's style attribute, for rows written as XML (the workbook's styles). */
export const EUROS_STYLE = NUMBER_STYLES.euros;

/**
 * A sheet's rows after the header, written into `out` with the workbook's text cells; yields each buffer
 * `out` filled (AsciiChunks.room).
 */
type SheetRows = (textCell: TextCell, out: AsciiChunks) => AsyncIterable<Buffer>;

/** One worksheet with a bold header, numbers as numbers, zipped as it is written. */
export function xlsxFile(
  sheetName: string,
  columns: SheetColumn[],
  rows: AsyncIterable<SheetCell[][]>,
): Readable {
  return workbook(sheetName, columns, async function* (textCell, out) {
    const rowXml = rowWriter(
      columns.length,
      textCell,
      columns.map((c) => (c.format ? NUMBER_STYLES[c.format] : '')),
    );
    let next = 2;
    for await (const batch of rows)
      for (const cells of batch) {
        const full = rowXml(cells, next++, out);
        if (full) yield full;
      }
  });
}

/**
 * One worksheet whose rows come written (`<row>` elements from row 2, ASCII: their texts are `textCell`'s
 * shared strings) by a writer made for one file (the sales journal's, salesJournalXlsxWriter).
 */
export function xlsxFileOfRows(
  sheetName: string,
  columns: SheetColumn[],
  rows: (textCell: TextCell) => AsyncIterable<Iterable<string>>,
): Readable {
  return workbook(sheetName, columns, async function* (textCell, out) {
    for await (const batch of rows(textCell))
      for (const xml of batch) {
        const full = out.room(xml.length);
        if (full) yield full;
        out.latin1(xml);
      }
  });
}

function workbook(sheetName: string, columns: SheetColumn[], bodyRows: SheetRows): Readable {
  const parts: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
  async function* sheet(strings: SharedStrings): AsyncGenerator<string | Buffer> {
    const cols = columns
      .map((c, index) => `<col min="${index + 1}" max="${index + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    const out = new AsciiChunks();
    const header = rowWriter(columns.length, textCells(strings, HEADER_STYLE), [], HEADER_STYLE);
    yield `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>`;
    header(
      columns.map((c) => c.header),
      1,
      out,
    );
    yield* bodyRows(textCells(strings, ''), out);
    const rest = out.rest();
    if (rest) yield rest;
    yield '</sheetData></worksheet>';
  }
  return Readable.from(
    (async function* () {
      const strings = sharedStrings();
      try {
        yield* zipStream([
          ...Object.entries(parts).map(([name, xml]) => ({ name, content: [xml] })),
          { name: 'xl/worksheets/sheet1.xml', content: sheet(strings) },
          { name: 'xl/sharedStrings.xml', deflated: strings.deflated },
        ]);
      } finally {
        strings.close();
      }
    })(),
    ONE_BATCH,
  );
}
