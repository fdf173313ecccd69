import type { VatCategory } from '@vetbo/domain/enums';
import { csvAmount, csvRate, xlsxAmount, xlsxRate } from '@vetbo/domain/money/format';
import { lineAmounts } from '@vetbo/domain/money/lines';
import { vatRateOf } from '@vetbo/domain/money/vat';
import type { SheetCell, SheetColumn } from '../../lib/export/sheet-writers.ts';
import { frenchDay } from '../../lib/french-day.ts';

/** The file's columns, in the order of `servicesExportRow`'s cells. */
export const SERVICES_EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Type', width: 12 },
  { header: 'Code privilégié', width: 14 },
  { header: 'Établissement', width: 36 },
  { header: 'Service', width: 14 },
  { header: 'Libellé du service', width: 36 },
  { header: 'Option / prestation', width: 36 },
  { header: 'Début ou réalisée le', width: 14 },
  { header: 'Fin', width: 12 },
  { header: 'Quantité', width: 10 },
  { header: 'Prix HT', width: 12, format: 'euros' },
  { header: 'Remises HT', width: 12, format: 'euros' },
  { header: 'Montant HT', width: 12, format: 'euros' },
  { header: 'Taux TVA', width: 10, format: 'percent' },
  { header: 'Montant TVA', width: 12, format: 'euros' },
  { header: 'Montant TTC', width: 12, format: 'euros' },
  { header: 'À facturer', width: 10 },
  { header: 'Facturée', width: 10 },
  { header: 'Créancier', width: 28 },
  { header: 'Compte de produit', width: 16 },
];

/** Cells as the statement selects them (services-export.statement.ts). */
type Row = [
  kind: string,
  privilegedCode: string,
  name: string,
  serviceCode: string,
  serviceEntitled: string,
  item: string,
  startDate: string,
  endDate: string | null,
  quantity: number,
  priceCents: number,
  discountCents: number,
  vatCategory: VatCategory,
  shouldGenerateInvoice: boolean,
  invoiced: boolean,
  creditor: string,
  accountingCode: string,
];

const day = (value: string | null) => (value ? frenchDay(value) : null);
const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/**
 * Money in euros: CSV cells are text "1234,50" (what French Excel reads as a number), XLSX cells numbers.
 * Amounts are computed in cents by the domain (VAT on the line total, rounded half-up) and only then shown.
 */
export function servicesExportRow(raw: unknown[], format: 'csv' | 'xlsx'): SheetCell[] {
  const row = raw as Row;
  const [
    kind,
    privilegedCode,
    name,
    serviceCode,
    serviceEntitled,
    item,
    start,
    end,
    quantity,
    price,
    discount,
    vatCategory,
  ] = row;
  const rate = vatRateOf(vatCategory);
  const amounts = lineAmounts(price, 1, rate, discount);
  const euros = format === 'xlsx' ? xlsxAmount : csvAmount;
  const percent = format === 'xlsx' ? xlsxRate(rate) : csvRate(rate);
  return [
    kind === 'SUBSCRIPTION' ? 'Abonnement' : 'Prestation',
    privilegedCode,
    name,
    serviceCode,
    serviceEntitled,
    item,
    day(start),
    day(end),
    quantity,
    euros(price),
    euros(discount),
    euros(amounts.withoutVat),
    percent,
    euros(amounts.vat),
    euros(amounts.withVat),
    yesNo(row[12]),
    yesNo(row[13]),
    row[14],
    row[15],
  ];
}
