import type { serviceDeliveryOptions } from '@vetbo/db/schema/index';
import { priceWithVat, vatRateOf } from '@vetbo/domain/money/vat';
import type { DeliveryOption } from '@vetbo/domain/service-deliveries';
import { apiDateTime } from '../../lib/list.ts';

export type DeliveryOptionRow = typeof serviceDeliveryOptions.$inferSelect;

/** An option with its service's label (sortable, shown in the lists). */
export interface DeliveryOptionRecord {
  option: DeliveryOptionRow;
  serviceEntitled: string;
}

export function toDeliveryOption({ option, serviceEntitled }: DeliveryOptionRecord): DeliveryOption {
  return {
    id: option.id,
    code: option.code,
    entitled: option.entitled,
    description: option.description,
    type: option.type,
    unitPriceWithoutVat: option.unitPriceWithoutVat,
    unitPriceWithVat: priceWithVat(option.unitPriceWithoutVat, vatRateOf(option.vatCategory)),
    vatCategory: option.vatCategory,
    accountingCode: option.accountingCode,
    veterinaryServiceId: option.veterinaryServiceId,
    veterinaryServiceEntitled: serviceEntitled,
    invoiceLineEntitledPattern: option.invoiceLineEntitledPattern,
    status: option.status,
    createdDate: apiDateTime(option.createdDate),
    updatedDate: apiDateTime(option.updatedDate),
  };
}
