// The PDF/A-3 of a billing document: a readable A4 French document carrying its Factur-X XML.
import { PDFDocument } from 'pdf-lib';
import type { BillingDocument } from './document.ts';
import { buildFacturxXml } from './facturx-xml.ts';
import { legalIdentityMention, TITLES } from './mentions.ts';
import { Canvas, MARGIN, MUTED, RIGHT, RULE } from './pdf/canvas.ts';
import { embedFonts } from './pdf/fonts.ts';
import { drawHeader } from './pdf/header.ts';
import { drawLinesTable } from './pdf/lines-table.ts';
import { makePdfA3 } from './pdf/pdfa.ts';
import { drawSummary } from './pdf/summary.ts';

export interface RenderOptions {
  /** The XML to embed; built from the document when absent. */
  xml?: string;
  /** The PDF's creation date (document information, XMP, the attachment's dates); now by default. */
  createdAt?: Date;
}

function footers(canvas: Canvas, doc: BillingDocument): void {
  const { seller } = doc;
  const identity = [seller.name, legalIdentityMention(seller), seller.vatNumber && `TVA ${seller.vatNumber}`]
    .filter(Boolean)
    .join(' — ');
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.line(MARGIN, 46, RIGHT, 46, RULE, 0.4);
    const label = `${doc.number} — page ${index + 1}/${canvas.pages.length}`;
    const room = RIGHT - MARGIN - canvas.width(label, { size: 7 }) - 16;
    const lines = canvas.wrap(identity, room, { size: 7 });
    lines.forEach((line, i) => {
      canvas.text(line, MARGIN, 36 - i * 9, { size: 7, color: MUTED });
    });
    canvas.text(label, RIGHT, 36, { size: 7, color: MUTED, align: 'right' });
  });
}

/**
 * Renders the document and embeds the XML. It does not validate: buildBillingPdf does, and is what
 * issuing a document calls.
 */
export async function renderBillingPdf(
  doc: BillingDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const xml = options.xml ?? buildFacturxXml(doc);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const canvas = new Canvas(pdf, await embedFonts(pdf));
  drawHeader(canvas, doc);
  drawLinesTable(canvas, doc);
  drawSummary(canvas, doc);
  footers(canvas, doc);
  const issuer = doc.kind === 'SELF_BILLING' ? doc.buyer : doc.seller;
  await makePdfA3(pdf, {
    title: `${TITLES[doc.kind]} ${doc.number}`,
    author: issuer.name,
    createdAt: options.createdAt ?? new Date(),
    xml,
  });
  return pdf.save({ useObjectStreams: false });
}
