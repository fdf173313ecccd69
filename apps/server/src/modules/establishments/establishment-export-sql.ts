import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import { establishmentExportCells, type Statement } from './establishment-statements.ts';
import { TYPE_LABELS } from './establishments.export.ts';

/**
 * The export's lines are written by PostgreSQL: one text per row instead of sixteen cells to build
 * and escape in JavaScript. The server then only joins and sends them, and its memory stays flat
 * (the rows of sixteen strings each survived long enough to be promoted, 110 MB of garbage per export).
 */
const CELLS = Array.from({ length: 16 }, (_, index) => `c${index + 1}`);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function typeLabelSql(labels: Record<string, string>): string {
  const cases = Object.entries(labels).map(([type, label]) => `when ${literal(type)} then ${literal(label)}`);
  return `case e.type::text ${cases.join(' ')} else e.type::text end`;
}

/** The export's cells unformatted: what the benchmark hands to `\copy` as the database's own time. */
export const establishmentExportCellsWithLabels = (
  query: Partial<EstablishmentListQuery>,
  rawKeys: readonly string[],
) => establishmentExportCells(query, rawKeys, typeLabelSql(TYPE_LABELS));

/**
 * looksLikeFormula (lib/export/csv-cell.ts) in SQL: `=`, `@`, `+`, tab or carriage return first, or `-`
 * first unless the whole cell is a plain negative number. The regular expression runs only on the rare
 * cells starting with `-`.
 */
const formulaSql = (cell: string) =>
  `(left(${cell}, 1) in ('=', '@', '+', E'\\t', E'\\r') or (left(${cell}, 1) = '-' and ${cell} !~ '^-[0-9]+([.,][0-9]+)?$'))`;

/** csvCell (lib/export/csv-cell.ts) in SQL: formula neutralisation, then quoting. */
function csvCellSql(cell: string): string {
  const formula = formulaSql(cell);
  const text = `(case when ${formula} then '''' || ${cell} else ${cell} end)`;
  return `coalesce(case when strpos(${cell}, ';') > 0 or strpos(${cell}, '"') > 0 or strpos(${cell}, E'\\r') > 0 or strpos(${cell}, E'\\n') > 0
    then '"' || replace(${text}, '"', '""') || '"' else ${text} end, '')`;
}

/**
 * A cell of worksheet row `n + 1` (row 1 is the header): its reference must name that row. Style 2
 * (establishments.export.ts) marks text a spreadsheet would evaluate.
 */
function xlsxCellSql(cell: string, column: string): string {
  if (cell === 'c1') return `'<c r="${column}' || (n + 1) || '"><v>' || c1 || '</v></c>'`;
  // The characters XML 1.0 cannot hold are dropped from whole batches by the server (a regular
  // expression over 1 MB of text), far cheaper than translate() on every cell here (3 s of 4).
  const escaped = `replace(replace(replace(${cell}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
  // Text a spreadsheet would evaluate gets style 2, "quote prefix": it stays text even once edited.
  const style = `case when ${formulaSql(cell)} then ' s="2"' else '' end`;
  return `case when ${cell} is null or ${cell} = '' then '' else '<c r="${column}' || (n + 1) || '"' || ${style} || ' t="inlineStr"><is><t xml:space="preserve">' || ${escaped} || '</t></is></c>' end`;
}

/** One CSV line (with its CRLF) per establishment, in the list's order. */
export function establishmentCsvLines(
  query: Partial<EstablishmentListQuery>,
  rawKeys: readonly string[],
): Statement {
  const cells = establishmentExportCellsWithLabels(query, rawKeys);
  return {
    text: `select ${CELLS.map(csvCellSql).join(" || ';' || ")} || E'\\r\\n' from (${cells.text}) cells`,
    values: cells.values,
  };
}

/** One worksheet `<row>` per establishment, numbered from 2 (row 1 is the header). */
export function establishmentXlsxRows(
  query: Partial<EstablishmentListQuery>,
  rawKeys: readonly string[],
): Statement {
  const cells = establishmentExportCellsWithLabels(query, rawKeys);
  const columns = CELLS.map((cell, index) => xlsxCellSql(cell, String.fromCharCode(65 + index)));
  return {
    text: `select '<row r="' || (n + 1) || '">' || ${columns.join(' || ')} || '</row>' from (${cells.text}) cells`,
    values: cells.values,
  };
}
