// The mandate form (packages/domain/src/mandate-form.ts) as a PDF (A4, standard fonts embedded by any
// reader) or as a PNG image (the same layout drawn in SVG, rasterised by sharp with the system's fonts).
import { type MandateForm, wrapText } from '@vetbo/domain/mandate-form';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** One line of the page: its text, size, weight and the space above it, in points. */
interface Line {
  text: string;
  size: number;
  bold?: boolean;
  gap: number;
}

const WRAP = 95;

function layout(form: MandateForm): Line[] {
  const lines: Line[] = [
    { text: form.title, size: 18, bold: true, gap: 0 },
    { text: form.subtitle, size: 11, gap: 8 },
  ];
  for (const section of form.sections) {
    lines.push({ text: section.title, size: 11, bold: true, gap: 18 });
    for (const text of section.lines) lines.push({ text, size: 10, gap: 4 });
  }
  lines.push({ text: 'Autorisation', size: 11, bold: true, gap: 18 });
  form.legalText.forEach((paragraph, index) => {
    for (const [line, text] of wrapText(paragraph, WRAP).entries())
      lines.push({ text, size: 9, gap: line === 0 && index > 0 ? 8 : 3 });
  });
  for (const [index, text] of form.signature.entries())
    lines.push({ text, size: 10, gap: index === 0 ? 24 : 10 });
  return lines;
}

const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };

/** The baseline of the last line drawn, in PDF points from the bottom of the page. */
const lastBaseline = (form: MandateForm) =>
  layout(form).reduce((y, line) => y - line.gap - line.size, PAGE.height - MARGIN);

/** The signature box of the PDF, in points from the page's top-left corner (e-signature fields). */
export function mandateSignatureBox(form: MandateForm) {
  return {
    page: 1,
    x: MARGIN,
    y: Math.round(PAGE.height - (lastBaseline(form) - 10)),
    width: 240,
    height: 80,
  };
}

export async function mandateFormPdf(form: MandateForm): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${form.title} — ${form.sections[0]?.lines[0] ?? ''}`);
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Vetbo');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of layout(form)) {
    y -= line.gap + line.size;
    page.drawText(line.text, {
      x: MARGIN,
      y,
      size: line.size,
      font: line.bold ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  page.drawRectangle({
    x: MARGIN,
    y: y - 90,
    width: 240,
    height: 80,
    borderColor: rgb(0.4, 0.4, 0.4),
    borderWidth: 0.8,
  });
  return Buffer.from(await pdf.save());
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The same page at 150 dpi (1240 × 1754 pixels). */
export async function mandateFormPng(form: MandateForm): Promise<Buffer> {
  const scale = 150 / 72;
  let y = MARGIN;
  const texts: string[] = [];
  for (const line of layout(form)) {
    y += line.gap + line.size;
    texts.push(
      `<text x="${MARGIN * scale}" y="${y * scale}" font-size="${line.size * scale}" font-weight="${line.bold ? 700 : 400}">${escapeXml(line.text)}</text>`,
    );
  }
  const width = Math.round(PAGE.width * scale);
  const height = Math.round(PAGE.height * scale);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1a1a1a">${texts.join('')}</g><rect x="${MARGIN * scale}" y="${(y + 10) * scale}" width="${240 * scale}" height="${80 * scale}" fill="none" stroke="#666" stroke-width="2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
