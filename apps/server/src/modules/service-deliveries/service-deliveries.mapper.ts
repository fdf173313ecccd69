import type {
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServiceDeliveryDiscounts,
} from '@vetbo/db/schema/index';
import { lineAmounts } from '@vetbo/domain/money/lines';
import { priceWithVat, vatRateOf } from '@vetbo/domain/money/vat';
import type { ServiceDelivery, ServiceDeliveryDiscount } from '@vetbo/domain/service-deliveries';
import { renderDeliveryLabel } from '@vetbo/domain/services/delivery-label';
import { apiDateTime } from '../../lib/list.ts';

export type DeliveryRow = typeof veterinaryEstablishmentServiceDeliveries.$inferSelect;
export type DeliveryDiscountRow = typeof veterinaryEstablishmentServiceDeliveryDiscounts.$inferSelect;

/** A delivery with what its API form needs besides its row: names, its option's pattern, its discounts. */
export interface DeliveryRecord {
  delivery: DeliveryRow;
  establishmentName: string;
  privilegedCode: string;
  serviceEntitled: string;
  /** The invoice line pattern of the delivery's option (none: `{entitled}`). */
  pattern: string | null;
  /** The sum of the delivery's discounts, in cents. */
  discountSum: number;
}

export const lineTotalOf = (delivery: Pick<DeliveryRow, 'unitPriceWithoutVat' | 'quantity'>) =>
  delivery.unitPriceWithoutVat * delivery.quantity;

export function toServiceDelivery(record: DeliveryRecord): ServiceDelivery {
  const { delivery } = record;
  const vatRate = vatRateOf(delivery.vatCategory);
  // The writes keep the discounts within the line total; never more than it, so a read never fails.
  const discount = Math.min(record.discountSum, lineTotalOf(delivery));
  const line = lineAmounts(delivery.unitPriceWithoutVat, delivery.quantity, vatRate, discount);
  return {
    id: delivery.id,
    veterinaryEstablishmentId: delivery.veterinaryEstablishmentId,
    veterinaryEstablishmentName: record.establishmentName,
    veterinaryServiceId: delivery.veterinaryServiceId,
    veterinaryServiceEntitled: record.serviceEntitled,
    serviceDeliveryOptionId: delivery.serviceDeliveryOptionId,
    code: delivery.code,
    entitled: delivery.entitled,
    longDescription: delivery.longDescription,
    type: delivery.type,
    quantity: delivery.quantity,
    unitPriceWithoutVat: delivery.unitPriceWithoutVat,
    unitPriceWithVat: priceWithVat(delivery.unitPriceWithoutVat, vatRate),
    vatCategory: delivery.vatCategory,
    vatRate,
    discountPriceWithoutVat: discount,
    amountWithoutVat: line.withoutVat,
    vatAmount: line.vat,
    amountWithVat: line.withVat,
    accountingCode: delivery.accountingCode,
    completionDate: delivery.completionDate,
    invoiceDate: delivery.invoiceDate,
    internalCommentary: delivery.internalCommentary,
    paymentStatus: delivery.paymentStatus,
    billingStatus: delivery.billingStatus,
    shouldGenerateInvoice: delivery.shouldGenerateInvoice,
    invoiced: delivery.invoiceId !== null,
    invoiceLineEntitled: renderDeliveryLabel(record.pattern, {
      entitled: delivery.entitled,
      code: delivery.code,
      quantity: delivery.quantity,
      completionDate: delivery.completionDate,
      establishmentName: record.establishmentName,
      privilegedCode: record.privilegedCode,
    }),
    createdDate: apiDateTime(delivery.createdDate),
    updatedDate: apiDateTime(delivery.updatedDate),
  };
}

export function toDeliveryDiscount(row: DeliveryDiscountRow): ServiceDeliveryDiscount {
  return {
    id: row.id,
    serviceDeliveryId: row.serviceDeliveryId,
    kind: row.kind,
    value: row.value,
    amountWithoutVat: row.amountWithoutVat,
    label: row.label,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
