import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { stampSignature } from './stamp.ts';

async function pdfOf(pages: number) {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index++) document.addPage([595.28, 841.89]);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

describe('the visible mark of a built-in signature', () => {
  it('draws on every page and keeps the pages', async () => {
    const original = await pdfOf(2);
    const stamped = await stampSignature(
      original,
      'Signé électroniquement par Julie Moreau le 25 novembre 2026 à 08:12 — code à usage unique',
    );
    const reloaded = await PDFDocument.load(stamped);
    expect(reloaded.getPageCount()).toBe(2);
    // Each page gained a content stream with the text drawn (Helvetica, WinAnsi: "é" is a single byte).
    expect(stamped.length).toBeGreaterThan(original.length + 200);
    expect(stamped.toString('latin1')).toContain('/Helvetica');
  });
});
