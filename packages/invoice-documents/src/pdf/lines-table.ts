// The lines table: designation (with its description), quantity, unit price HT, VAT rate, amount HT.
// Its header row is drawn again at the top of each page the lines run onto.

import type { VatCategory } from '@vetbo/domain/enums';
import { money, pdfRate } from '../amounts.ts';
import type { BillingDocument, BillingLine } from '../document.ts';
import { VAT_CATEGORY_RULES } from '../vat-categories.ts';
import { type Canvas, FILL, MARGIN, MUTED, RIGHT, RULE } from './canvas.ts';

const COLUMNS = { label: MARGIN + 6, quantity: 338, unit: 412, vat: 462, amount: RIGHT - 6 };
const LABEL_WIDTH = 268;
const HEADER_HEIGHT = 18;

/** The VAT column: the rate, or what stands for it where no VAT is charged. */
export function rateLabel(category: VatCategory, rate: number): string {
  switch (VAT_CATEGORY_RULES[category].code) {
    case 'S':
      return pdfRate(rate);
    case 'AE':
      return 'Autoliq.';
    case 'O':
      return 'Non soumis';
    case 'E':
    case 'K':
    case 'G':
      return 'Exonéré';
    default:
      return pdfRate(rate);
  }
}

function headerRow(canvas: Canvas): void {
  const y = canvas.y;
  canvas.box(MARGIN, y - HEADER_HEIGHT, RIGHT - MARGIN, HEADER_HEIGHT, FILL);
  const style = { size: 8, bold: true, color: MUTED };
  canvas.text('DÉSIGNATION', COLUMNS.label, y - 12, style);
  canvas.text('QTÉ', COLUMNS.quantity, y - 12, { ...style, align: 'right' });
  canvas.text('P.U. HT', COLUMNS.unit, y - 12, { ...style, align: 'right' });
  canvas.text('TVA', COLUMNS.vat, y - 12, { ...style, align: 'right' });
  canvas.text('MONTANT HT', COLUMNS.amount, y - 12, { ...style, align: 'right' });
  canvas.y = y - HEADER_HEIGHT - 4;
}

function row(canvas: Canvas, line: BillingLine): void {
  const labels = canvas.wrap(line.label, LABEL_WIDTH, { size: 9 });
  const details = line.description ? canvas.wrap(line.description, LABEL_WIDTH, { size: 7.5 }) : [];
  const height = labels.length * 11.5 + details.length * 9.5 + 8;
  canvas.ensure(height);
  let y = canvas.y - 10;
  const unit = line.isDiscount ? -Math.abs(line.unitPriceWithoutVatCents) : line.unitPriceWithoutVatCents;
  canvas.text(String(line.quantity), COLUMNS.quantity, y, { align: 'right' });
  canvas.text(money(unit), COLUMNS.unit, y, { align: 'right' });
  canvas.text(rateLabel(line.vatCategory, line.vatRate), COLUMNS.vat, y, { align: 'right' });
  canvas.text(money(line.amountWithoutVatCents), COLUMNS.amount, y, { align: 'right' });
  for (const label of labels) {
    canvas.text(label, COLUMNS.label, y);
    y -= 11.5;
  }
  for (const detail of details) {
    canvas.text(detail, COLUMNS.label, y + 1.5, { size: 7.5, color: MUTED });
    y -= 9.5;
  }
  canvas.y -= height;
  canvas.line(MARGIN, canvas.y + 2, RIGHT, canvas.y + 2, RULE, 0.4);
}

export function drawLinesTable(canvas: Canvas, doc: BillingDocument): void {
  canvas.ensure(HEADER_HEIGHT + 40);
  headerRow(canvas);
  canvas.continuation = () => headerRow(canvas);
  for (const line of doc.lines) row(canvas, line);
  canvas.continuation = undefined;
  canvas.y -= 10;
}
