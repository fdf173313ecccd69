import { describe, expect, it } from 'vitest';
import { buildBillingPdf } from '../src/billing-pdf.ts';
import { extractFacturxXml } from '../src/extract.ts';
import { issueBillingPdf } from '../src/issue.ts';
import { DOCUMENT_NAMES, DOCUMENTS, line, makeDocument } from './support/documents.ts';

describe('the document thread', () => {
  it('answers documents asked at once each with its own PDF and XML', async () => {
    const docs = Array.from({ length: 8 }, (_, i) =>
      makeDocument({ number: `FVS-2026-THREAD-${i}`, lines: [line({ label: `Prestation ${i}` })] }),
    );
    const issued = await Promise.all(docs.map((doc) => buildBillingPdf(doc)));
    for (const [i, { pdf, xml }] of issued.entries()) {
      expect(xml).toContain(`<ram:ID>FVS-2026-THREAD-${i}</ram:ID>`);
      expect(await extractFacturxXml(pdf)).toBe(xml);
    }
  });

  it.each(DOCUMENT_NAMES)('%s: the thread makes the same bytes as the calling thread', async (name) => {
    const createdAt = new Date('2026-11-27T10:30:00Z');
    const fromThread = await buildBillingPdf(DOCUMENTS[name], { createdAt });
    const here = await issueBillingPdf(DOCUMENTS[name], { createdAt });
    expect(fromThread.xml).toBe(here.xml);
    expect(Buffer.from(fromThread.pdf).equals(Buffer.from(here.pdf))).toBe(true);
  });
});
