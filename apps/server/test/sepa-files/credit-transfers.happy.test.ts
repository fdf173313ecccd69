import { sepaXsdErrors } from '@vetbo/invoice-documents/sepa-xsd';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  api,
  creditor,
  issueInvoice,
  line,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const creditNote = (paymentMethod: string, amountBeforeTax = 4_321) =>
  issueInvoice({
    documentType: 'CREDIT_NOTE',
    category: 'CREDIT_NOTE',
    paymentMethod,
    lines: [line({ amountBeforeTax })],
  });

async function xmlOf(fileId: number): Promise<string> {
  const answer = await call<string>('GET', `/v1/sepa_files/${fileId}/xml`, {
    token: accountant,
    headers: { accept: 'application/xml' },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('[SEPA] transfer files of unpaid credit notes', () => {
  for (const schemaVersion of ['pain.001.001.09', 'pain.001.001.03'] as const) {
    it(`pays back the unpaid credit notes paid by transfer from the creditor's account (${schemaVersion})`, async () => {
      const first = await creditNote('BANK_TRANSFER', 1);
      const second = await creditNote('BANK_TRANSFER', 99_999);
      const byCheque = await creditNote('CHEQUE');
      const invoice = await issueInvoice({ paymentMethod: 'BANK_TRANSFER' });

      const made = await api('POST', '/v1/credit_note_bank_transfers', accountant, {
        creditNoteIds: [first.id, second.id, byCheque.id, invoice.id],
        executionDate: '2027-03-12',
        schemaVersion,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.data.files).toHaveLength(1);
      const [file] = made.body.data.files;
      expect(file).toMatchObject({
        kind: 'CREDIT_TRANSFER',
        creditorId: creditor.id,
        schemaVersion,
        requestedDate: '2027-03-12',
        transactionCount: 2,
        controlSum: first.amountWithVat + second.amountWithVat,
      });
      expect(made.body.data.excluded).toEqual(
        [
          { documentId: byCheque.id, number: byCheque.number, reason: 'NOT_BANK_TRANSFER' },
          // An invoice id is not a credit note: not found among the credit notes.
          { documentId: invoice.id, number: null, reason: 'NOT_FOUND' },
        ].sort((a, b) => a.documentId - b.documentId),
      );

      const xml = await xmlOf(file.id);
      expect(sepaXsdErrors(xml, schemaVersion)).toEqual([]);
      expect(xml).toContain(`<IBAN>${creditor.iban.replace(/\s/g, '')}</IBAN>`);
      expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
      expect(xml).toContain(`<EndToEndId>${first.number}</EndToEndId>`);
      expect(xml).toContain(
        '<InstdAmt Ccy="EUR">0.01</InstdAmt>'.replace('0.01', (first.amountWithVat / 100).toFixed(2)),
      );
    });
  }
});
