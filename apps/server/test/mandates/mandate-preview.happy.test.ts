import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preview, rum, useMandatePreviewWorld } from '../support/factories/mandate-preview-world.ts';

useMandatePreviewWorld();

describe('[MANDATES] the mandate form preview', () => {
  it('is a one-page A4 PDF named after the RUM when the caller accepts a PDF', async () => {
    const answer = await preview('application/pdf');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Mandat de prélèvement SEPA — ${rum}`);
    expect(Math.round(pdf.getPage(0).getWidth())).toBe(595);
  });

  it('is a PNG image of the page otherwise', async () => {
    const answer = await preview('image/png');
    expect(answer.type).toBe('image/png');
    const meta = await sharp(answer.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1240, height: 1754 });
  });
});
