import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TRAIL_TITLE, type AuditTrail, auditTrailPdf, winAnsi } from './audit-trail.render.ts';
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
  it('is a PDF with the title and producer, one A4 page for a short trail', async () => {
    const pdf = await auditTrailPdf(trail());
    // updateMetadata: false, or pdf-lib rewrites the producer while loading.
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(document.getTitle()).toBe(`${AUDIT_TRAIL_TITLE} — Mandat de prélèvement — Émilie’s 🐶 clinic`);
    expect(document.getProducer()).toBe('Vetbo');
    expect(document.getCreator()).toBe('Vetbo');
  });

  it('lists the request, hashes, signer, events in Paris time and the certificate', async () => {
    const [text = ''] = await pageTexts(await auditTrailPdf(trail()));
    expect(text).toContain(AUDIT_TRAIL_TITLE);
    expect(text).toContain('Demande : Mandat de prélèvement — Émilie’s ? clinic (n° 42)');
    expect(text).toContain(`SHA-256 de l’original : ${ORIGINAL}`);
    expect(text).toContain(`SHA-256 du document signé : ${SIGNED}`);
    expect(text).toContain('Émilie Durand — emilie@example.fr');
    expect(text).toContain('14/03/2026 à 09:00:00 (heure de Paris) — Demande envoyée');
    expect(text).toContain(
      '14/03/2026 à 10:20:00 (heure de Paris) — Code à usage unique envoyé à emilie@example.fr',
    );
    expect(text).toContain('14/03/2026 à 10:21:00 (heure de Paris) — Document consulté : Mandat SEPA');
    expect(text).toContain('01/07/2026 à 14:05:09 (heure de Paris) — Signé avec le code à usage unique');
    expect(text).toContain('Adresse IP : 203.0.113.7 — Navigateur : Mozilla/5.0');
    expect(text).toContain('Adresse IP : 2001:db8::1');
    expect(text).toContain(`Certificat : ${seal.subject}`);
    expect(text).toContain(`Empreinte SHA-256 : ${seal.fingerprintSha256}`);
  });

  it('continues on further pages when the events do not fit on one', async () => {
    const texts = await pageTexts(await auditTrailPdf(trail(120)));
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.at(-1)).toContain('Empreinte SHA-256');
    expect(texts[0]).toContain(`page 1/${texts.length}`);
  });
});

describe('winAnsi', () => {
  const encodable = new Set([...Array.from({ length: 95 }, (_, i) => 0x20 + i), 0xe9, 0x2014, 0x2019]);

  it('keeps WinAnsi text, turns every kind of space into a plain one, drops what cannot be drawn', () => {
    expect(winAnsi('été — l’an', encodable)).toBe('été — l’an');
    expect(winAnsi('14\u202f:\u00a005\tok\nfin', encodable)).toBe('14 : 05 ok fin');
    expect(winAnsi('Łódź 🐶 ñ', encodable)).toBe('?odz ? n');
  });
});
