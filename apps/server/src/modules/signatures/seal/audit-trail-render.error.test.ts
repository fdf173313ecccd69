import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditTrail, auditTrailPdf } from './audit-trail.render.ts';
import { ORIGINAL, SIGNED, USER_AGENT } from './audit-trail-render.fixtures.ts';
import { generateSealCertificate, type Seal, sealFromPem } from './seal-certificate.ts';

function trail(events = 4): AuditTrail {
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
async function pageTexts(pdf: Buffer): Promise<string[]> {
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

let seal: Seal;
beforeAll(() => {
  seal = sealFromPem(generateSealCertificate(new Date('2026-01-01T00:00:00Z')));
});

describe('auditTrailPdf', () => {
  it('says when the signed PDF’s hash is not known', async () => {
    const withoutSigned = trail();
    withoutSigned.documents = [{ title: 'Annexe', originalSha256: ORIGINAL }];
    const [text = ''] = await pageTexts(await auditTrailPdf(withoutSigned));
    expect(text).toContain('SHA-256 du document signé : non disponible');
  });
});
