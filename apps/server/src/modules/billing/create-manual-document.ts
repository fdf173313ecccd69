// An invoice or a credit note made by hand (the stepper, `POST /v1/veterinary_establishment_invoices`,
// `POST /v1/credit_notes`): the target and creditor checked, the payment account and its mandate found,
// the lines priced, then written and issued.
import { billingDocuments } from '@vetbo/db/schema/index';
import type { CreditNoteCreate, ManualDocumentInput } from '@vetbo/domain/billing/documents';
import { type DocumentSeries, isDiscountLine } from '@vetbo/domain/billing/enums';
import { VAT_RATES } from '@vetbo/domain/money/vat';
import { parisDay } from '@vetbo/domain/paris-day';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { loadBillingTarget, loadIssuingCreditor, paymentAccount } from './billing-target.ts';
import { type Actor, createDocument, type PreparedLine } from './create-document.ts';

type ManualInput = (ManualDocumentInput | (CreditNoteCreate & { documentType: 'CREDIT_NOTE' })) & {
  precedingInvoiceId?: number | undefined;
};

export function priceLines(lines: ManualDocumentInput['lines']): PreparedLine[] {
  return lines.map((line) => {
    const total = line.amountBeforeTax * line.quantity;
    return {
      accountingCode: line.accountingCode,
      productCode: line.productCode ?? null,
      summary: line.summary,
      description: line.description ?? null,
      category: line.category,
      vatCategory: line.vatCategory,
      vatRate: VAT_RATES[line.vatCategory],
      quantity: line.quantity,
      unitPriceWithoutVat: isDiscountLine(line.category) ? -line.amountBeforeTax : line.amountBeforeTax,
      amountWithoutVat: isDiscountLine(line.category) ? -total : total,
      analyticCode: line.analyticCode ?? null,
    };
  });
}

export async function createManualDocument(tx: Tx, input: ManualInput, actor: Actor): Promise<number> {
  const creditor = await loadIssuingCreditor(tx, input.creditorId);
  const target = await loadBillingTarget(tx, input);
  const payment = await paymentAccount(
    tx,
    target,
    creditor,
    input.paymentMethod,
    input.billingAccountId,
    parisDay(),
  );
  if (input.precedingInvoiceId !== undefined) {
    const [invoice] = await tx
      .select({ id: billingDocuments.id })
      .from(billingDocuments)
      .where(
        and(
          eq(billingDocuments.id, input.precedingInvoiceId),
          eq(billingDocuments.documentType, 'INVOICE'),
          eq(billingDocuments.status, 'ISSUED'),
          eq(billingDocuments.creditorId, creditor.id),
        ),
      );
    if (!invoice) throw notFound('Facture', input.precedingInvoiceId);
  }
  const series: DocumentSeries =
    input.documentType === 'INVOICE'
      ? 'INVOICE'
      : input.category === 'SELF_BILLING'
        ? 'SELF_BILLING'
        : 'CREDIT_NOTE';
  if (series === 'SELF_BILLING' && !target.buyer.legalCode)
    throw refusal(BILLING_PROBLEMS.NO_LEGAL_STRUCTURE, { params: { client: target.clientName } });
  // Self-billing paid by transfer: the network pays into the establishment's (or group's) own account.
  const selfBillingAccount =
    series === 'SELF_BILLING' && input.paymentMethod === 'BANK_TRANSFER'
      ? (input.billingAccountId ?? target.mainBillingAccountId)
      : undefined;
  if (selfBillingAccount === null) throw refusal(BILLING_PROBLEMS.NO_DEFAULT_BILLING_ACCOUNT);
  return createDocument(
    tx,
    {
      documentType: input.documentType,
      series,
      category: input.category,
      creditorId: creditor.id,
      target,
      paymentMethod: input.paymentMethod,
      payment: selfBillingAccount ? { ...payment, billingAccountId: selfBillingAccount } : payment,
      accountingCode: input.accountingCode ?? target.accountingCode,
      periodStartDate: input.periodStartDate ?? null,
      periodEndDate: input.periodEndDate ?? null,
      deliveryDate: input.deliveryDate ?? null,
      precedingInvoiceId: input.precedingInvoiceId ?? null,
      lines: priceLines(input.lines),
    },
    actor,
    input.draft,
  );
}
