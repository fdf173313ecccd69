// The delivery option panel's plumbing, from the create schema: the price is typed in euros and sent in
// cents; the service is the catalogue section's, sent on creation only (an option stays with its service).
import { parseEuros } from '@vetbo/domain/money/parse';
import { deliveryOptionCreateSchema } from '@vetbo/domain/service-deliveries';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';

export const deliveryOptionForm = schemaForm(deliveryOptionCreateSchema, {
  // The status has its own action in the list ("Désactiver" / "Réactiver"); a new option is ENABLED.
  omit: ['veterinaryServiceId', 'status'],
  initial: { vatCategory: 'STANDARD' },
});
export type DeliveryOptionFormValues = SchemaFormValues<typeof deliveryOptionCreateSchema>;

/** A new option's body: the typed values and the service whose section the panel was opened from. */
export function newOptionPayload(values: DeliveryOptionFormValues, veterinaryServiceId: number) {
  return { ...deliveryOptionForm.toPayload(values), veterinaryServiceId };
}

/**
 * A price typed that is not euros ("12,345", "douze"): said as such, before the schema would call it "not
 * an integer" (it sees cents). Nothing typed is the schema's "required".
 */
export function isPriceNotEuros(text: string): boolean {
  return text.trim() !== '' && parseEuros(text) === undefined;
}
