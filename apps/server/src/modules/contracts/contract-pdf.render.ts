// The contract as a PDF (A4, French, standard fonts): the establishment, each subscription it covers
// (service, option, dates, yearly price without VAT from integer cents) and the signer's box.
import { wrapText } from '@vetbo/domain/mandate-form';
import { pdfAmount } from '@vetbo/domain/money/format';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { frenchDay } from '../../lib/french-day.ts';
import type { SignatureField } from '../signatures/public.ts';

export interface ContractPdfInput {
  entitled: string;
  establishment: { name: string; privilegedCode: string; address: string | null };
  subscriptions: {
    serviceEntitled: string;
    optionEntitled: string;
    startDate: string;
    endDate: string;
    annualPriceWithoutVat: number;
  }[];
  signer: { firstName: string; lastName: string; email: string };
  /** The day the contract was drafted (YYYY-MM-DD). */
  draftedDay: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BOX = { width: 240, height: 80 };
const INK = rgb(0.1, 0.1, 0.1);

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  gap: number;
}

function layout(input: ContractPdfInput): Line[] {
  const { establishment: e } = input;
  const lines: Line[] = [
    { text: 'Contrat de services', size: 18, bold: true, gap: 0 },
    ...wrapText(input.entitled, 70).map((text) => ({ text, size: 12, gap: 6 })),
    { text: 'Établissement', size: 11, bold: true, gap: 18 },
    { text: `${e.name} (code privilégié ${e.privilegedCode})`, size: 10, gap: 4 },
  ];
  if (e.address) lines.push({ text: e.address, size: 10, gap: 4 });
  lines.push({ text: 'Abonnements couverts par le contrat', size: 11, bold: true, gap: 18 });
  for (const s of input.subscriptions) {
    lines.push({ text: `${s.serviceEntitled} — ${s.optionEntitled}`, size: 10, bold: true, gap: 8 });
    lines.push({
      text: `Du ${frenchDay(s.startDate)} au ${frenchDay(s.endDate)} — prix annuel HT : ${pdfAmount(s.annualPriceWithoutVat)}`,
      size: 10,
      gap: 3,
    });
  }
  lines.push({ text: 'Signataire', size: 11, bold: true, gap: 18 });
  lines.push({
    text: `${input.signer.firstName} ${input.signer.lastName} (${input.signer.email})`,
    size: 10,
    gap: 4,
  });
  lines.push({ text: `Contrat établi le ${frenchDay(input.draftedDay)}.`, size: 10, gap: 4 });
  return lines;
}

/** Text the standard fonts cannot encode (WinAnsi) loses its accents, or becomes "?". */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) as number)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every((c) => known.has(c.codePointAt(0) as number)) && bare ? bare : '?';
    })
    .join('');
}

/** Draws the lines from the top of successive pages; returns the last page and the last baseline. */
function drawLines(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }, lines: Line[]) {
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of lines) {
    if (y - line.gap - line.size < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    y -= line.gap + line.size;
    const font = line.bold ? fonts.bold : fonts.regular;
    page.drawText(printable(font, line.text), { x: MARGIN, y, size: line.size, font, color: INK });
  }
  return { page, y };
}

/** The box bottom-left on the last page: where a stored contract is signed, whatever its length. */
export function contractSignatureBox(pageCount: number): SignatureField {
  return { page: pageCount, x: MARGIN, y: Math.round(PAGE.height - MARGIN - BOX.height), ...BOX };
}

/** The PDF; its signature box is `contractSignatureBox` of its page count. */
export async function contractPdf(input: ContractPdfInput): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Contrat — ${input.entitled}`);
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Vetbo');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const drawn = drawLines(pdf, fonts, layout(input));
  let page = drawn.page;
  // The box sits at the foot of the last page, under its label: the text must end above both.
  const labelBaseline = MARGIN + BOX.height + 8;
  if (drawn.y - 18 < labelBaseline + 10) page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawText('Signature du signataire :', {
    x: MARGIN,
    y: labelBaseline,
    size: 10,
    font: fonts.regular,
    color: INK,
  });
  page.drawRectangle({ x: MARGIN, y: MARGIN, ...BOX, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.8 });
  return Buffer.from(await pdf.save());
}
