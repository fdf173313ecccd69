// A credit note from selected lines of an issued invoice (`POST /v1/veterinary_establishment_credit_notes`,
// the "credit note from selected services" panel): never more than what remains to credit on a line.
import { billingDocumentLines, billingDocuments } from '@vetbo/db/schema/index';
import type { InvoiceCreditInput } from '@vetbo/domain/billing/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { loadBillingTarget, loadIssuingCreditor } from './billing-target.ts';
import { type Actor, createDocument, type PreparedLine } from './create-document.ts';

/** What credit notes (drafts included) have already credited of each line. */
export async function creditedAmounts(
  tx: Pick<Tx, 'select'>,
  lineIds: number[],
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      lineId: billingDocumentLines.creditedLineId,
      credited: sql<number>`sum(${billingDocumentLines.amountWithoutVat})::int`,
    })
    .from(billingDocumentLines)
    .where(inArray(billingDocumentLines.creditedLineId, lineIds))
    .groupBy(billingDocumentLines.creditedLineId);
  return new Map(rows.map((row) => [row.lineId as number, Number(row.credited)]));
}

export async function creditInvoice(tx: Tx, input: InvoiceCreditInput, actor: Actor): Promise<number> {
  const [invoice] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.id, input.invoiceId), eq(billingDocuments.documentType, 'INVOICE')))
    // One credit at a time per invoice: what remains is read under this lock.
    .for('update');
  if (!invoice) throw notFound('Facture', input.invoiceId);
  if (invoice.status !== 'ISSUED') throw refusal(BILLING_PROBLEMS.INVOICE_NOT_ISSUED);
  const ids = input.lines.map((line) => line.invoiceLineId);
  const lines = await tx
    .select()
    .from(billingDocumentLines)
    .where(and(eq(billingDocumentLines.documentId, invoice.id), inArray(billingDocumentLines.id, ids)));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const credited = await creditedAmounts(tx, ids);
  const errors: { path: string; message: string }[] = [];
  const prepared: PreparedLine[] = [];
  input.lines.forEach((asked, index) => {
    const line = byId.get(asked.invoiceLineId);
    if (!line) {
      errors.push({ path: `lines.${index}.invoiceLineId`, message: 'unknownReference' });
      return;
    }
    const remaining = line.amountWithoutVat - (credited.get(line.id) ?? 0);
    const size = asked.amountWithoutVat ?? Math.abs(remaining);
    if (size === 0 || size > Math.abs(remaining) || ids.indexOf(line.id) !== index) {
      errors.push({ path: `lines.${index}.amountWithoutVat`, message: 'creditTooLarge' });
      return;
    }
    const amount = line.amountWithoutVat < 0 ? -size : size;
    prepared.push({
      accountingCode: line.accountingCode,
      productCode: line.productCode,
      summary: line.summary,
      description: line.description,
      category: line.category,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      quantity: 1,
      unitPriceWithoutVat: amount,
      amountWithoutVat: amount,
      analyticCode: line.analyticCode,
      veterinaryEstablishmentServicePeriodId: line.veterinaryEstablishmentServicePeriodId,
      veterinaryEstablishmentServiceDeliveryId: line.veterinaryEstablishmentServiceDeliveryId,
      creditedLineId: line.id,
    });
  });
  if (errors.length) throw refusal(BILLING_PROBLEMS.CREDIT_TOO_LARGE, { errors });
  const creditor = await loadIssuingCreditor(tx, invoice.creditorId);
  const target = await loadBillingTarget(tx, {
    veterinaryEstablishmentId: invoice.veterinaryEstablishmentId ?? undefined,
    veterinaryGroupId: invoice.veterinaryGroupId ?? undefined,
  });
  return createDocument(
    tx,
    {
      documentType: 'CREDIT_NOTE',
      series: 'CREDIT_NOTE',
      category: 'CREDIT_NOTE',
      creditorId: creditor.id,
      target,
      paymentMethod: input.paymentMethod,
      payment: { billingAccountId: invoice.billingAccountId, rum: null, iban: null, bic: null },
      accountingCode: invoice.accountingCode,
      periodStartDate: invoice.periodStartDate,
      periodEndDate: invoice.periodEndDate,
      deliveryDate: invoice.deliveryDate,
      precedingInvoiceId: invoice.id,
      lines: prepared,
    },
    actor,
  );
}
