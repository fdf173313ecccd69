import { api, apiToken, createEstablishment, uniqueWord } from './api.ts';
import { createLegalStructure } from './legal-structures.ts';

export interface IssuedDocument {
  id: number;
  number: string;
  client: string;
  lines: { id: number; summary: string; amountWithoutVat: number }[];
}

/** A service line of an invoice (20 % VAT), its price before VAT in cents. */
export const serviceLine = (summary: string, amountBeforeTax: number) => ({
  accountingCode: '706100',
  summary,
  category: 'SERVICE_SALES',
  vatCategory: 'STANDARD',
  amountBeforeTax,
});

/**
 * An invoice issued through the API (the stepper's call) by the accountant, paid by transfer, to an
 * establishment of this test only (a legal structure of its own, a unique name to search for), by the
 * first demo creditor.
 */
export async function issueInvoice(
  lines = [serviceLine('Abonnement logiciel', 10_000)],
): Promise<IssuedDocument> {
  const structure = await createLegalStructure();
  const establishment = await createEstablishment({
    name: uniqueWord('Clinique Facturation '),
    legalStructureId: structure.id,
  });
  const token = await apiToken('accountant@vetbo.test');
  const creditors = await api<{ data: { id: number }[] }>(token, 'GET', '/v1/creditors?sortName=asc');
  const creditor = creditors.data[0];
  if (!creditor) throw new Error('No demo creditor');
  const { data } = await api<{ data: IssuedDocument }>(
    token,
    'POST',
    '/v1/veterinary_establishment_invoices',
    {
      veterinaryEstablishmentId: establishment.id,
      creditorId: creditor.id,
      documentType: 'INVOICE',
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines,
    },
  );
  return data;
}
