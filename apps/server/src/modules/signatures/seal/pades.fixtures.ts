import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SealDetails } from './pades.ts';

// Shared by pades.error.test.ts and pades.happy.test.ts.
export const NOW = new Date('2026-03-14T09:26:53Z');

export const DETAILS: SealDetails = {
  reason: 'Signé par Émilie Durand (code à usage unique) — \\ ok 🙂',
  name: 'Émilie Durand',
  location: 'France',
  contactInfo: 'emilie@example.fr',
  signingTime: NOW,
};

export async function samplePdf(text = 'Mandat de prélèvement'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(text, { x: 56, y: 780, size: 12, font });
  pdf.addPage([595.28, 841.89]);
  return Buffer.from(await pdf.save());
}
