// The visible mark of a built-in signature: a line at the foot of every page ("Signé électroniquement
// par … le … — code à usage unique"), drawn before the seal so that the seal covers it too.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './audit-trail.render.ts';

const MARGIN = 36;
const SIZE = 7.5;

export async function stampSignature(pdf: Buffer, text: string): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = winAnsi(text, new Set(font.getCharacterSet()));
  for (const page of document.getPages()) {
    const { width } = page.getSize();
    // Cut to the page's width rather than run off it.
    let shown = line;
    while (shown.length > 10 && font.widthOfTextAtSize(shown, SIZE) > width - 2 * MARGIN)
      shown = `${shown.slice(0, -2)}…`;
    page.drawText(shown, { x: MARGIN, y: MARGIN / 2, size: SIZE, font, color: rgb(0.1, 0.3, 0.55) });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
