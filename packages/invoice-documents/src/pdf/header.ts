// The top of the first page: the seller, the title and dates, the client and what the document covers.
import { pdfDate } from '../amounts.ts';
import { COUNTRY_NAMES } from '../countries.ts';
import type { BillingDocument, BillingParty, PostalAddress } from '../document.ts';
import { legalIdentityMention, NATURE_LABELS, spacedLegalCode, TITLES } from '../mentions.ts';
import { ACCENT, type Canvas, MARGIN, MUTED, RIGHT, RULE } from './canvas.ts';

const LEADING = 11.5;

export const addressLines = (address: PostalAddress): string[] => [
  address.street,
  `${address.postalCode} ${address.city}`,
  ...(address.country === 'FRA' ? [] : [COUNTRY_NAMES[address.country]]),
];

const sameAddress = (a: PostalAddress, b: PostalAddress): boolean =>
  a.street === b.street && a.postalCode === b.postalCode && a.city === b.city && a.country === b.country;

/** SIREN always (the reform's mention for the client), SIRET as well when the party has one. */
export function identifierLines(party: BillingParty): string[] {
  const code = party.legalCode;
  const lines = code ? [`SIREN ${spacedLegalCode(code.slice(0, 9))}`] : [];
  if (code?.length === 14) lines.push(`SIRET ${spacedLegalCode(code)}`);
  if (party.vatNumber) lines.push(`N° TVA intracommunautaire ${party.vatNumber}`);
  return lines;
}

function seller(canvas: Canvas, party: BillingParty, top: number): number {
  let y = top;
  canvas.text(party.name, MARGIN, y, { size: 13, bold: true, color: ACCENT });
  y -= 16;
  const identity = legalIdentityMention(party);
  const lines = [...addressLines(party.address), ...(identity ? [identity] : []), ...identifierLines(party)];
  if (party.email) lines.push(party.email);
  for (const line of lines) {
    for (const part of canvas.wrap(line, 270, { size: 8.5 })) {
      canvas.text(part, MARGIN, y, { size: 8.5 });
      y -= LEADING;
    }
  }
  return y;
}

function titleBlock(canvas: Canvas, doc: BillingDocument, top: number): number {
  let y = top;
  const title = TITLES[doc.kind];
  canvas.text(title, RIGHT, y - 6, {
    size: doc.kind === 'SELF_BILLING' ? 15 : 20,
    bold: true,
    color: ACCENT,
    align: 'right',
  });
  y -= 28;
  canvas.text(`N° ${doc.number}`, RIGHT, y, { size: 10, bold: true, align: 'right' });
  y -= 14;
  const rows = [`Date d’émission : ${pdfDate(doc.issueDate)}`, `Date d’échéance : ${pdfDate(doc.dueDate)}`];
  if (doc.precedingInvoice)
    rows.push(
      `Avoir sur la facture n° ${doc.precedingInvoice.number} du ${pdfDate(doc.precedingInvoice.issueDate)}`,
    );
  for (const row of rows) {
    canvas.text(row, RIGHT, y, { size: 9, align: 'right' });
    y -= LEADING;
  }
  return y;
}

function client(canvas: Canvas, party: BillingParty, top: number): number {
  const x = 318;
  const lines = [...addressLines(party.address), ...identifierLines(party)];
  const height = 34 + lines.length * LEADING;
  canvas.box(x, top - height + 6, RIGHT - x, height, undefined, RULE);
  let y = top - 4;
  canvas.text('CLIENT', x + 10, y, { size: 7, bold: true, color: MUTED });
  y -= 13;
  canvas.text(party.name, x + 10, y, { size: 10, bold: true });
  y -= 13;
  for (const line of lines) {
    canvas.text(line, x + 10, y, { size: 8.5 });
    y -= LEADING;
  }
  return top - height;
}

function covers(canvas: Canvas, doc: BillingDocument, top: number): number {
  let y = top - 4;
  const row = (label: string, ...values: string[]) => {
    canvas.text(label, MARGIN, y, { size: 7, bold: true, color: MUTED });
    y -= 11;
    for (const part of values.flatMap((value) => canvas.wrap(value, 255, { size: 8.5 }))) {
      canvas.text(part, MARGIN, y, { size: 8.5 });
      y -= LEADING;
    }
    y -= 4;
  };
  if (doc.period) row('PÉRIODE', `Du ${pdfDate(doc.period.start)} au ${pdfDate(doc.period.end)}`);
  if (doc.deliveryDate) row('DATE DE LIVRAISON', pdfDate(doc.deliveryDate));
  row('NATURE DES OPÉRATIONS', NATURE_LABELS[doc.operationNature]);
  if (doc.deliveryAddress && !sameAddress(doc.deliveryAddress, doc.buyer.address))
    row('ADRESSE DE LIVRAISON', ...addressLines(doc.deliveryAddress));
  if (doc.kind === 'SELF_BILLING')
    row(
      'AUTOFACTURATION',
      `Facture émise par ${doc.buyer.name} au nom et pour le compte de ${doc.seller.name} (mandat d’autofacturation)`,
    );
  return y;
}

/** Draws the header and leaves the cursor under it. */
export function drawHeader(canvas: Canvas, doc: BillingDocument): void {
  const top = canvas.y;
  const bottom = Math.min(seller(canvas, doc.seller, top), titleBlock(canvas, doc, top));
  const second = bottom - 14;
  canvas.y = Math.min(client(canvas, doc.buyer, second), covers(canvas, doc, second)) - 12;
}
