import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AUDIT_TRAIL_TITLE, auditTrailPdf, winAnsi } from './audit-trail.render.ts';
import { ORIGINAL, pageTexts, SIGNED, seal, trail } from './audit-trail-render.fixtures.ts';

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
