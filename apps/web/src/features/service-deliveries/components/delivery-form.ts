// The delivery side panel's plumbing, from the create schema. Choosing a delivery option fills the fields
// from it (the user may change them); amounts are typed in euros and sent in cents.
import type { Schema } from '@vetbo/api-client/client';
import { PREFILLED_FROM_OPTION, serviceDeliveryCreateSchema } from '@vetbo/domain/service-deliveries';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';

/**
 * The fields a delivery needs when no option gives them (the create schema's superRefine) are marked;
 * those the API defaults are not; the establishment comes from the page, the billing status from invoicing.
 */
export const deliveryForm = schemaForm(serviceDeliveryCreateSchema, {
  required: ['code', 'entitled', 'type', 'accountingCode', 'quantity', 'unitPriceWithoutVat'],
  optional: ['paymentStatus', 'shouldGenerateInvoice'],
  omit: ['veterinaryEstablishmentId', 'billingStatus'],
  initial: { vatCategory: 'STANDARD' },
});
export type DeliveryFormValues = SchemaFormValues<typeof serviceDeliveryCreateSchema>;

/** The option's values, into the fields (spec §2.10: a delivery is "prefilled from a delivery option"). */
export function withOption(
  values: DeliveryFormValues,
  option: Schema<'ServiceDeliveryOption'>,
): DeliveryFormValues {
  const prefilled = deliveryForm.toValues({
    ...option,
    serviceDeliveryOptionId: option.id,
    longDescription: option.description,
  });
  const next = { ...values, serviceDeliveryOptionId: prefilled.serviceDeliveryOptionId };
  for (const field of PREFILLED_FROM_OPTION) next[field] = prefilled[field];
  return next;
}
