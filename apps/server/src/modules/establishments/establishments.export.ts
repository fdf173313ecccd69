import { Readable } from 'node:stream';
import { csvCell } from '../../lib/export/csv-cell.ts';
import { zipStream } from '../../lib/export/zip-stream.ts';
import type { ExportLines } from './establishments.export-cursor.ts';

type Cell = string | number | null;
type Column = { header: string; width: number };

export const TYPE_LABELS: Record<string, string> = {
  CAB: 'Cabinet vétérinaire',
  CHV: 'Centre hospitalier vétérinaire',
  CLI: 'Clinique',
  LAB: 'Laboratoire',
  OTHER: 'Autre',
};

/** In the order of the cells of `establishmentExportCells` (establishment-statements.ts). */
export const EXPORT_COLUMNS: Column[] = [
  { header: 'Identifiant', width: 12 },
  { header: 'Code privilégié', width: 16 },
  { header: 'Nom', width: 40 },
  { header: 'Nom sur facture', width: 40 },
  { header: 'Type', width: 28 },
  { header: 'Code comptable', width: 16 },
  { header: 'Étiquettes', width: 30 },
  { header: 'Structure juridique', width: 40 },
  { header: 'Adresse', width: 50 },
  { header: 'Code postal', width: 12 },
  { header: 'Ville', width: 24 },
  { header: 'Pays', width: 8 },
  { header: 'E-mail', width: 32 },
  { header: 'Téléphone', width: 18 },
  { header: 'Créé le', width: 22 },
  { header: 'Modifié le', width: 22 },
];

// One chunk at a time in the stream's buffer (the default is 16).
const ONE_BATCH = { objectMode: true, highWaterMark: 1 };

/**
 * A batch's lines joined 64 at a time (tens of kB). NOTE: a string above 128 kB goes to V8's large
 * object space, freed only by a full collection: joining whole batches of 1 000 lines grew the heap
 * by up to 200 MB during an export.
 */
function* joined(lines: string[], separator = '', size = 64): Generator<string> {
  for (let start = 0; start < lines.length; start += size)
    yield lines.slice(start, start + size).join(separator) + separator;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** UTF-8 with BOM and `;` so that French Excel opens it as is; the lines come written from the database. */
export function establishmentsCsv(batches: AsyncIterable<ExportLines>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`;
      for await (const lines of batches) yield* joined(lines, '\r\n');
    })(),
    ONE_BATCH,
  );
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const LETTERS = EXPORT_COLUMNS.map((_, index) => String.fromCharCode(65 + index));
const HEADER_STYLE = ' s="1"';

const XLSX_PARTS = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Établissements" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
  // Style 1: the bold header.
  'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot hold, to drop
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// A test first: replace() copies the whole chunk even when it finds nothing.
const hasForbidden = (text: string) => {
  XML_FORBIDDEN.lastIndex = 0;
  return XML_FORBIDDEN.test(text);
};
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// For the header; the rows' markup characters are escaped in SQL (establishment-export-sql.ts).
const xmlText = (text: string) => text.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c);

const headerRow = () =>
  `<row r="1">${EXPORT_COLUMNS.map(
    (c, index) =>
      `<c r="${LETTERS[index]}1" t="inlineStr"${HEADER_STYLE}><is><t>${xmlText(c.header)}</t></is></c>`,
  ).join('')}</row>`;

async function* sheetXml(batches: AsyncIterable<ExportLines>): AsyncGenerator<string> {
  const cols = EXPORT_COLUMNS.map(
    (c, index) => `<col min="${index + 1}" max="${index + 1}" width="${c.width}" customWidth="1"/>`,
  ).join('');
  yield `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>${headerRow()}`;
  // The rows' markup never holds these characters: dropping them over the whole batch is safe.
  // The rows' markup never holds these characters: dropping them from whole chunks is safe.
  for await (const rows of batches) {
    for (const xml of joined(rows)) yield hasForbidden(xml) ? xml.replace(XML_FORBIDDEN, '') : xml;
  }
  yield '</sheetData></worksheet>';
}

/**
 * The workbook written directly (inline strings, one sheet, a bold header) and zipped as it goes:
 * the spreadsheet library's per-cell object model took 6 × the database's time for 100 000 rows.
 */
export function establishmentsXlsx(batches: AsyncIterable<ExportLines>): Readable {
  return Readable.from(
    zipStream([
      ...Object.entries(XLSX_PARTS).map(([name, xml]) => ({ name, content: [xml] })),
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(batches) },
    ]),
    ONE_BATCH,
  );
}
