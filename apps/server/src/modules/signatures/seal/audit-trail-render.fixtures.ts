// Shared by audit-trail-render.error.test.ts and audit-trail-render.happy.test.ts.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import type { AuditTrail } from './audit-trail.render.ts';
import { generateSealCertificate, sealFromPem } from './seal-certificate.ts';
export const ORIGINAL = 'a'.repeat(32) + 'b'.repeat(32);

export const SIGNED = 'c'.repeat(32) + 'd'.repeat(32);

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';

/** The seal the trails are stamped with. */
export const seal = sealFromPem(generateSealCertificate(new Date('2026-01-01T00:00:00Z')));

export function trail(events = 4): AuditTrail {
  const base = [
    { name: 'signature_request.activated', date: new Date('2026-03-14T08:00:00Z') },
    {
      name: 'signer.code_sent',
      date: new Date('2026-03-14T09:20:00Z'),
      sentTo: 'emilie@example.fr',
      ip: '203.0.113.7',
      userAgent: USER_AGENT,
    },
    { name: 'document.viewed', date: new Date('2026-03-14T09:21:00Z'), documentId: 11, ip: '203.0.113.7' },
    { name: 'signer.done', date: new Date('2026-07-01T12:05:09Z'), ip: '2001:db8::1', userAgent: USER_AGENT },
  ];
  return {
    requestId: 42,
    requestName: 'Mandat de prélèvement — Émilie’s 🐶 clinic',
    documents: [{ id: 11, title: 'Mandat SEPA', originalSha256: ORIGINAL, signedSha256: SIGNED }],
    signer: { name: 'Émilie Durand', email: 'emilie@example.fr' },
    events: Array.from({ length: events }, (_, index) => base[index % base.length]).flatMap((event) =>
      event ? [event] : [],
    ),
    seal: { subject: seal.subject, fingerprintSha256: seal.fingerprintSha256 },
  };
}

/** Each page's drawn text (pdf-lib writes standard-font text as WinAnsi hex strings). */
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs
      .map((ref) => {
        const stream = ref instanceof PDFRawStream ? ref : document.context.lookup(ref as PDFRef);
        if (!(stream instanceof PDFRawStream)) return '';
        const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
        return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((match) => Array.from(Buffer.from(match[1] ?? '', 'hex'), winAnsiChar).join(''))
          .join('\n');
      })
      .join('\n');
  });
}

/** Node's TextDecoder may lack windows-1252: the few WinAnsi characters the trail uses above 0x7F. */
const winAnsiChar = (byte: number) =>
  ({ 133: '…', 145: '‘', 146: '’', 147: '“', 148: '”', 150: '–', 151: '—' })[byte] ??
  String.fromCharCode(byte);
