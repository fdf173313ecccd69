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

/** csvCell (establishments.export.ts) in SQL: formula neutralisation, then quoting. */
function csvCellSql(cell: string): string {
  const formula = `(left(${cell}, 1) in ('=', '@') or (left(${cell}, 1) in ('+', '-') and length(${cell}) > 1 and substr(${cell}, 2, 1) not in ('0', '1', '2', '3', '4', '5', '6', '7', '8', '9')))`;
  const text = `(case when ${formula} then '''' || ${cell} else ${cell} end)`;
  return `coalesce(case when strpos(${cell}, ';') > 0 or strpos(${cell}, '"') > 0 or strpos(${cell}, E'\\r') > 0 or strpos(${cell}, E'\\n') > 0
    then '"' || replace(${text}, '"', '""') || '"' else ${text} end, '')`;
}

// XML 1.0 cannot hold these characters: they are dropped, as the JavaScript writer did.
const XML_FORBIDDEN = `E'${[
  ...Array.from({ length: 31 }, (_, i) => i + 1).filter((c) => c !== 9 && c !== 10 && c !== 13),
]
  .map((c) => `\\x${c.toString(16).padStart(2, '0')}`)
  .join('')}\\uFFFE\\uFFFF'`;

function xlsxCellSql(cell: string, column: string): string {
  if (cell === 'c1') return `'<c r="${column}' || n || '"><v>' || c1 || '</v></c>'`;
  const escaped = `replace(replace(replace(translate(${cell}, ${XML_FORBIDDEN}, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
  return `case when ${cell} is null or ${cell} = '' then '' else '<c r="${column}' || n || '" t="inlineStr"><is><t xml:space="preserve">' || ${escaped} || '</t></is></c>' end`;
}

/** One CSV line (without its CRLF) per establishment, in the list's order. */
export function establishmentCsvLines(query: Partial<EstablishmentListQuery>, rawQuery: unknown): Statement {
  const cells = establishmentExportCells(query, rawQuery, typeLabelSql(TYPE_LABELS));
  return {
    text: `select ${CELLS.map(csvCellSql).join(" || ';' || ")} from (${cells.text}) cells`,
    values: cells.values,
  };
}

/** One worksheet `<row>` per establishment, numbered from 2 (row 1 is the header). */
export function establishmentXlsxRows(query: Partial<EstablishmentListQuery>, rawQuery: unknown): Statement {
  const cells = establishmentExportCells(query, rawQuery, typeLabelSql(TYPE_LABELS));
  const columns = CELLS.map((cell, index) => xlsxCellSql(cell, String.fromCharCode(65 + index)));
  return {
    text: `select '<row r="' || (n + 1) || '">' || ${columns.join(' || ')} || '</row>' from (${cells.text}) cells`,
    values: cells.values,
  };
}
