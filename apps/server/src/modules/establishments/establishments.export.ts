import { PassThrough, Readable } from 'node:stream';
import type { Establishment } from '@vetbo/domain/establishments';
import ExcelJS from 'exceljs';

type Column = { header: string; width: number; value: (e: Establishment) => string | number | null };

const TYPE_LABELS: Record<string, string> = {
  CAB: 'Cabinet vétérinaire',
  CHV: 'Centre hospitalier vétérinaire',
  CLI: 'Clinique',
  LAB: 'Laboratoire',
  OTHER: 'Autre',
};

export const EXPORT_COLUMNS: Column[] = [
  { header: 'Identifiant', width: 12, value: (e) => e.id },
  { header: 'Code privilégié', width: 16, value: (e) => e.privilegedCode },
  { header: 'Nom', width: 40, value: (e) => e.name },
  { header: 'Nom sur facture', width: 40, value: (e) => e.customName },
  { header: 'Type', width: 28, value: (e) => TYPE_LABELS[e.type] ?? e.type },
  { header: 'Code comptable', width: 16, value: (e) => e.accountingCode },
  { header: 'Étiquettes', width: 30, value: (e) => e.tags.join(', ') },
  { header: 'Structure juridique', width: 40, value: (e) => e.legalStructure?.socialReason ?? null },
  { header: 'Adresse', width: 50, value: (e) => e.mainAddress?.addressSummary ?? null },
  { header: 'Code postal', width: 12, value: (e) => e.postalCode },
  { header: 'Ville', width: 24, value: (e) => e.city },
  { header: 'Pays', width: 8, value: (e) => e.mainAddress?.country ?? null },
  { header: 'E-mail', width: 32, value: (e) => e.mainAddress?.email ?? null },
  { header: 'Téléphone', width: 18, value: (e) => e.mainAddress?.phone ?? null },
  { header: 'Créé le', width: 22, value: (e) => e.createdDate },
  { header: 'Modifié le', width: 22, value: (e) => e.updatedDate },
];

/** Quotes a CSV cell for `;`-separated files and neutralises spreadsheet formulas (=, @, +x, -x). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=@]/.test(text) || /^[+-][^0-9]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** UTF-8 with BOM and `;` so that French Excel opens it as is. */
export function establishmentsCsv(batches: AsyncIterable<Establishment[]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`;
      for await (const batch of batches) {
        yield batch.map((e) => csvLine(EXPORT_COLUMNS.map((c) => c.value(e)))).join('');
      }
    })(),
  );
}

export function establishmentsXlsx(
  batches: AsyncIterable<Establishment[]>,
  onError: (error: Error) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Établissements');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const batch of batches) {
      for (const e of batch) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(e))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => {
    onError(error);
    stream.destroy(error);
  });
  return stream;
}
