// The subscription side panel's plumbing, from the create schema. The parameters are one object holding
// the fields of every service code (the schema's variants); only the chosen code's are sent.
import { subscriptionCreateSchema } from '@vetbo/domain/service-subscriptions';
import type { SubscriptionParameterField } from '@vetbo/domain/services/catalogue';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';

export type SubscriptionFormValues = SchemaFormValues<typeof subscriptionCreateSchema>;
export type CentralCodeRow = SubscriptionFormValues['parameters']['centralCodes'][number];

/** How each parameter is typed in the form. */
export const PARAMETER_INPUTS: Record<
  SubscriptionParameterField,
  'select' | 'integer' | 'euros' | 'text' | 'days' | 'checkbox' | 'centralCodes'
> = {
  contractType: 'select',
  subscriptionType: 'select',
  collaboratorCount: 'integer',
  collaboratorPrice: 'euros',
  quantity: 'integer',
  crmClientCode: 'text',
  veterinaryCount: 'integer',
  amount: 'euros',
  vpMaintPackage: 'select',
  central: 'select',
  centralPurchasingCode: 'text',
  centralPurchasingId: 'text',
  deliveryDays: 'days',
  remunerationPackage: 'select',
  withOTCCommission: 'checkbox',
  rfaCashAdvance: 'select',
  ngoAmPackage: 'select',
  withMedicine: 'checkbox',
  centralCodes: 'centralCodes',
};

export const emptyCentralCodeRow = (): CentralCodeRow => ({ central: '', foodCode: '', medicineCode: '' });

/** The establishment comes from the page; the parameters in euros are cents for the API. */
export const subscriptionForm = schemaForm(subscriptionCreateSchema, {
  omit: ['veterinaryEstablishmentId'],
  optional: ['parameters.amount'],
  cents: Object.entries(PARAMETER_INPUTS)
    .filter(([, input]) => input === 'euros')
    .map(([field]) => `parameters.${field}`),
  initial: () => ({
    parameters: {
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
      quantity: '1',
      veterinaryCount: '1',
      // Empty: the option's price (the schema's default, 0).
      amount: '',
      rfaCashAdvance: 'NONE',
      ngoAmPackage: 'NGO_AM',
      centralCodes: [emptyCentralCodeRow()],
    },
  }),
});
