// Making a document: its lines' totals checked once (domain `documentTotals`), the header and lines
// written as a draft, then issued in the same transaction unless a draft is asked for.
import { billingDocumentLines, billingDocuments } from '@vetbo/db/schema/index';
import type { DocumentSeries, DocumentType, LineCategory } from '@vetbo/domain/billing/enums';
import { documentTotals } from '@vetbo/domain/billing/totals';
import type { VatCategory } from '@vetbo/domain/enums';
import { DISCOUNT_TOO_LARGE } from '@vetbo/domain/money/lines';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import type { BillingTarget, PaymentAccount } from './billing-target.ts';
import { issueDocument } from './issue-document.ts';

export interface PreparedLine {
  accountingCode: string;
  productCode: string | null;
  summary: string;
  description: string | null;
  category: LineCategory;
  vatCategory: VatCategory;
  vatRate: number;
  quantity: number;
  unitPriceWithoutVat: number;
  /** Signed: negative for a discount line. */
  amountWithoutVat: number;
  analyticCode: string | null;
  veterinaryEstablishmentServicePeriodId?: number | null;
  veterinaryEstablishmentServiceDeliveryId?: number | null;
  creditedLineId?: number | null;
}

export interface NewDocument {
  documentType: DocumentType;
  series: DocumentSeries;
  category: string;
  creditorId: number;
  target: BillingTarget;
  paymentMethod: string;
  payment: PaymentAccount;
  accountingCode: string | null;
  periodStartDate?: string | null;
  periodEndDate?: string | null;
  deliveryDate?: string | null;
  precedingInvoiceId?: number | null;
  deliveryInformationCode?: string | null;
  billingRunId?: number | null;
  lines: PreparedLine[];
}

export interface Actor {
  userId: number | null;
}

/** Writes the document (a draft), then issues it unless `draft`; answers its id. */
export async function createDocument(
  tx: Tx,
  document: NewDocument,
  actor: Actor,
  draft = false,
): Promise<number> {
  let totals: ReturnType<typeof documentTotals>;
  try {
    totals = documentTotals(document.lines);
  } catch (error) {
    if (error instanceof RangeError && error.message === DISCOUNT_TOO_LARGE)
      throw refusal(BILLING_PROBLEMS.DISCOUNT_TOO_LARGE, {
        errors: [{ path: 'lines', message: DISCOUNT_TOO_LARGE }],
      });
    throw error;
  }
  const { target, payment } = document;
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      documentType: document.documentType,
      series: document.series,
      category: document.category,
      creditorId: document.creditorId,
      veterinaryEstablishmentId: target.veterinaryEstablishmentId,
      veterinaryGroupId: target.veterinaryGroupId,
      legalStructureId: target.legalStructureId,
      clientName: target.clientName,
      senderAddressIdentityName: target.buyer.name,
      paymentMethod: document.paymentMethod as never,
      billingAccountId: payment.billingAccountId,
      bankAccountRum: payment.rum,
      accountingCode: document.accountingCode,
      deliveryInformationCode: document.deliveryInformationCode ?? null,
      amountWithoutVat: totals.amountWithoutVat,
      vatAmount: totals.vatAmount,
      amountWithVat: totals.amountWithVat,
      periodStartDate: document.periodStartDate ?? null,
      periodEndDate: document.periodEndDate ?? null,
      deliveryDate: document.deliveryDate ?? null,
      precedingInvoiceId: document.precedingInvoiceId ?? null,
      billingRunId: document.billingRunId ?? null,
      createdByUserId: actor.userId,
    })
    .returning({ id: billingDocuments.id });
  const id = (row as { id: number }).id;
  await tx.insert(billingDocumentLines).values(
    document.lines.map((line, index) => ({
      ...line,
      documentId: id,
      position: index + 1,
      veterinaryEstablishmentServicePeriodId: line.veterinaryEstablishmentServicePeriodId ?? null,
      veterinaryEstablishmentServiceDeliveryId: line.veterinaryEstablishmentServiceDeliveryId ?? null,
      creditedLineId: line.creditedLineId ?? null,
    })),
  );
  if (!draft) await issueDocument(tx, id, actor);
  return id;
}
