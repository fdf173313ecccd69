import { planDirectDebitFiles } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import { directDebitXml } from '@vetbo/domain/money-files/sepa/direct-debit-xml';
import { describe, expect, it } from 'vitest';
import { buildBillingPdf } from '../src/billing-pdf.ts';
import { checkSepaXsd } from '../src/sepa-check.ts';
import { sepaXsdErrors } from '../src/sepa-xsd.ts';
import { DOCUMENTS } from './support/documents.ts';
import { first, invoice, OPTIONS } from './support/sepa.ts';

const valid = directDebitXml(first(planDirectDebitFiles([invoice(1), invoice(2)], OPTIONS).files));
const broken = valid.replace('<SeqTp>FRST</SeqTp>', '<SeqTp>FIRST</SeqTp>');

// On Node 24 (CI) the check runs in the document thread; on a Node without type stripping, in the caller.
describe('checkSepaXsd: the SEPA check in the document thread', () => {
  it('finds the same errors as the check in the calling thread, none for a valid file', async () => {
    expect(await checkSepaXsd(valid, 'pain.008.001.08')).toEqual([]);
    const fromThread = await checkSepaXsd(broken, 'pain.008.001.08');
    expect(fromThread.length).toBeGreaterThan(0);
    expect(fromThread).toEqual(sepaXsdErrors(broken, 'pain.008.001.08'));
    expect(await checkSepaXsd(valid, 'pain.008.001.02')).toEqual(sepaXsdErrors(valid, 'pain.008.001.02'));
  });

  it('answers each caller its own result when files and documents are asked at once', async () => {
    const [pdf, good, bad] = await Promise.all([
      buildBillingPdf(DOCUMENTS['a plain invoice']),
      checkSepaXsd(valid, 'pain.008.001.08'),
      checkSepaXsd(broken, 'pain.008.001.08'),
    ]);
    expect(pdf.xml).toContain('<ram:ID>');
    expect(good).toEqual([]);
    expect(bad[0]).toMatch(/^XSD line \d+: Element '.*SeqTp'/);
  });
});
