import type { CreditNoteCategory, TreatmentStatus } from '@vetbo/domain/billing/enums';
import { csvAmount, xlsxAmount } from '@vetbo/domain/money/format';
import type { SheetCell, SheetColumn } from '../../lib/export/sheet-writers.ts';
import { frenchDay } from '../../lib/french-day.ts';

/** The file's columns, in the order of `legacyCreditNoteExportRow`'s cells. */
export const LEGACY_CREDIT_NOTE_EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Numéro', width: 18 },
  { header: 'Date', width: 12 },
  { header: 'Type', width: 16 },
  { header: 'Code privilégié', width: 14 },
  { header: 'Établissement', width: 36 },
  { header: 'Libellé', width: 36 },
  { header: 'Montant TTC', width: 14, format: 'euros' },
  { header: 'Statut comptable', width: 16 },
  { header: 'Traité le', width: 16 },
  { header: 'Traité par', width: 24 },
];

const TYPES: Record<CreditNoteCategory, string> = {
  ALIM: 'Alimentation',
  CREDIT_NOTE: 'Avoir',
  OTHER: 'Autre',
  SELF_BILLING: 'Autofacturation',
};
const STATUSES: Record<TreatmentStatus, string> = { UNTREATED: 'Non traité', TREATED: 'Traité' };

/** Cells as the statement selects them (legacyCreditNoteExportStatement). */
type Row = [
  documentCode: string,
  documentDate: string,
  documentType: CreditNoteCategory,
  privilegedCode: string,
  name: string,
  label: string | null,
  unitPriceWithVat: number,
  accountingStatus: TreatmentStatus,
  treatedDate: string | null,
  treatedBy: string | null,
];

/** Money in euros: CSV cells are text "1234,50" (what French Excel reads as a number), XLSX cells numbers. */
export function legacyCreditNoteExportRow(raw: unknown[], format: 'csv' | 'xlsx'): SheetCell[] {
  const [code, date, type, privilegedCode, name, label, amount, status, treatedDate, treatedBy] = raw as Row;
  return [
    code,
    frenchDay(date),
    TYPES[type] ?? type,
    privilegedCode,
    name,
    label,
    format === 'xlsx' ? xlsxAmount(amount) : csvAmount(amount),
    STATUSES[status] ?? status,
    treatedDate,
    treatedBy,
  ];
}
