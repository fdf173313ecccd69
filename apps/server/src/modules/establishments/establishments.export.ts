import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportRow } from './establishments.export-cursor.ts';

type Cell = string | number | null;
type Column = { header: string; width: number };

const TYPE_LABELS: Record<string, string> = {
  CAB: 'Cabinet vétérinaire',
  CHV: 'Centre hospitalier vétérinaire',
  CLI: 'Clinique',
  LAB: 'Laboratoire',
  OTHER: 'Autre',
};

/** In the order of the cells of `establishmentExportStatement` (establishment-statements.ts). */
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
const TYPE_CELL = 4;

/** The cells of one row as written: the type's label, the id as a number. */
function cellsOf(row: ExportRow): Cell[] {
  const cells: Cell[] = row.slice();
  cells[0] = Number(row[0]);
  const type = row[TYPE_CELL] as string;
  cells[TYPE_CELL] = TYPE_LABELS[type] ?? type;
  return cells;
}

/** Quotes a CSV cell for `;`-separated files and neutralises spreadsheet formulas (=, @, +x, -x). */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=@]/.test(text) || /^[+-][^0-9]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** UTF-8 with BOM and `;` so that French Excel opens it as is. */
export function establishmentsCsv(batches: AsyncIterable<ExportRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`;
      for await (const batch of batches) {
        let text = '';
        for (const row of batch) text += csvLine(cellsOf(row));
        yield text;
      }
    })(),
  );
}

export function establishmentsXlsx(
  batches: AsyncIterable<ExportRow[]>,
  onError: (error: Error) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Établissements');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(cellsOf(row)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => {
    onError(error);
    stream.destroy(error);
  });
  return stream;
}
