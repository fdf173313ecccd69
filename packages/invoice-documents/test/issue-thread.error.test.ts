import { describe, expect, it } from 'vitest';
import { buildBillingPdf, InvalidFacturxError } from '../src/billing-pdf.ts';
import { line, makeDocument } from './support/documents.ts';

const valid = makeDocument({ number: 'FVS-2026-XSD-1', lines: [line({ label: 'Prestation' })] });
// A quantity that is not a number: the XSD refuses it ('NaN' is no xs:decimal), the Schematron never runs.
const notANumber = { ...valid, lines: valid.lines.map((l) => ({ ...l, quantity: Number.NaN })) };

describe('a refusal in the document thread', () => {
  it('reaches the caller as an InvalidFacturxError with the number and the XSD failures', async () => {
    const refusal = await buildBillingPdf(notANumber).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidFacturxError);
    const { number, failures } = refusal as InvalidFacturxError;
    expect(number).toBe('FVS-2026-XSD-1');
    expect(failures).toEqual([expect.stringMatching(/^XSD line \d+: .*BilledQuantity.*'NaN'.*xs:decimal/)]);
  });

  it('leaves the thread working for the next document', async () => {
    await expect(buildBillingPdf(notANumber)).rejects.toBeInstanceOf(InvalidFacturxError);
    const { xml } = await buildBillingPdf(valid);
    expect(xml).toContain('<ram:ID>FVS-2026-XSD-1</ram:ID>');
  });
});
