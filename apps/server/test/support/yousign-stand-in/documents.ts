// The stand-in's PDFs: an uploaded document read from its multipart body, the signed copy and the audit trail.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { invalid, problem } from './answers.ts';
import type { StandInDocument, StandInRequest, StandInSigner } from './types.ts';

/** The document a multipart/form-data upload carries (`file`, `nature`), refused as Yousign would. */
export async function readDocument(raw: Buffer, contentType: string): Promise<StandInDocument> {
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  })
    .formData()
    .catch(() => {
      throw invalid('file', 'A multipart/form-data body is expected.');
    });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw invalid('file', 'This value should not be blank.');
  const nature = form.get('nature');
  if (nature !== 'signable_document' && nature !== 'attachment') {
    throw invalid('nature', 'Value must be in ["signable_document", "attachment"].');
  }
  const pdf = Buffer.from(await file.arrayBuffer());
  const loaded = await PDFDocument.load(pdf).catch(() => null);
  if (file.type !== 'application/pdf' || !loaded) {
    throw problem(400, 'document.analyze_error', 'The document is not a valid PDF.');
  }
  return {
    id: randomUUID(),
    nature,
    filename: file instanceof File ? file.name : 'document.pdf',
    pdf,
    pages: loaded.getPages().map((page) => page.getSize()),
    signedPdf: null,
  };
}

/** The document as signed: its PDF with a stand-in mark appended. */
export function signedPdf(document: StandInDocument): Buffer {
  const mark = Buffer.from(`\n%Yousign stand-in signature ${document.id}\n`, 'latin1');
  return Buffer.concat([document.pdf, mark]);
}

export async function auditTrailPdf(request: StandInRequest, signer: StandInSigner): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Yousign stand-in audit trail',
    `Signature request ${request.id}`,
    `Signer ${signer.id}: ${signer.info.email}`,
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}
