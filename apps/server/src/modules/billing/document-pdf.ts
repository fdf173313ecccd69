// An issued document's PDF/A-3 with its Factur-X XML (packages/invoice-documents), made from the content
// frozen at issue and kept in the database (file_blobs) the first time it is asked for: the same bytes
// every time after, and a billing run never waits for PDFs.
import { createHash } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { billingDocuments, fileBlobs } from '@vetbo/db/schema/index';
import type { CountryCode, LegalForm } from '@vetbo/domain/enums';
import { buildBillingPdf } from '@vetbo/invoice-documents/billing-pdf';
import type { BillingDocument, BillingParty, PaymentMethod } from '@vetbo/invoice-documents/document';
import { and, eq, isNull } from 'drizzle-orm';
import { refusal } from '../../lib/problem.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import type { DocumentContent, DocumentParty } from './document-content.ts';

const METHODS: Record<string, PaymentMethod> = {
  VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT: 'SEPA_DIRECT_DEBIT',
  VETERINARY_GROUP_BILLING_ACCOUNT: 'SEPA_DIRECT_DEBIT',
  SPECIFIC_BILLING_ACCOUNT: 'SEPA_DIRECT_DEBIT',
  BANK_TRANSFER: 'SEPA_CREDIT_TRANSFER',
  CHEQUE: 'CHEQUE',
  CREDIT_CARD: 'CARD',
  NONE: 'OFFSET',
};

const TERMS: Record<string, string> = {
  SEPA_DIRECT_DEBIT: 'Prélèvement SEPA à l’échéance',
  SEPA_CREDIT_TRANSFER: 'Virement à l’échéance',
  CHEQUE: 'Chèque à l’échéance',
  CARD: 'Carte bancaire à l’échéance',
  OFFSET: 'Montant à déduire des prochaines factures',
};

function party(value: DocumentParty): BillingParty {
  return {
    name: value.name,
    legalCode: value.legalCode ?? '',
    ...(value.legalForm ? { legalForm: value.legalForm as LegalForm } : {}),
    ...(value.shareCapitalCents !== null ? { shareCapitalCents: value.shareCapitalCents } : {}),
    ...(value.vatNumber ? { vatNumber: value.vatNumber } : {}),
    ...(value.tradeRegisterCity ? { tradeRegisterCity: `RCS ${value.tradeRegisterCity}` } : {}),
    address: { ...value.address, country: value.address.country as CountryCode },
  };
}

/** The document as the PDF package takes it, from what was frozen at issue. */
export function toBillingDocument(content: DocumentContent): BillingDocument {
  const method = METHODS[content.payment.method] ?? 'OFFSET';
  const debit = method === 'SEPA_DIRECT_DEBIT';
  // The debited account is kept masked in the content: the XML's optional BT-91 is left out.
  const iban = debit ? null : content.payment.payeeIban;
  const bic = debit ? null : content.payment.payeeBic;
  return {
    kind: content.kind,
    number: content.number,
    issueDate: content.issueDate,
    dueDate: content.dueDate,
    currency: 'EUR',
    seller: party(content.seller),
    buyer: party(content.buyer),
    ...(content.deliveryAddress
      ? {
          deliveryAddress: {
            ...content.deliveryAddress,
            country: content.deliveryAddress.country as CountryCode,
          },
        }
      : {}),
    ...(content.precedingInvoice ? { precedingInvoice: content.precedingInvoice } : {}),
    ...(content.period ? { period: content.period } : {}),
    ...(content.deliveryDate ? { deliveryDate: content.deliveryDate } : {}),
    operationNature: content.operationNature,
    vatOnDebits: content.vatOnDebits,
    paymentMethod: method,
    paymentTerms: TERMS[method] ?? '',
    ...(iban ? { iban } : {}),
    ...(bic ? { bic } : {}),
    ...(debit && content.payment.rum ? { mandateReference: content.payment.rum } : {}),
    ...(debit && content.payment.creditorIdentifier
      ? { creditorIdentifier: content.payment.creditorIdentifier }
      : {}),
    latePaymentPenalty: content.latePaymentPenalty,
    ...(content.personalisedMention ? { personalisedMention: content.personalisedMention } : {}),
    lines: content.lines.map((line) => ({
      label: line.summary,
      ...(line.description ? { description: line.description } : {}),
      quantity: line.quantity,
      unitPriceWithoutVatCents: Math.abs(line.unitPriceWithoutVat),
      amountWithoutVatCents: line.amountWithoutVat,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      isDiscount: line.amountWithoutVat < 0,
    })),
    vatBreakdown: content.vatBreakdown.map((entry) => ({
      category: entry.vatCategory,
      rate: entry.rate,
      baseCents: entry.base,
      vatCents: entry.vat,
    })),
    totals: {
      withoutVatCents: content.totals.amountWithoutVat,
      vatCents: content.totals.vatAmount,
      withVatCents: content.totals.amountWithVat,
      // What the document states at issue: nothing paid yet (later payments change the status, not the PDF).
      dueCents: content.totals.amountWithVat,
    },
  };
}

export interface DocumentPdf {
  fileName: string;
  pdf: Buffer;
  /** Where the bytes are kept (file_blobs), for a mail that attaches them. */
  blobId: number;
}

/** The issued document's PDF, made and kept the first time; a draft has none (409 NOT_ISSUED). */
export async function documentPdf(
  db: Db,
  id: number,
  where = eq(billingDocuments.id, id),
): Promise<DocumentPdf | null> {
  const [row] = await db
    .select({
      status: billingDocuments.status,
      number: billingDocuments.number,
      content: billingDocuments.content,
      pdfBlobId: billingDocuments.pdfBlobId,
      issuedDate: billingDocuments.issuedDate,
    })
    .from(billingDocuments)
    .where(where);
  if (!row) return null;
  if (row.status !== 'ISSUED' || !row.number) throw refusal(BILLING_PROBLEMS.NOT_ISSUED);
  const fileName = `${row.number}.pdf`;
  if (row.pdfBlobId) {
    const [blob] = await db
      .select({ content: fileBlobs.content })
      .from(fileBlobs)
      .where(eq(fileBlobs.id, row.pdfBlobId));
    if (blob) return { fileName, pdf: blob.content, blobId: row.pdfBlobId };
  }
  const { pdf } = await buildBillingPdf(toBillingDocument(row.content as DocumentContent), {
    createdAt: row.issuedDate ?? undefined,
  });
  const bytes = Buffer.from(pdf);
  const blobId = await db.transaction(async (tx) => {
    const [blob] = await tx
      .insert(fileBlobs)
      .values({
        sha256: createHash('sha256').update(bytes).digest('hex'),
        sizeBytes: bytes.length,
        content: bytes,
      })
      .returning({ id: fileBlobs.id });
    const made = (blob as { id: number }).id;
    const kept = await tx
      .update(billingDocuments)
      .set({ pdfBlobId: made })
      .where(and(eq(billingDocuments.id, id), isNull(billingDocuments.pdfBlobId)))
      .returning({ id: billingDocuments.id });
    if (kept.length > 0) return made;
    // Another request made it at the same moment: theirs is kept, this one removed.
    await tx.delete(fileBlobs).where(eq(fileBlobs.id, made));
    const [other] = await tx
      .select({ pdfBlobId: billingDocuments.pdfBlobId })
      .from(billingDocuments)
      .where(eq(billingDocuments.id, id));
    return other?.pdfBlobId as number;
  });
  return { fileName, pdf: bytes, blobId };
}
