// Under the lines: the VAT per rate, the totals, the payment terms and the legal mentions.
import { money, pdfDate } from '../amounts.ts';
import type { BillingDocument } from '../document.ts';
import {
  earlyPaymentDiscount,
  latePenaltyMention,
  recoveryIndemnity,
  SELF_BILLING_MENTION,
  vatOnDebits,
} from '../mentions.ts';
import { exemptionReasonOf, VAT_CATEGORY_RULES } from '../vat-categories.ts';
import { PAYMENT_LABELS } from '../xml/payment.ts';
import { ACCENT, type Canvas, FILL, MARGIN, MUTED, RIGHT, RULE } from './canvas.ts';
import { rateLabel } from './lines-table.ts';

const LEADING = 12;
const TOTALS_X = 345;

function vatTable(canvas: Canvas, doc: BillingDocument, top: number): number {
  let y = top;
  const columns = { rate: MARGIN + 6, base: 215, vat: 290 };
  canvas.box(MARGIN, y - 16, 255, 16, FILL);
  const head = { size: 8, bold: true, color: MUTED };
  canvas.text('TVA', columns.rate, y - 11, head);
  canvas.text('BASE HT', columns.base, y - 11, { ...head, align: 'right' });
  canvas.text('MONTANT TVA', columns.vat, y - 11, { ...head, align: 'right' });
  y -= 28;
  for (const entry of doc.vatBreakdown) {
    const printed = VAT_CATEGORY_RULES[entry.category].printedLabel;
    const label = printed
      ? `${rateLabel(entry.category, entry.rate)} (${printed})`
      : rateLabel(entry.category, entry.rate);
    canvas.text(label, columns.rate, y, { size: 8.5 });
    canvas.text(money(entry.baseCents), columns.base, y, { size: 8.5, align: 'right' });
    canvas.text(money(entry.vatCents), columns.vat, y, { size: 8.5, align: 'right' });
    y -= LEADING;
  }
  return y;
}

function totals(canvas: Canvas, doc: BillingDocument, top: number): number {
  const { totals: t } = doc;
  const rows: [string, number][] = [
    ['Total HT', t.withoutVatCents],
    ['Total TVA', t.vatCents],
    ['Total TTC', t.withVatCents],
  ];
  if (t.paidCents !== undefined && t.paidCents !== 0) rows.push(['Déjà réglé', t.paidCents]);
  let y = top - 11;
  for (const [label, cents] of rows) {
    const bold = label === 'Total TTC';
    canvas.text(label, TOTALS_X + 8, y, { size: 9, bold });
    canvas.text(money(cents), RIGHT - 8, y, { size: 9, bold, align: 'right' });
    y -= 14;
  }
  y -= 6;
  const due = doc.kind === 'CREDIT_NOTE' ? 'Montant de l’avoir' : 'Net à payer';
  canvas.box(TOTALS_X, y - 9, RIGHT - TOTALS_X, 22, ACCENT);
  const white = { size: 10.5, bold: true, color: FILL };
  canvas.text(due, TOTALS_X + 8, y - 1, white);
  canvas.text(money(t.dueCents), RIGHT - 8, y - 1, { ...white, align: 'right' });
  return y - 20;
}

/** "FR76 3000 6000 0112 3456 7890 189". */
export const groupedIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** The client's account debited, its middle hidden: "FR76 •••• •••• •••• •••• •••0 189". */
export function maskedIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hidden = compact.slice(0, 4) + '•'.repeat(Math.max(compact.length - 8, 0)) + compact.slice(-4);
  return groupedIban(hidden);
}

function paymentLines(doc: BillingDocument): string[] {
  const lines = [`Échéance : ${pdfDate(doc.dueDate)} — ${doc.paymentTerms}`];
  const details = [PAYMENT_LABELS[doc.paymentMethod]];
  if (doc.paymentMethod === 'SEPA_DIRECT_DEBIT') {
    if (doc.iban) details.push(`sur le compte ${maskedIban(doc.iban)}`);
    if (doc.mandateReference) details.push(`mandat (RUM) ${doc.mandateReference}`);
    if (doc.creditorIdentifier) details.push(`créancier (ICS) ${doc.creditorIdentifier}`);
  } else if (doc.paymentMethod === 'SEPA_CREDIT_TRANSFER') {
    if (doc.iban) details.push(`IBAN ${groupedIban(doc.iban)}`);
    if (doc.bic) details.push(`BIC ${doc.bic}`);
  }
  lines.push(details.join(' — '));
  return lines;
}

function mentionLines(doc: BillingDocument): string[] {
  const exemptions = doc.vatBreakdown
    .map((entry) => exemptionReasonOf(entry.category, entry.exemptionReason))
    .filter((text): text is string => text !== undefined);
  return [
    ...(doc.kind === 'SELF_BILLING' ? [SELF_BILLING_MENTION] : []),
    ...new Set(exemptions),
    ...(doc.vatOnDebits ? [vatOnDebits] : []),
    latePenaltyMention(doc),
    recoveryIndemnity,
    earlyPaymentDiscount,
    ...(doc.personalisedMention ? [doc.personalisedMention] : []),
  ];
}

function section(canvas: Canvas, title: string, lines: string[]): void {
  const wrapped = lines.flatMap((line) => canvas.wrap(line, RIGHT - MARGIN, { size: 8.5 }));
  canvas.ensure(18 + wrapped.length * 11);
  canvas.text(title, MARGIN, canvas.y, { size: 7, bold: true, color: MUTED });
  canvas.line(MARGIN, canvas.y - 4, RIGHT, canvas.y - 4, RULE, 0.4);
  canvas.y -= 16;
  for (const line of wrapped) {
    canvas.text(line, MARGIN, canvas.y, { size: 8.5 });
    canvas.y -= 11;
  }
  canvas.y -= 8;
}

export function drawSummary(canvas: Canvas, doc: BillingDocument): void {
  const height = Math.max(28 + doc.vatBreakdown.length * LEADING, 80);
  canvas.ensure(height);
  const top = canvas.y;
  canvas.y = Math.min(vatTable(canvas, doc, top), totals(canvas, doc, top)) - 10;
  section(canvas, 'CONDITIONS DE PAIEMENT', paymentLines(doc));
  section(canvas, 'MENTIONS LÉGALES', mentionLines(doc));
}
