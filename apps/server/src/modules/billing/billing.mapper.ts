// Rows → the API's invoices and credit notes.
import type { BillingDocumentAnswer, BillingDocumentDetail } from '@vetbo/domain/billing/documents';
import { documentTotals } from '@vetbo/domain/billing/totals';
import { apiDateTime } from '../../lib/list.ts';
import type { DocumentDetailRows, DocumentRow } from './billing.repository.ts';

export function toDocument(row: DocumentRow): BillingDocumentAnswer {
  return {
    id: row.id,
    documentType: row.documentType,
    series: row.series,
    status: row.status,
    number: row.number,
    incrementalNumber: row.sequence,
    category: row.category,
    creditorId: row.creditorId,
    creditorName: row.creditorName,
    veterinaryEstablishmentId: row.veterinaryEstablishmentId,
    veterinaryGroupId: row.veterinaryGroupId,
    legalStructureId: row.legalStructureId,
    client: row.clientName,
    senderAddressIdentityName: row.senderAddressIdentityName,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    billingAccountId: row.billingAccountId,
    bankAccountRum: row.bankAccountRum,
    accountingCode: row.accountingCode,
    accountingMovementIncrementalNumber: row.accountingMovementIncrementalNumber,
    deliveryInformationCode: row.deliveryInformationCode,
    amountWithoutVat: row.amountWithoutVat,
    vatAmount: row.vatAmount,
    amountWithVat: row.amountWithVat,
    paidAmount: row.paidAmount,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    periodStartDate: row.periodStartDate,
    periodEndDate: row.periodEndDate,
    deliveryDate: row.deliveryDate,
    precedingInvoiceId: row.precedingInvoiceId,
    contentHash: row.contentHash,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}

export function toDocumentDetail(detail: DocumentDetailRows): BillingDocumentDetail {
  const { row, lines, payments, reminders, credited } = detail;
  return {
    ...toDocument(row),
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      accountingCode: line.accountingCode,
      productCode: line.productCode,
      summary: line.summary,
      description: line.description,
      category: line.category,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      quantity: line.quantity,
      unitPriceWithoutVat: line.unitPriceWithoutVat,
      amountWithoutVat: line.amountWithoutVat,
      analyticCode: line.analyticCode,
      veterinaryEstablishmentServicePeriodId: line.veterinaryEstablishmentServicePeriodId,
      veterinaryEstablishmentServiceDeliveryId: line.veterinaryEstablishmentServiceDeliveryId,
      creditedLineId: line.creditedLineId,
      creditedAmount: credited.get(line.id) ?? 0,
    })),
    vatBreakdown: documentTotals(lines).vatBreakdown,
    payments: payments.map((payment) => ({
      id: payment.id,
      paymentStatus: payment.paymentStatus,
      paidAmount: payment.paidAmount,
      paymentDate: payment.paymentDate,
      comment: payment.comment,
      userId: payment.userId,
      createdDate: apiDateTime(payment.createdDate),
    })),
    reminders: reminders.map((reminder) => ({
      id: reminder.id,
      recipient: reminder.recipient,
      outboxMessageId: reminder.outboxMessageId,
      createdDate: apiDateTime(reminder.createdDate),
    })),
    precedingInvoiceNumber: detail.precedingInvoiceNumber,
  };
}
