// The delivery side panel's values ⇄ the API's body. Choosing a delivery option fills the fields from it
// (the user may change them); amounts are typed in euros and sent in cents.
import type { Schema } from '@vetbo/api-client/client';
import { inputAmount } from '@vetbo/domain/money/format';
import { parseEuros } from '@vetbo/domain/money/parse';

export interface DeliveryFormValues {
  [key: string]: unknown;
  serviceDeliveryOptionId: string;
  veterinaryServiceId: string;
  code: string;
  entitled: string;
  longDescription: string;
  type: string;
  quantity: string;
  unitPriceWithoutVat: string;
  vatCategory: string;
  accountingCode: string;
  completionDate: string;
  invoiceDate: string;
  paymentStatus: string;
  internalCommentary: string;
  shouldGenerateInvoice: boolean;
}

export const DELIVERY_FORM_PATHS = [
  'serviceDeliveryOptionId',
  'veterinaryServiceId',
  'code',
  'entitled',
  'longDescription',
  'type',
  'quantity',
  'unitPriceWithoutVat',
  'vatCategory',
  'accountingCode',
  'completionDate',
  'invoiceDate',
  'paymentStatus',
  'internalCommentary',
  'shouldGenerateInvoice',
] as const;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function toDeliveryFormValues(
  delivery?: Schema<'VeterinaryEstablishmentServiceDelivery'>,
): DeliveryFormValues {
  return {
    serviceDeliveryOptionId: text(delivery?.serviceDeliveryOptionId),
    veterinaryServiceId: text(delivery?.veterinaryServiceId),
    code: delivery?.code ?? '',
    entitled: delivery?.entitled ?? '',
    longDescription: delivery?.longDescription ?? '',
    type: delivery?.type ?? '',
    quantity: text(delivery?.quantity ?? 1),
    unitPriceWithoutVat: inputAmount(delivery?.unitPriceWithoutVat),
    vatCategory: delivery?.vatCategory ?? 'STANDARD',
    accountingCode: delivery?.accountingCode ?? '',
    completionDate: delivery?.completionDate ?? '',
    invoiceDate: delivery?.invoiceDate ?? '',
    paymentStatus: delivery?.paymentStatus ?? 'UNPAID',
    internalCommentary: delivery?.internalCommentary ?? '',
    shouldGenerateInvoice: delivery?.shouldGenerateInvoice ?? true,
  };
}

/** The option's values, into the fields (spec §2.10: a delivery is "prefilled from a delivery option"). */
export function withOption(
  values: DeliveryFormValues,
  option: Schema<'ServiceDeliveryOption'>,
): DeliveryFormValues {
  return {
    ...values,
    serviceDeliveryOptionId: String(option.id),
    veterinaryServiceId: String(option.veterinaryServiceId),
    code: option.code,
    entitled: option.entitled,
    longDescription: option.description ?? '',
    type: option.type,
    unitPriceWithoutVat: inputAmount(option.unitPriceWithoutVat),
    vatCategory: option.vatCategory,
    accountingCode: option.accountingCode,
  };
}

const integer = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() || undefined;
const cents = (value: string) => (value.trim() === '' ? undefined : (parseEuros(value) ?? value));
const id = (value: string) => (value ? Number(value) : undefined);

export function toDeliveryPayload(values: DeliveryFormValues): Record<string, unknown> {
  return {
    veterinaryServiceId: id(values.veterinaryServiceId),
    code: values.code || undefined,
    entitled: values.entitled || undefined,
    longDescription: values.longDescription || null,
    type: values.type || undefined,
    quantity: integer(values.quantity),
    unitPriceWithoutVat: cents(values.unitPriceWithoutVat),
    vatCategory: values.vatCategory || undefined,
    accountingCode: values.accountingCode || undefined,
    completionDate: values.completionDate || null,
    invoiceDate: values.invoiceDate || null,
    paymentStatus: values.paymentStatus || undefined,
    internalCommentary: values.internalCommentary || null,
    shouldGenerateInvoice: values.shouldGenerateInvoice,
  };
}

export function toDeliveryCreatePayload(
  values: DeliveryFormValues,
  establishmentId: number,
): Record<string, unknown> {
  return {
    ...toDeliveryPayload(values),
    veterinaryEstablishmentId: establishmentId,
    serviceDeliveryOptionId: id(values.serviceDeliveryOptionId) ?? null,
  };
}
