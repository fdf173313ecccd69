// The bench's loop: issue `count` documents one after the other (XML, XSD, PDF/A-3), as a billing run's
// job does.
import { buildBillingPdf } from '../src/billing-pdf.ts';
import { line, makeDocument } from '../test/support/documents.ts';

/** The i-th synthetic document: 3 to 8 lines, its own number and prices. */
export function benchDocument(i: number) {
  const lines = Array.from({ length: 3 + (i % 6) }, (_, j) =>
    line({
      label: `Prestation ${j + 1}`,
      description: 'Période du mois',
      quantity: 1 + (j % 3),
      unitPriceWithoutVatCents: 1_999 + i + j,
    }),
  );
  return makeDocument({ number: `FVS-2026-${String(i + 1).padStart(6, '0')}`, lines });
}

/** The total size of the PDFs, in bytes. */
export async function issueDocuments(count: number, businessRules: boolean): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const { pdf } = await buildBillingPdf(benchDocument(i), { businessRules });
    bytes += pdf.length;
  }
  return bytes;
}
