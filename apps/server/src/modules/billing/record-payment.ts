// A payment recorded on an issued document (`PATCH /v1/invoices/{id}`, `/v1/credit_notes/{id}`): its
// status and the amount paid, nothing else (issue 23 §1); each change kept in its payments.
import { billingDocumentPayments, billingDocuments } from '@vetbo/db/schema/index';
import type { PaymentUpdate } from '@vetbo/domain/billing/documents';
import { requiresCollectedStatus } from '@vetbo/domain/billing/e-invoicing';
import type { DocumentType, PaymentStatus } from '@vetbo/domain/billing/enums';
import { nextPayment } from '@vetbo/domain/billing/payments';
import { parisDay } from '@vetbo/domain/paris-day';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import { queueCollectedStatus } from '../e-invoicing/public.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import type { DocumentContent } from './document-content.ts';

export async function recordPayment(
  tx: Tx,
  documentType: DocumentType,
  id: number,
  input: PaymentUpdate,
  actor: { userId: number | null },
  /** Refuses (412) when the caller read an older version; called once the row is locked. */
  checkVersion: () => Promise<void>,
): Promise<void> {
  const [document] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.id, id), eq(billingDocuments.documentType, documentType)))
    .for('update');
  if (!document) throw notFound(documentType === 'INVOICE' ? 'Facture' : 'Avoir', id);
  if (document.status !== 'ISSUED') throw refusal(BILLING_PROBLEMS.NOT_ISSUED);
  await checkVersion();
  const next = nextPayment(
    {
      paymentStatus: document.paymentStatus as PaymentStatus,
      paidAmount: document.paidAmount,
      amountWithVat: document.amountWithVat,
    },
    input.paymentStatus,
    input.paidAmount,
  );
  if ('refused' in next) {
    if (next.refused === 'transition')
      throw refusal(BILLING_PROBLEMS.PAYMENT_TRANSITION, {
        params: { from: document.paymentStatus, to: input.paymentStatus },
      });
    throw refusal(BILLING_PROBLEMS.PAYMENT_TRANSITION, {
      errors: [{ path: 'paidAmount', message: 'paidTooMuch' }],
      params: { from: document.paymentStatus, to: input.paymentStatus },
    });
  }
  await tx
    .update(billingDocuments)
    .set({ paymentStatus: input.paymentStatus, paidAmount: next.paidAmount })
    .where(eq(billingDocuments.id, id));
  const paymentDate = input.paymentDate ?? parisDay();
  await tx.insert(billingDocumentPayments).values({
    documentId: id,
    paymentStatus: input.paymentStatus,
    paidAmount: next.paidAmount,
    paymentDate,
    comment: input.comment ?? null,
    userId: actor.userId,
  });
  await recordChange(tx, {
    userId: actor.userId,
    resource: 'billing_documents',
    resourceId: id,
    kind: 'UPDATE',
    before: { paymentStatus: document.paymentStatus, paidAmount: document.paidAmount },
    after: { paymentStatus: input.paymentStatus, paidAmount: next.paidAmount },
  });
  // VAT on services is due when cashed: the platform must hear "Encaissée" (212) for a paid service invoice.
  if (
    documentType === 'INVOICE' &&
    input.paymentStatus === 'PAID' &&
    document.paymentStatus !== 'PAID' &&
    requiresCollectedStatus(document.content as DocumentContent)
  )
    await queueCollectedStatus(tx, id, paymentDate);
}
