import { Readable } from 'node:stream';
import { csvCell } from '../../lib/export/csv-cell.ts';
import { zipStream } from '../../lib/export/zip-stream.ts';

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

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(';')}\r\n`;

/**
 * UTF-8 with BOM and `;` so that French Excel opens it as is; the lines (each with its CRLF) come
 * written from the database as bytes and are sent as they arrive.
 */
export function establishmentsCsv(lines: AsyncIterable<Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(`\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`);
      yield* lines;
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
  // Style 1: the bold header; style 2: text a spreadsheet would evaluate, kept text ("quote prefix").
  'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
};

/**
 * The bytes of the characters XML 1.0 cannot hold, in UTF-8: the C0 controls but tab, line feed and
 * carriage return (single bytes, never inside a longer character), then U+FFFE and U+FFFF (EF BF BE/BF).
 */
const FORBIDDEN_BYTE = new Uint8Array(256).map((_, byte) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d ? 1 : 0,
);
const isNonCharacter = (bytes: Buffer, at: number) =>
  bytes[at] === 0xef && bytes[at + 1] === 0xbf && (bytes[at + 2] === 0xbe || bytes[at + 2] === 0xbf);

/**
 * The bytes without the characters XML cannot hold: tested byte by byte (no string made, which would
 * be 127 MB of garbage per export), copied only when one is found.
 */
export function withoutXmlForbidden(bytes: Buffer): Buffer {
  let first = -1;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (FORBIDDEN_BYTE[byte] || (byte === 0xef && isNonCharacter(bytes, at))) {
      first = at;
      break;
    }
  }
  if (first < 0) return bytes;
  const kept = Buffer.allocUnsafe(bytes.length);
  bytes.copy(kept, 0, 0, first);
  let length = first;
  for (let at = first; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (FORBIDDEN_BYTE[byte]) continue;
    if (byte === 0xef && isNonCharacter(bytes, at)) {
      at += 2;
      continue;
    }
    kept[length++] = byte;
  }
  return kept.subarray(0, length);
}

/** Where a chunk may end inside U+FFFE or U+FFFF: its last bytes wait for the next chunk. */
function splitAtIncompleteNonCharacter(bytes: Buffer): number {
  const last = bytes.length - 1;
  if (bytes[last] === 0xef) return last;
  if (bytes[last] === 0xbf && bytes[last - 1] === 0xef) return last - 1;
  return bytes.length;
}

/** The database's worksheet rows, chunk by chunk, without the characters XML cannot hold. */
export async function* xmlSafe(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carry: Buffer | undefined;
  for await (const chunk of chunks) {
    const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
    const end = splitAtIncompleteNonCharacter(bytes);
    carry = end < bytes.length ? bytes.subarray(end) : undefined;
    if (end > 0) yield withoutXmlForbidden(bytes.subarray(0, end));
  }
  if (carry) yield withoutXmlForbidden(carry);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// For the header; the rows' markup characters are escaped in SQL (establishment-export-sql.ts).
const xmlText = (text: string) => text.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c);

const headerRow = () =>
  `<row r="1">${EXPORT_COLUMNS.map(
    (c, index) =>
      `<c r="${LETTERS[index]}1" t="inlineStr"${HEADER_STYLE}><is><t>${xmlText(c.header)}</t></is></c>`,
  ).join('')}</row>`;

async function* sheetXml(rows: AsyncIterable<Buffer>): AsyncGenerator<string | Buffer> {
  const cols = EXPORT_COLUMNS.map(
    (c, index) => `<col min="${index + 1}" max="${index + 1}" width="${c.width}" customWidth="1"/>`,
  ).join('');
  yield `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>${headerRow()}`;
  // The rows' markup never holds these characters: dropping them from whole chunks is safe.
  yield* xmlSafe(rows);
  yield '</sheetData></worksheet>';
}

/**
 * The workbook written directly (inline strings, one sheet, a bold header) and zipped as it goes:
 * the spreadsheet library's per-cell object model took 6 × the database's time for 100 000 rows.
 */
export function establishmentsXlsx(rows: AsyncIterable<Buffer>): Readable {
  return Readable.from(
    zipStream([
      ...Object.entries(XLSX_PARTS).map(([name, xml]) => ({ name, content: [xml] })),
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rows) },
    ]),
    ONE_BATCH,
  );
}
